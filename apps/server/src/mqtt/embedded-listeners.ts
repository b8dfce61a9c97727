import fs from 'node:fs/promises';
import net from 'node:net';
import tls from 'node:tls';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_DEVICE_PAYLOAD_BYTES, MQTT_WS_PATH } from '@kiosk/common/mqtt';
import { PacketSizeLimit } from './packet-limit.ts';

/**
 * Packets larger than this close the connection before they are buffered; payloads between
 * MAX_DEVICE_PAYLOAD_BYTES and this are dropped and counted (`too_large`) with the connection kept.
 */
const MAX_PACKET_BYTES = 2 * MAX_DEVICE_PAYLOAD_BYTES;

/** Where the embedded broker listens. */
export interface ListenerOptions {
  /** The console's HTTP server: MQTT over WebSocket is served at `/mqtt` on it. */
  server: Server;
  /** TCP listener: address and port (0 = off). */
  host: string;
  port: number;
  /** MQTT over TLS on `port` with the certificate and key in these PEM files (ADR 0020); undefined = off. */
  tls?: { port: number; certFile: string; keyFile: string };
}

/**
 * The embedded broker's plain TCP listener. Undefined when it is off (port 0) or its port is not
 * available (kiosks then connect over WebSocket, or TLS when that is on).
 */
export function listenTcp(
  b: Aedes,
  options: ListenerOptions,
  logger: FastifyBaseLogger,
): Promise<net.Server | undefined> {
  if (options.port === 0) return Promise.resolve(undefined);
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    b.handle(new PacketSizeLimit(socket, MAX_PACKET_BYTES));
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        logger.warn(
          { port: options.port, host: options.host, code: error.code },
          `MQTT TCP port ${options.port} is not available (${error.code}); kiosks can connect over WebSocket at ${MQTT_WS_PATH} only. Set MQTT_PORT to a free port, or 0 to switch TCP off.`,
        );
        resolve(undefined);
      } else {
        reject(error);
      }
    });
    server.listen(options.port, options.host, () => {
      server.on('error', (error) => logger.error({ err: error }, 'MQTT TCP listener failed'));
      resolve(server);
    });
  });
}

/**
 * MQTT over TLS (undefined when it is off): refuses to start when the certificate cannot be read or the
 * port is taken (it was asked for).
 */
export async function listenTls(
  b: Aedes,
  options: ListenerOptions,
  logger: FastifyBaseLogger,
): Promise<tls.Server | undefined> {
  const settings = options.tls;
  if (!settings) return undefined;
  const read = async (file: string, what: string) => {
    try {
      return await fs.readFile(file);
    } catch (error) {
      throw new Error(`MQTT over TLS: cannot read the ${what} ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  let server: tls.Server;
  try {
    server = tls.createServer(
      {
        cert: await read(settings.certFile, 'certificate'),
        key: await read(settings.keyFile, 'key'),
        minVersion: 'TLSv1.2',
      },
      (socket) => {
        socket.setNoDelay(true);
        b.handle(new PacketSizeLimit(socket, MAX_PACKET_BYTES));
      },
    );
  } catch (error) {
    if ((error as Error).message.startsWith('MQTT over TLS')) throw error;
    throw new Error(`MQTT over TLS: the certificate or key is not usable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // A failed handshake (a plain client, a wrong CA) is the client's business.
  server.on('tlsClientError', (error) => logger.debug({ err: error }, 'MQTT TLS handshake failed'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`MQTT over TLS: port ${settings.port} is not available (${error.code})`, { cause: error })),
    );
    server.listen(settings.port, options.host, () => {
      server.on('error', (error) => logger.error({ err: error }, 'MQTT TLS listener failed'));
      resolve();
    });
  });
  return server;
}

/** MQTT over WebSocket at MQTT_WS_PATH on the console's HTTP server; `onUpgrade` is the listener added to it. */
export function listenWebSocket(
  b: Aedes,
  options: ListenerOptions,
): {
  wss: WebSocketServer;
  onUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PACKET_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== MQTT_WS_PATH) {
      // Other upgrade paths belong to other listeners; with none, refuse as Node would.
      if (options.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      stream.on('error', () => undefined); // a dropped socket is the client's business
      b.handle(new PacketSizeLimit(stream, MAX_PACKET_BYTES), request);
    });
  };
  options.server.on('upgrade', onUpgrade);
  return { wss, onUpgrade };
}
