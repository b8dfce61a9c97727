/**
 * Fails when the committed GraphQL codegen output differs from what the .graphql files and web
 * documents generate now. Generates into a scratch copy and compares; the working tree is untouched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const targets = ['apps/server/src/generated', 'apps/web/src/generated'];

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
  console.log('codegen: generated files are up to date');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

function list(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];
}
function read(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
