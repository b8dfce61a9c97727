import type { Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceHandlers } from './gateway.ts';
import type { Ingest } from './ingest.ts';

/** A check that cannot read the logins (the database is down) is tried again after this pause, doubling. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * The embedded broker's logged-in sessions and the logins they used, so that a session whose login
 * stopped being valid — the kiosk's secret re-issued, its serial number changed, the kiosk deleted — is
 * closed at once (docs/device-protocol.md, "Credentials"). A change is heard from the database on every
 * instance (`DeviceHandlers.watchLogins`); each check compares the mark of every open session of those
 * kiosks with the mark of the login the database has now.
 */
export function createEmbeddedLogins(options: {
  logger: FastifyBaseLogger;
  ingest: Ingest;
  /** The handlers while the gateway runs (undefined before start and after close). */
  handlers: () => DeviceHandlers | undefined;
  /** Work the gateway waits for when it closes. */
  track: (work: Promise<void>) => void;
}) {
  const { logger, ingest, handlers, track } = options;
  const serials = new WeakMap<Client, string>();
  const marks = new WeakMap<Client, string>();
  /** Logged-in clients per serial number (closed ones are pruned as they are met). */
  const bySerial = new Map<string, Set<Client>>();
  /** Clients whose login was revoked: nothing of theirs is taken any more while they close. */
  const revoked = new WeakSet<Client>();
  /** Counts the changes heard: a login checked while one arrived is checked again afterwards. */
  let changes = 0;

  async function check(serialNumbers: readonly string[]): Promise<void> {
    const wanted = [...new Set(serialNumbers)];
    const open = wanted.flatMap((serial) => [...(bySerial.get(serial) ?? [])].filter((c) => !c.closed));
    for (let pause = RETRY_FIRST_MS; open.length > 0; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
      const h = handlers();
      if (!h) return;
      try {
        const current = await h.currentLogins(wanted);
        for (const client of open) {
          const serial = serials.get(client) as string;
          if (revoked.has(client) || marks.get(client) === current.get(serial)) continue;
          revoked.add(client);
          ingest.metrics.revoked += 1;
          logger.info({ kiosk: serial, clientId: client.id }, 'kiosk session closed: its login is no longer valid');
          // Its last will is not published either: the gateway refuses every publish of a revoked client.
          client.close();
        }
        return;
      } catch (error) {
        ingest.warn('logins', { err: error, retryInMs: pause }, 'checking kiosk logins failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  return {
    /** The serial number the client logged in as; undefined when it did not, or its login was revoked. */
    serialOf(client: Client): string | undefined {
      return revoked.has(client) ? undefined : serials.get(client);
    },

    isRevoked: (client: Client) => revoked.has(client),

    /** Call before the login is checked; answers what `loggedIn` needs to know about changes meanwhile. */
    checking: () => changes,

    /** A client logged in with a login of this mark (`since`: what `checking()` answered before the check). */
    loggedIn(client: Client, serial: string, mark: string, since: number): void {
      serials.set(client, serial);
      marks.set(client, mark);
      const clients = bySerial.get(serial) ?? new Set<Client>();
      for (const other of clients) if (other.closed) clients.delete(other);
      clients.add(client);
      bySerial.set(serial, clients);
      // A change heard while this login was being checked may have been read before it: check again.
      if (changes !== since) track(check([serial]));
    },

    disconnected(client: Client): void {
      const serial = serials.get(client);
      const clients = serial ? bySerial.get(serial) : undefined;
      clients?.delete(client);
      if (serial && clients?.size === 0) bySerial.delete(serial);
    },

    /** These kiosks' logins changed ('all': changes may have been missed): check their sessions. */
    changed(serialNumbers: readonly string[] | 'all'): void {
      changes += 1;
      track(check(serialNumbers === 'all' ? [...bySerial.keys()] : serialNumbers));
    },

    /** Checks these kiosks' sessions now; resolves when those no longer valid are closing. */
    check,
  };
}
