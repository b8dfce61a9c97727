import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now. Without the app's imports, so the integration global setup (the
 * run's shared RabbitMQ node) can use it; app.ts has the same helper for the tests.
 */
export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
