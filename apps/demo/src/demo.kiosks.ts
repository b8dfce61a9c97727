import { VISIT_SAFETY_MARGIN_PERCENT } from '@kiosk/common/constants';
import { SYSTEM_VIEWER, type Services } from '@kiosk/server/console';

type Kiosks = Services['kiosks'];
/** A demo kiosk as the kiosks module created it. */
export type DemoKiosk = Awaited<ReturnType<Kiosks['create']>>;
interface Logger {
  info(fields: object, message: string): void;
}

/** Serial numbers of the demo fleet start with this; the demo fleet (DEMO_FLEET) simulates exactly these kiosks. */
export const DEMO_SERIAL_PREFIX = 'DEMO-';

const DEMO_KIOSKS = [
  {
    name: 'Office Tower Lobby',
    tags: ['office', 'berlin'],
    location: { name: 'Office Tower', line1: 'Friedrichstraße 68', postalCode: '10117', city: 'Berlin', country: 'DE' },
    double: true,
  },
  {
    name: 'Tech Campus Cafeteria',
    tags: ['campus', 'berlin'],
    location: { name: 'Tech Campus', line1: 'Alt-Moabit 96', postalCode: '10559', city: 'Berlin', country: 'DE' },
    double: false,
  },
  {
    name: 'Fitness Club Entrance',
    tags: ['gym', 'munich'],
    location: { name: 'Fitness Club', line1: 'Leopoldstraße 24', postalCode: '80802', city: 'München', country: 'DE' },
    double: false,
  },
  {
    name: 'Hospital Staff Room',
    tags: ['healthcare', 'hamburg'],
    location: { name: 'City Hospital', line1: 'Martinistraße 52', postalCode: '20251', city: 'Hamburg', country: 'DE' },
    double: true,
  },
  {
    name: 'Coworking Kitchen',
    tags: ['office', 'hamburg'],
    location: {
      name: 'Coworking Space',
      line1: 'Große Elbstraße 145',
      postalCode: '22767',
      city: 'Hamburg',
      country: 'DE',
    },
    double: false,
  },
] as const;

/** The demo organization's fleet: five kiosks in three cities, single and double, with PINs and tags. */
export async function seedDemoKiosks(
  kiosks: Pick<Kiosks, 'create'>,
  organizationId: string,
  logger: Logger,
): Promise<DemoKiosk[]> {
  const created: DemoKiosk[] = [];
  let index = 0;
  for (const kiosk of DEMO_KIOSKS) {
    index += 1;
    const row = await kiosks.create(SYSTEM_VIEWER, {
      name: kiosk.name,
      serialNumber: `${DEMO_SERIAL_PREFIX}${String(index).padStart(4, '0')}`,
      orgId: organizationId,
      notes: kiosk.double ? 'Double kiosk (sides A and B, 30 cells).' : 'Single kiosk (15 cells).',
      pin: 1000 + index * 111,
      technicianPin: 9000 + index * 11,
      location: kiosk.location,
      tags: [...kiosk.tags],
      components: { manufacturer: 'Kiosk Console', type: kiosk.double ? 'double' : 'single', model: 'SF-2' },
    });
    created.push(row);
  }
  logger.info({ kiosks: DEMO_KIOSKS.length }, 'demo kiosks created');
  return created;
}

/**
 * The demo fleet's planograms: each kiosk laid out from its preset (single or double), the demo
 * organization's products on its cells in turn (N50, one in three N33), and stock between a few units
 * and full, recorded as corrections. Each save queues `apply_planogram`, so the simulated fridges sell
 * exactly these products.
 */
export async function seedDemoPlanograms(
  services: Pick<Services['stock'], 'planogram' | 'inventory'>,
  kiosks: readonly DemoKiosk[],
  productIds: readonly string[],
  logger: Logger,
): Promise<void> {
  if (!productIds.length) return;
  for (const [k, kiosk] of kiosks.entries()) {
    const preset = kiosk.components.type === 'double' ? 'double' : 'single';
    await services.planogram.configure(SYSTEM_VIEWER, kiosk.id, preset);
    // The preset's cells, in cell order (configure lays them out empty).
    const cellIds = (await services.inventory.inventory(kiosk.id)).loadCells.map(({ cell }) => cell.cellId);
    const cells = cellIds.map((cellId, i) => ({
      cellId,
      productId: productIds[(i + k * 3) % productIds.length] ?? null,
      surfaceSize: i % 3 === 2 ? ('N33' as const) : ('N50' as const),
      priceTag: `${kiosk.serialNumber}-${cellId}`,
    }));
    await services.planogram.update(SYSTEM_VIEWER, kiosk.id, cells);
    const { loadCells } = await services.inventory.inventory(kiosk.id);
    // Deterministic variety: some cells nearly empty, most half to full.
    const counts = loadCells.map(({ cell }, i) => ({
      cellId: cell.cellId,
      count: Math.round((cell.maxQty * (((i * 7 + k * 5) % 10) + 1)) / 10),
    }));
    await services.inventory.stockUp(SYSTEM_VIEWER, kiosk.id, counts, 'Demo stock');
  }
  logger.info({ kiosks: kiosks.length }, 'demo planograms laid out');
}

/** The demo route visits on Monday, Wednesday and Friday: its pick lists to the next visit work at once. */
export async function seedDemoVisits(
  visits: Pick<Services['replenishment']['visits'], 'set'>,
  kiosks: readonly DemoKiosk[],
) {
  for (const kiosk of kiosks) {
    await visits.set(SYSTEM_VIEWER, kiosk.id, {
      weekdays: [1, 3, 5],
      safetyMarginPercent: VISIT_SAFETY_MARGIN_PERCENT.default,
    });
  }
}
