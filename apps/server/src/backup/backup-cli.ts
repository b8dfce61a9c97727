import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { backup, BackupError, restore } from './backup.ts';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder> [--clean]` (docs/operations.md "Backups"):
 * the console's data as the server finds it — DATABASE_URL (else PGlite in DATA_DIR/db) and DATA_DIR/files.
 */
const USAGE = 'usage: npm run backup -- <new folder>  |  npm run restore -- <backup folder> [--clean]';

async function main(args: string[]): Promise<void> {
  const [command, folder, ...rest] = args;
  const options = new Set(rest);
  const unknown = [...options].filter((option) => command !== 'restore' || option !== '--clean');
  if (!folder || unknown.length > 0 || (command !== 'backup' && command !== 'restore')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'db')}`;
  if (command === 'backup') {
    const manifest = await backup(location, where);
    console.log(`Backed up ${database} and ${manifest.files} file(s) of ${config.dataDir} into ${where}`);
  } else {
    const manifest = await restore(where, location, { clean: options.has('--clean') });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${database} and ${config.dataDir}; start the server on it`,
    );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
