import net from 'node:net';

/** The machine's Mosquitto (MQTT 5, anonymous clients allowed) that external-broker tests run against. */
export const MOSQUITTO_URL = process.env.MOSQUITTO_URL ?? 'mqtt://127.0.0.1:1883';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 1883) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whether Mosquitto answers at MOSQUITTO_URL. Required in CI (throws); elsewhere false with a warning, and
 * the calling file skips its tests.
 */
export async function mosquittoAvailable(what: string): Promise<boolean> {
  const up = await reachable(MOSQUITTO_URL);
  if (!up && process.env.CI) throw new Error(`Mosquitto is required in CI and does not answer at ${MOSQUITTO_URL}`);
  if (!up) console.warn(`${what} skipped: no broker at ${MOSQUITTO_URL} (start Mosquitto or set MOSQUITTO_URL)`);
  return up;
}
