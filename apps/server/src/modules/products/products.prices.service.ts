import { productLinePriceInput, productLinePriceUpdateInput } from '@kiosk/common/validation';
import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { groupBy } from '../../lib/group.ts';
import type { ProductsRepository } from './products.repository.ts';
import type { PriceRow, PricesRepository } from './products.prices.repository.ts';
import { resolvePrice, type ResolvedPrice } from './products.prices.rules.ts';
import { requireId } from '../../lib/ids.ts';
import type { KiosksPort } from './products.catalogue.service.ts';
import { skipLimit } from '../../lib/paging.ts';

interface Deps {
  products: ProductsRepository;
  prices: PricesRepository;
  kiosks: Pick<KiosksPort, 'pricesChanged' | 'ownerOf'>;
  now?: () => Date;
}

/** Price history and the one answer to "what does product P cost in kiosk K at time T". */
export function createPricesService({ products, prices, kiosks, now = () => new Date() }: Deps) {
  async function product(scope: Scope, productLineId: string) {
    const row = await products.findById(scope, requireId(productLineId, 'productLineId'));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * For the sales derivation: for each ask, the price in force at its instant in its kiosk for each of its
   * products (decimal text) — two statements however many asks (a run's sessions).
   */
  async function pricesInForceMany(
    asks: readonly { kioskId: string; productLineIds: readonly string[]; at: Date }[],
  ): Promise<Map<string, string>[]> {
    const ids = [...new Set(asks.flatMap((ask) => ask.productLineIds))];
    if (!ids.length) return asks.map(() => new Map());
    const [lines, entries] = await Promise.all([
      products.findByIds(ids),
      prices.coveringPricesOfMany(asks.map((ask) => ({ ...ask, instant: ask.at }))),
    ]);
    const lineOf = new Map(lines.map((line) => [line.id, line]));
    return asks.map((ask, index) => {
      const byLine = groupBy(entries[index] ?? [], (entry) => entry.productLineId);
      return new Map(
        [...new Set(ask.productLineIds)].flatMap((id) => {
          const line = lineOf.get(id);
          return line ? [[id, resolvePrice(byLine.get(id) ?? [], ask.kioskId, ask.at, line.defaultPrice).price]] : [];
        }),
      );
    });
  }

  return {
    /** For the stock module: the price in force at the instant in this kiosk for each product (decimal text). */
    async pricesInForce(kioskId: string, productLineIds: readonly string[], at: Date): Promise<Map<string, string>> {
      const [prices] = await pricesInForceMany([{ kioskId, productLineIds, at }]);
      return prices ?? new Map();
    },

    pricesInForceMany,

    /** A default price (no kiosk) or a kiosk-specific one; amount > 0, validFrom < validTo. */
    async createPrice({ scope }: Viewer, data: unknown): Promise<PriceRow> {
      const input = parseInput(productLinePriceInput, data);
      const line = await product(scope, input.productLineId);
      const kioskId = input.validForKiosk ?? null;
      // A kiosk-specific price is for a kiosk of the product's organization (the picker lists only those).
      if (kioskId) {
        const owner = await kiosks.ownerOf(requireId(kioskId, 'validForKiosk'));
        if (!owner) throw new AppError('NOT_FOUND', { fields: { validForKiosk: 'NOT_FOUND' } });
        if (owner !== line.orgId) {
          throw new AppError('ORGANISATION_MISMATCH', { fields: { validForKiosk: 'ORGANISATION_MISMATCH' } });
        }
      }
      const row = await prices.insert({
        orgId: line.orgId,
        productLineId: line.id,
        kioskId,
        isDefault: kioskId === null,
        price: input.price,
        validFrom: input.validFrom ?? now(),
        validTo: input.validTo ?? null,
        createdBy: scope.userId,
      });
      await kiosks.pricesChanged(line.id, kioskId, scope.userId);
      return row;
    },

    async updatePrice({ scope }: Viewer, id: string, data: unknown): Promise<PriceRow> {
      const current = await prices.findById(scope, requireId(id));
      if (!current) throw new AppError('NOT_FOUND');
      const input = parseInput(productLinePriceUpdateInput, data);
      const validFrom = input.validFrom ?? current.validFrom;
      const validTo = input.validTo === undefined ? current.validTo : input.validTo;
      if (validTo && validTo.getTime() <= validFrom.getTime()) {
        throw new AppError('PERIOD_INVALID', { fields: { validTo: 'PERIOD_INVALID' } });
      }
      const updated = await prices.update(current.id, { price: input.price ?? current.price, validFrom, validTo });
      if (!updated) throw new AppError('NOT_FOUND');
      await kiosks.pricesChanged(updated.productLineId, updated.kioskId, scope.userId);
      return updated;
    },

    async defaultPriceHistory({ scope }: Viewer, productLineId: string, skip?: number | null, limit?: number | null) {
      const line = await product(scope, productLineId);
      const page = skipLimit(skip, limit);
      const { rows, total } = await prices.defaultHistory(scope, line.id, page.skip, page.limit);
      return { data: rows, total };
    },

    /** Kiosk-specific prices valid now or in the future. */
    async activeKioskPrices({ scope }: Viewer, productLineId: string, skip?: number | null, limit?: number | null) {
      const line = await product(scope, productLineId);
      const page = skipLimit(skip, limit);
      const { rows, total } = await prices.activeKioskPrices(scope, line.id, now(), page.skip, page.limit);
      return { data: rows, total };
    },

    /** Removes a kiosk-specific price that applies now or later; the kiosk falls back to the default price. */
    async deleteKioskPrice({ scope }: Viewer, productLineId: string, priceHistoryId: string): Promise<boolean> {
      const line = await product(scope, productLineId);
      const row = await prices.findById(scope, requireId(priceHistoryId, 'priceHistoryId'));
      const active =
        row && row.productLineId === line.id && row.kioskId !== null && (!row.validTo || row.validTo > now());
      if (!active) throw new AppError('NOT_FOUND');
      await prices.delete(row.id);
      await kiosks.pricesChanged(line.id, row.kioskId, scope.userId);
      return true;
    },

    /**
     * What product P costs in kiosk K (null: no kiosk) at instant T: the kiosk-specific price valid at T
     * (latest validFrom wins on overlap), else the default price valid at T, else the product's
     * defaultPrice. Sales use this.
     */
    async priceAt({ scope }: Viewer, productLineId: string, kioskId: string | null, at: Date): Promise<ResolvedPrice> {
      const line = await product(scope, productLineId);
      const kiosk = kioskId ? requireId(kioskId, 'kioskId') : null;
      const entries = await prices.coveringPrices(scope, line.id, kiosk, at);
      return resolvePrice(entries, kiosk, at, line.defaultPrice);
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
