import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN, TEST_SECRETS_KEY } from './app.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/**
 * The server as `npm start` runs it (main.ts in a process of its own, production mode), for tests that
 * kill it: `kill('SIGKILL')` ends it without any shutdown work, as a crash or a power cut would.
 */
export async function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}) {
  let stdout = '';
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      MQTT_PORT: '0',
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => `stderr:\n${stderr}\nstdout:\n${stdout}`;

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!stdout.includes('Kiosk Console is running')) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    pid: child.pid,
    output,
    /** Whether the process is still running. */
    alive: () => child.exitCode === null && child.signalCode === null,
    /** Waits until the process wrote `text` (e.g. a log message) on stdout. */
    async waitForOutput(text: string, timeoutMs = 60_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!stdout.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > until) {
          throw new Error(`the server did not write "${text}":\n${output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Sends the signal and resolves when the process has exited. */
    async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
