#!/usr/bin/env bash
# A production install starts. Copies the repository as `npm run build` left it (sources, lockfile and the
# built console in apps/web/dist; no node_modules, no data) to a temporary folder, installs it with
# `npm ci --omit=dev` (no vite, no TypeScript, no test tools), checks that no dev tool came along, starts
# `npm run start:prod` there on a free port with an embedded PGlite (no demo data, as in production), waits for /healthz and /readyz, loads
# the console's page, stops the server (SIGTERM: it must exit 0) and starts it once more (the start of an
# existing install, timed), then removes the folder. Run `npm run build` first; CI runs it (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

if [ ! -f apps/web/dist/index.html ]; then
  echo "check-production-install: the console is not built; run \`npm run build\` first" >&2
  exit 1
fi

work="$(mktemp -d -t kiosk-prod-XXXXXX)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "production install: copying the built tree to $work"
tar -C "$repo" --exclude='./.git' --exclude='node_modules' --exclude='./data' --exclude='./test-results' \
  --exclude='./tmp' -cf - . | tar -C "$work" -xf -

cd "$work"
started=$(date +%s)
npm ci --omit=dev --no-audit --no-fund --loglevel=error >"$work/npm-ci.log" 2>&1 || {
  cat "$work/npm-ci.log" >&2
  exit 1
}
echo "production install: npm ci --omit=dev took $(($(date +%s) - started)) s"
# (TypeScript itself comes along as i18next's peer dependency; the build tools do not.)
for dev_only in vite @vitejs/plugin-react vitest eslint prettier drizzle-kit playwright-core @graphql-codegen/cli; do
  if [ -e "node_modules/$dev_only" ]; then
    echo "production install: dev-only package $dev_only was installed" >&2
    exit 1
  fi
done
node_version="$(node_modules/.bin/node --version)"
echo "production install: runtime $node_version (the npm package \`node\`, a production dependency)"

port="$(node_modules/.bin/node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
base="http://127.0.0.1:$port"

# Starts `npm run start:prod` in the background (its own process group) and waits until it is ready.
start_server() {
  local log="$1" begin now
  begin=$(date +%s%N)
  HOST=127.0.0.1 PORT="$port" MQTT_PORT=0 DATA_DIR="$work/data" NODE_ENV=production \
    ADMIN_PASSWORD='production-check-1' DEMO_DATA=false DEMO_FLEET=false \
    setsid npm run start:prod >"$log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 480); do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      echo "production install: the server exited; its log:" >&2
      cat "$log" >&2
      exit 1
    fi
    if curl -fsS "$base/readyz" >/dev/null 2>&1; then
      now=$(date +%s%N)
      echo "production install: ready after $(((now - begin) / 1000000)) ms ($2)"
      return 0
    fi
    sleep 0.25
  done
  echo "production install: not ready within 120 s; its log:" >&2
  cat "$log" >&2
  exit 1
}

stop_server() {
  # SIGTERM to the server (the node process npm started), as an orchestrator stops it; npm then exits
  # with the server's status, which must be 0 (a graceful shutdown).
  local node_pid status=0
  node_pid="$(pgrep -s "$server_pid" -f '^node apps/server/src/main.ts' || true)"
  kill -TERM "${node_pid:-$server_pid}" 2>/dev/null || true
  wait "$server_pid" || status=$?
  server_pid=""
  if [ "$status" -ne 0 ]; then
    echo "production install: the server did not stop cleanly (exit $status)" >&2
    exit 1
  fi
}

start_server "$work/first.log" "first start: migrations, the root user"
curl -fsS "$base/healthz" | grep -q '"ok"'
curl -fsS "$base/readyz" | grep -q '"ready"'
curl -fsS "$base/" | grep -q '<div id="root">'
stop_server
start_server "$work/second.log" "start of an existing install"
curl -fsS "$base/readyz" | grep -q '"database":"up"'
stop_server
echo "production install: ok"
