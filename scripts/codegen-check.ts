/**
 * Fails when the committed GraphQL codegen output differs from what the .graphql files and web
 * documents generate now. Generates into a scratch copy and compares; the working tree is untouched.
 *
 * A passing run leaves a stamp in node_modules/.cache/codegen-check: the hash of every input (codegen.ts,
 * the schema's .graphql files, the web sources the documents come from, the generated files themselves,
 * package-lock.json for the generators' versions, the Prettier configuration). While nothing of it changed
 * the check is already known to pass and is skipped; `--force` runs it anyway.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const targets = ['apps/server/src/generated', 'apps/web/src/generated'];
const stampFile = path.join(root, 'node_modules/.cache/codegen-check/passed');

const inputs = inputHash();
if (!process.argv.includes('--force') && read(stampFile) === inputs) {
  console.log('codegen: generated files are up to date (inputs unchanged since the last check)');
  process.exit(0);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'));
try {
  for (const target of targets) fs.cpSync(path.join(root, target), path.join(scratch, target), { recursive: true });
  execFileSync('npm', ['run', '--silent', 'codegen'], { cwd: root, stdio: 'inherit' });
  const stale: string[] = [];
  for (const target of targets) {
    const files = new Set([...list(path.join(root, target)), ...list(path.join(scratch, target))]);
    for (const file of files) {
      const now = read(path.join(root, target, file));
      const before = read(path.join(scratch, target, file));
      if (now !== before) stale.push(path.join(target, file));
    }
  }
  if (stale.length > 0) {
    console.error(`Generated GraphQL code was stale (now regenerated — review and commit):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, inputs);
  console.log('codegen: generated files are up to date');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

/** One hash over the paths and contents of everything codegen reads or writes (codegen.ts). */
function inputHash(): string {
  const files = [
    'codegen.ts',
    'package-lock.json',
    '.prettierrc.json',
    '.prettierignore',
    'apps/server/src/graphql/base.graphql',
    ...list(path.join(root, 'apps/server/src/modules'))
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => path.join('apps/server/src/modules', f)),
    ...list(path.join(root, 'apps/web/src'))
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .map((f) => path.join('apps/web/src', f)),
    ...targets.flatMap((target) => list(path.join(root, target)).map((f) => path.join(target, f))),
  ];
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) hash.update(`${file}\0${read(path.join(root, file)) ?? ''}\0`);
  return hash.digest('hex');
}

function list(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];
}
function read(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
