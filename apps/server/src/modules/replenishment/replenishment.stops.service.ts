import type { ResolversParentTypes, RoutePickLine } from '../../generated/graphql.ts';
import type { KiosksPort, StockPort } from './replenishment.ports.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type {
  ExportProductsPort,
  InventoryExportService,
  OrderLine,
  PackListPull,
} from './replenishment.inventory-export.service.ts';
import type { KioskRow } from './replenishment.inventory-export.repository.ts';
import type { KioskVisitsService } from './replenishment.visits.service.ts';
import { addDays, isoWeekday, visitWindow } from './replenishment.visits.rules.ts';

/** Units on a cell whose best-before day comes on or before the kiosk's next visit: pull or sell first. */
export interface ExpiringBatch {
  cellId: string;
  productId: string;
  product: string | null;
  batchId: string;
  bestBefore: string;
  quantity: number;
}

/** One kiosk of a replenisher's day: the visit, the one after it, what to bring and what expires. */
export interface RouteStop {
  kiosk: KioskRow;
  /** The day of this visit and the planned visit after it (YYYY-MM-DD, the kiosk's time zone). */
  visit: string;
  nextVisit: string;
  /** The forecast pick list to the next visit, in whole packs (docs/pick-lists.md). */
  pickList: OrderLine[];
  /** Dated units with best-before ≤ next visit, earliest first. */
  expiring: ExpiringBatch[];
  /** Per cell, the units to take out at this visit: best-before before the next visit (docs/pick-lists.md). */
  pull: PackListPull[];
}

const pickLineJson = (line: OrderLine): RoutePickLine => ({
  productLineId: line.productId,
  product: line.product,
  articleNumber: line.articleNumber,
  missing: line.missing,
  unitCount: line.unitCount,
  packs: line.packs,
  units: line.units,
  stock: line.stock,
  basis: line.basis,
  pull: line.pull,
});

/**
 * The stops of a replenisher's day (the field module's getReplenisherRoute, its `replenishment` port; ADR 0024): the
 * kiosks asked for whose visit schedule has a visit on the day, by kiosk name, each with the forecast pick
 * list (as counted today) and the units expiring by the visit after, the kiosk as the API shows it.
 */
export function createStopsService({
  stock,
  kiosks,
  visits,
  exports,
  products,
}: {
  stock: Pick<StockPort, 'datedUnitsOf'>;
  kiosks: Pick<KiosksPort, 'findByIds' | 'dayIncome' | 'toJson'>;
  visits: Pick<KioskVisitsService, 'plans'>;
  exports: Pick<InventoryExportService, 'packList'>;
  products: ExportProductsPort;
}) {
  /** Pick lists of the due kiosks, read as a scope of exactly them (the export checks the scope). */
  async function pickLists(
    viewer: Viewer,
    due: readonly KioskRow[],
  ): Promise<Map<string, { lines: OrderLine[]; pull: PackListPull[] }>> {
    const scope = { ...viewer.scope, all: false, orgIds: new Set(due.map((k) => k.orgId)) };
    const list = await exports.packList({ ...viewer, scope }, { kioskIds: due.map((k) => k.id), mode: 'next-visit' });
    const lines = new Map<string, { lines: OrderLine[]; pull: PackListPull[] }>();
    for await (const stop of list.kiosks) lines.set(stop.kiosk.id, { lines: stop.lines, pull: stop.pull });
    return lines;
  }

  async function expiring(due: readonly { kiosk: KioskRow; nextVisit: string }[]) {
    const until = new Map(due.map((stop) => [stop.kiosk.id, stop.nextVisit]));
    // Dated units of the product each cell holds now, by kiosk, cell and best-before day.
    const dated = (await stock.datedUnitsOf(due.map((stop) => stop.kiosk.id))).filter((units) => {
      const limit = until.get(units.kioskId);
      return limit !== undefined && units.bestBefore <= limit;
    });
    const names = new Map(
      (await products.productsForExport([...new Set(dated.map((b) => b.productId))])).map((p) => [p.id, p.name]),
    );
    const byKiosk = new Map<string, ExpiringBatch[]>();
    for (const batch of dated) {
      const list = byKiosk.get(batch.kioskId) ?? [];
      list.push({
        cellId: batch.cellId,
        productId: batch.productId,
        product: names.get(batch.productId) ?? null,
        batchId: batch.batchId,
        bestBefore: batch.bestBefore,
        quantity: batch.quantity,
      });
      byKiosk.set(batch.kioskId, list);
    }
    for (const list of byKiosk.values()) {
      list.sort((a, b) => a.bestBefore.localeCompare(b.bestBefore) || a.cellId.localeCompare(b.cellId));
    }
    return byKiosk;
  }

  /** The stops of `rows` due on `date` (null: today in each kiosk's time zone), by kiosk name. */
  async function stopsOf(viewer: Viewer, rows: readonly KioskRow[], date: string | null): Promise<RouteStop[]> {
    const plans = await visits.plans(rows);
    const due = rows
      .flatMap((kiosk) => {
        const plan = plans.get(kiosk.id);
        const day = date ?? plan?.today;
        if (!plan || !day || !plan.weekdays.includes(isoWeekday(day))) return [];
        return [{ kiosk, visit: day, nextVisit: visitWindow(plan.weekdays, addDays(day, 1)).visit }];
      })
      .sort((a, b) => a.kiosk.name.localeCompare(b.kiosk.name) || a.kiosk.id.localeCompare(b.kiosk.id));
    if (due.length === 0) return [];
    const [lines, expiry] = await Promise.all([
      pickLists(
        viewer,
        due.map((stop) => stop.kiosk),
      ),
      expiring(due),
    ]);
    return due.map((stop) => ({
      ...stop,
      pickList: lines.get(stop.kiosk.id)?.lines ?? [],
      pull: lines.get(stop.kiosk.id)?.pull ?? [],
      expiring: expiry.get(stop.kiosk.id) ?? [],
    }));
  }

  return {
    /**
     * The kiosks of `kioskIds` in the caller's scope due on `date` (YYYY-MM-DD, checked by the caller; null:
     * today in each kiosk's time zone), by kiosk name, as the API shows them (ReplenisherRouteStop).
     */
    async stops(
      viewer: Viewer,
      kioskIds: readonly string[],
      date: string | null,
    ): Promise<ResolversParentTypes['ReplenisherRouteStop'][]> {
      const stops = await stopsOf(viewer, await kiosks.findByIds(viewer.scope, kioskIds), date);
      const income = await kiosks.dayIncome(stops.map((stop) => stop.kiosk));
      return stops.map((stop) => ({
        kiosk: kiosks.toJson(stop.kiosk, income.get(stop.kiosk.id)),
        visit: stop.visit,
        nextVisit: stop.nextVisit,
        pickList: stop.pickList.map(pickLineJson),
        expiring: stop.expiring.map((batch) => ({ ...batch, productLineId: batch.productId })),
        pull: stop.pull.map((line) => ({ ...line, productLineId: line.productId })),
      }));
    },
  };
}

export type StopsService = ReturnType<typeof createStopsService>;
