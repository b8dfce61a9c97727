import { startConsole } from './console.ts';

/** The production server: the whole console in one process, nothing else (the demo is apps/demo). */
startConsole().catch((error: unknown) => {
  process.stderr.write(
    `Kiosk Console failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
