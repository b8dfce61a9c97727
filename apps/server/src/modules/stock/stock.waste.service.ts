import { wasteInput, wasteReportFilter, type WasteReason, WASTE_REASONS } from '@kiosk/common/validation';
import { canReach, scopeFilter } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { settleBatches } from './stock.settle.service.ts';
import type { KiosksPort } from './stock.ports.ts';
import { createPlanogramRepository } from './stock.planogram.repository.ts';
import type { ProductFacts } from './stock.planogram.rules.ts';
import { actor, scaleEntry, type ProductsPort, type RefillsPort } from './stock.planogram.service.ts';
import type { KioskRow } from './stock.planogram.repository.ts';
import { fromCents, toCents } from '@kiosk/common/money';
import { createWasteRepository, type WasteLine, type WasteRow } from './stock.waste.repository.ts';

/** A waste report: its lines (kiosk × product × reason), totals per reason and the grand total. */
export interface WasteReport {
  from: Date;
  to: Date;
  lines: (WasteLine & { product: ProductFacts | null })[];
  byReason: { reason: WasteReason; units: number; cost: string }[];
  units: number;
  cost: string;
  /** Cost at sale time of the units sold in the period (same organization, kiosks, products). */
  salesCost: string;
  /** cost ÷ (salesCost + cost), 0–1; null when both are 0. */
  spoilageRate: number | null;
}

/** What the waste report needs of the transactions module: the cost of the units sold (spoilage rate). */
export interface SalesCostPort {
  costOfSales(query: {
    orgIds: readonly string[] | null;
    from: Date;
    to: Date;
    orgId?: string | undefined;
    kioskIds?: readonly string[] | undefined;
    productIds?: readonly string[] | undefined;
  }): Promise<string>;
}

/**
 * The spoilage rate (docs/field-operations.md "Spoilage rate"): the share, at cost, of the goods that left
 * the shelves as waste instead of being sold — waste cost ÷ (cost of sales + waste cost); null when
 * nothing left at all.
 */
export function spoilageRate(wasteCents: bigint, salesCents: bigint): number | null {
  const total = wasteCents + salesCents;
  return total === 0n ? null : Number(wasteCents) / Number(total);
}

interface Deps {
  db: Db;
  kiosks: Pick<KiosksPort, 'findById'>;
  products: Pick<ProductsPort, 'facts'>;
  refills: RefillsPort;
  sales: SalesCostPort;
  changes: Pick<KiosksPort, 'notify'>;
  now?: () => Date;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Waste (docs/field-operations.md): units taken out of a cell as known loss, with a reason. The count
 * drops, the units leave the cell's batches (expired waste: the expired batches first, then unknown dates,
 * then first-expiring), a MISSION_CONTROL refill (Removed) explains the count, and the record keeps the
 * product's cost per unit then — all in one transaction. The report sums records per kiosk, product and
 * reason in exact decimals.
 */
export function createWasteService({ db, kiosks, products, refills, sales, changes, now = () => new Date() }: Deps) {
  return {
    /** recordWaste: units out of a cell; more than the cell holds is refused (`units`). */
    async record(viewer: Viewer, kioskId: string, data: unknown): Promise<WasteRow> {
      const kiosk: KioskRow | undefined = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      const input = parseInput(wasteInput, data);
      // Product facts are read before the transaction: inside it only `tx`-built code may run (PGlite).
      const before = (await createPlanogramRepository(db).cellsOf(kiosk.id)).find((c) => c.cellId === input.cellId);
      const facts = await products.facts(before?.productId ? [before.productId] : []);
      const row = await db.transaction(async (tx) => {
        const cells = createPlanogramRepository(tx);
        const cell = (await cells.cellsOf(kiosk.id, true)).find((candidate) => candidate.cellId === input.cellId);
        if (!cell) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
        if (!cell.productId) {
          throw new AppError('BAD_USER_INPUT', {
            message: `Cell ${input.cellId} holds no product`,
            fields: { cellId: 'BAD_USER_INPUT' },
          });
        }
        if (input.units > cell.count) {
          throw new AppError('BAD_USER_INPUT', {
            message: `Cell ${input.cellId} holds ${cell.count} units`,
            fields: { units: 'BAD_USER_INPUT' },
          });
        }
        const product = facts.get(cell.productId);
        // The cell's product changed since it was read: refuse rather than cost it wrongly.
        if (!product) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
        const createdBy = actor(viewer);
        const count = cell.count - input.units;
        // Units the batches did not explain become unknown-date units first; then the waste leaves them.
        await settleBatches(tx, cell, cell.count, { source: 'count', createdBy });
        const takes = await settleBatches(
          tx,
          cell,
          count,
          { source: 'count', createdBy },
          input.reason === 'expired' ? { expiredBefore: utcDay(now()) } : 'fefo',
        );
        await cells.updateCell(cell.id, { count });
        const refill = await refills.recordRefill(tx, {
          orgId: kiosk.orgId,
          kioskId: kiosk.id,
          type: 'MISSION_CONTROL',
          createdBy,
          note: `Waste (${input.reason})${input.note ? `: ${input.note}` : ''}`,
          items: [scaleEntry(cell, product, -input.units)],
        });
        const unitCost = product.defaultCost;
        return createWasteRepository(tx).insert({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          cellId: cell.cellId,
          productId: cell.productId,
          units: input.units,
          reason: input.reason,
          note: input.note || null,
          unitCost,
          cost: fromCents(toCents(unitCost) * BigInt(input.units)),
          batches: takes,
          refillId: refill.id,
          createdBy,
        });
      });
      changes.notify(kiosk, ['details']);
      return row;
    },

    /** A waste record of a kiosk in the caller's scope (a replayed recordWaste answers it, ADR 0024). */
    async findById(viewer: Viewer, id: string): Promise<WasteRow> {
      const row = await createWasteRepository(db).findById(id);
      if (!row || !(await kiosks.findById(viewer.scope, row.kioskId))) throw new AppError('NOT_FOUND');
      return row;
    },

    /** getWasteReport: the caller's waste in a period, by kiosk, product and reason, with cost. */
    async report(viewer: Viewer, filter: unknown): Promise<WasteReport> {
      const input = parseInput(wasteReportFilter, filter);
      if (input.orgId && !canReach(viewer.scope, input.orgId))
        throw new AppError('NOT_FOUND', { fields: { orgId: 'NOT_FOUND' } });
      for (const id of input.kioskIds ?? []) {
        if (!(await kiosks.findById(viewer.scope, id)))
          throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      }
      const period = {
        from: input.from,
        to: input.to,
        orgId: input.orgId ?? undefined,
        kioskIds: input.kioskIds ?? undefined,
        productIds: input.productIds ?? undefined,
      };
      const [lines, salesCost] = await Promise.all([
        createWasteRepository(db).lines(viewer.scope, { ...period, reasons: input.reasons ?? undefined }),
        sales.costOfSales({ ...period, orgIds: scopeFilter(viewer.scope) }),
      ]);
      const facts = await products.facts([...new Set(lines.map((line) => line.productId))]);
      const byReason = new Map<WasteReason, { units: number; cents: bigint }>();
      let units = 0;
      let cents = 0n;
      for (const line of lines) {
        const total = byReason.get(line.reason) ?? { units: 0, cents: 0n };
        total.units += line.units;
        total.cents += toCents(line.cost);
        byReason.set(line.reason, total);
        units += line.units;
        cents += toCents(line.cost);
      }
      return {
        from: input.from,
        to: input.to,
        lines: lines.map((line) => ({ ...line, product: facts.get(line.productId) ?? null })),
        byReason: WASTE_REASONS.flatMap((reason) => {
          const total = byReason.get(reason);
          return total ? [{ reason, units: total.units, cost: fromCents(total.cents) }] : [];
        }),
        units,
        cost: fromCents(cents),
        salesCost: fromCents(toCents(salesCost)),
        spoilageRate: spoilageRate(cents, toCents(salesCost)),
      };
    },
  };
}

export type WasteService = ReturnType<typeof createWasteService>;
