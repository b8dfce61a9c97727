# syntax=docker/dockerfile:1
# Kiosk Console: build once, run the built server and console as a non-root user.
# The Node that runs everything is the one the lockfile pins (npm package `node`, a production dependency,
# ADR 0017); the base image only needs glibc, and npm to install. Debian's npm drives the installs; every
# npm script runs on the pinned Node 24 from node_modules/.bin. Build: `docker build -t kiosk-console .`
ARG BASE_IMAGE=debian:bookworm-slim

# --- dependencies for the build (dev tools included) ---------------------------------------------------
FROM ${BASE_IMAGE} AS toolchain
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The workspaces' manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/kiosk-sim/package.json apps/kiosk-sim/
COPY apps/demo/package.json apps/demo/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- the production install: no vite, no TypeScript, no test tools ------------------------------------
FROM toolchain AS production-deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------------
FROM ${BASE_IMAGE} AS runtime
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 kiosk \
 && useradd --system --uid 10001 --gid kiosk --home-dir /app --shell /usr/sbin/nologin kiosk \
 && mkdir -p /data && chown kiosk:kiosk /data
WORKDIR /app
COPY --from=production-deps --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/package.json /src/package-lock.json ./
COPY --from=build --chown=root:root /src/packages/common ./packages/common
COPY --from=build --chown=root:root /src/apps/server ./apps/server
COPY --from=build --chown=root:root /src/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=root:root /src/apps/web/dist ./apps/web/dist
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
USER kiosk
VOLUME ["/data"]
EXPOSE 3000 1883
# Liveness; the load balancer asks /readyz (every dependency answers) before it sends traffic.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini forwards SIGTERM, so the server drains kiosk messages and jobs before it exits.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/src/main.ts"]
