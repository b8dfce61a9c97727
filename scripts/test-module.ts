/**
 * `npm run test:module -- <module> [<module> …] [vitest options]`: the unit and integration tests of
 * apps/server/src/modules/<module> (a sub-folder such as `kiosks/commands` works too). Options starting
 * with `-` go to vitest, e.g. `--project integration` or `-t 'refund'`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = 'apps/server/src/modules';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const names = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);

const known = fs
  .readdirSync(path.join(root, modulesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const unknown = names.filter(
  (name) => !fs.statSync(path.join(root, modulesDir, name), { throwIfNoEntry: false })?.isDirectory(),
);
if (names.length === 0 || unknown.length > 0) {
  if (unknown.length > 0) console.error(`test:module: no module folder ${unknown.join(', ')} in ${modulesDir}`);
  console.error(`usage: npm run test:module -- <module> [vitest options]\nmodules: ${known.join(', ')}`);
  process.exit(2);
}

// A trailing slash keeps `users` from also matching a folder named `users-…`.
const filters = names.map((name) => `${modulesDir}/${name.replace(/\/+$/, '')}/`);
const result = spawnSync('npx', ['vitest', 'run', ...filters, ...options], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
