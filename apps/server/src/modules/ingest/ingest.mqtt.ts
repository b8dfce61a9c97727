import type { FastifyBaseLogger } from 'fastify';
import type { DeviceHandlers } from '../../mqtt/gateway.ts';
import type { Ingest } from './ingest.service.ts';
import type { CommandsPort, KiosksPort, KioskRef, SalesPort } from './ingest.ports.ts';

interface Deps {
  ingest: Ingest;
  sales: SalesPort;
  /** Kiosk logins (the kiosks module's device credentials, its `kiosks` port): check, current marks, changes. */
  logins: Pick<KiosksPort, 'authenticate' | 'currentLogins' | 'watchLogins'>;
  commands: CommandsPort;
  logger: FastifyBaseLogger;
}

/** The gateway's handlers (ServerModule.devices): device messages → the ingest and the commands. */
export function createIngestDeviceHandlers({ ingest, sales, logins, commands, logger }: Deps): DeviceHandlers {
  const deliver = (kiosk: KioskRef): Promise<void> =>
    commands.deliverPending(kiosk).catch((error: unknown) => {
      logger.warn({ err: error, kioskId: kiosk.id }, 'delivering queued commands failed');
    });

  return {
    authenticate: (serialNumber, password) => logins.authenticate(serialNumber, password),
    currentLogins: (serialNumbers) => logins.currentLogins(serialNumbers),
    // A kiosk whose login changed may have a new serial number or none: its cached lookup goes too.
    watchLogins: (changed) =>
      logins.watchLogins((serialNumbers) => {
        if (serialNumbers === 'all') ingest.forget();
        else for (const serial of serialNumbers) ingest.forget(serial);
        changed(serialNumbers);
      }),

    async handle(message, receivedAt, order) {
      // The ingest publishes the device facts for other modules with the message's transaction. An ack
      // is recorded by the commands module after that commit, so the connection's next message is handed
      // over only once this one is done (the gateway does that when `queued` is not called).
      const handled = await ingest.ingest(
        message,
        receivedAt,
        order && message.kind === 'ack' ? { sequence: order.sequence, queued: () => undefined } : order,
      );
      if (!handled) return;
      if (message.kind === 'ack') {
        await commands.acknowledge(handled.kiosk, message.message, receivedAt);
      } else if (
        message.kind === 'event' &&
        (message.message.type === 'session.closed' ||
          message.message.type === 'payment' ||
          (message.message.type === 'session.opened' && !handled.result.openedSessionOpen))
      ) {
        // After the session row committed, without holding up the acknowledgement (the sweep catches up
        // on sessions whose derivation a stop or failure interrupted). An opening of a session still open
        // asks for nothing: there is nothing to derive until it closes, and its closing asks.
        void sales.sessionChanged(handled.kiosk, message.message.sessionId);
      } else if (message.kind === 'status' && message.message.online) {
        // After the commit, and without holding up the message's acknowledgement.
        void deliver(handled.kiosk);
      }
    },

    async commandsReachable(serialNumber) {
      const kiosk = await ingest.resolve(serialNumber);
      if (kiosk) await deliver(kiosk);
    },
  };
}
