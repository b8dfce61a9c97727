import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, RouteHandler } from 'fastify';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import type { KioskDeviceService, TemperatureEvent } from './kiosks.device.service.ts';

interface Deps {
  device: Pick<KioskDeviceService, 'temperatureExport'>;
  authenticate: Authenticate;
}

const CSV_HEADER = ['timestamp', 'sensor1', 'sensor2', 'sensor3', 'sensor4'];

/** One CSV row: the time and four sensors in °C (empty for a missing one). */
const csvRow = (event: TemperatureEvent) => [
  event.ts.toISOString(),
  ...[0, 1, 2, 3].map((i) => (typeof event.sensors[i] === 'number' ? String(event.sensors[i]) : '')),
];

/** A file name safe in a header: the serial number's pattern already is; anything else becomes `_`. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * REST routes of the kiosks module (spec §7):
 * - GET /api/v1/kiosk/csv/export/temperature/{from}/{to}?kioskId=…: the kiosk's temperature log as CSV,
 *   streamed (°C, one row per reading, oldest first). from/to are epoch ms or ISO 8601; both missing →
 *   2015-01-01 to now, one missing → now (spec §5). A kiosk outside the caller's scope is 404.
 */
export function registerKiosksRoutes(app: FastifyInstance, deps: Deps): void {
  const handler: RouteHandler<{ Querystring: { kioskId?: string }; Params: { from?: string; to?: string } }> = async (
    request,
    reply,
  ) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const exported = await deps.device.temperatureExport(viewer, {
      kioskId: request.query.kioskId,
      from: request.params.from,
      to: request.params.to,
    });
    const name = `temperature_${safe(exported.serialNumber)}_${exported.from.getTime()}_${exported.to.getTime()}.csv`;
    const csv = stringify({ header: true, columns: CSV_HEADER });
    const source = Readable.from(
      (async function* () {
        for await (const event of exported.rows) yield csvRow(event);
      })(),
    );
    source.on('error', (error) => csv.destroy(error));
    source.pipe(csv);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  };
  const base = '/api/v1/kiosk/csv/export/temperature';
  app.get(base, handler);
  app.get(`${base}/:from`, handler);
  app.get(`${base}/:from/:to`, handler);
}
