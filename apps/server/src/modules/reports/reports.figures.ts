import { DATE_INPUT_RULE, instantInRange } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';
import { addMoney, subtractMoney } from './reports.money.ts';
import type { ReportBucket } from './reports.periods.ts';
import type { SalesFigures } from './reports.repository.ts';

/** The reports' shapes, input limits and exact sums of sales figures (used by reports.service.ts). */

/** What the reports need of other modules: an organization's currency and time zone, kiosk names. */
export interface ReportsPorts {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; currency: string; timeZone: string }>>;
  kioskNames(orgIds: readonly string[]): Promise<Map<string, string>>;
}

/** Every report's filter: the organization (default: the caller's first), the period, some kiosks. */
export interface ReportFilter {
  orgId?: string | null | undefined;
  period?: { from?: Date | string | null | undefined; to?: Date | string | null | undefined } | null | undefined;
  kioskIds?: readonly string[] | null | undefined;
}

/** The organization and resolved period a report covers. */
export interface ReportScope {
  orgId: string;
  currency: string;
  timeZone: string;
  from: Date;
  to: Date;
  kioskIds: string[] | undefined;
}

/** Net figures of sales: net sales = gross − tax; profit = net sales − net cost. */
export interface NetFigures {
  transactions: number;
  items: number;
  grossSales: string;
  netSales: string;
  netCost: string;
  profit: string;
  /** False when units were sold and none carried a cost (no cost data: the profit would be the net sales). */
  costKnown: boolean;
}

export interface SeriesPoint extends NetFigures, ReportBucket {}

export interface SellPattern {
  slot: number;
  transactions: number;
  items: number;
  netSales: string;
}

export interface RefillPattern {
  slot: number;
  refills: number;
  added: number;
  removed: number;
}

export const MAX_KIOSKS = 500;
export const MAX_LIMIT = 100;

export const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

/** A bound of the period (the export's stored text, or the scalar's Date), by the one date rule. */
export function instant(value: Date | string | null | undefined, field: string): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const at = instantInRange(value);
  if (!at) throw bad(field, `Invalid input: period.${field} — ${DATE_INPUT_RULE}`);
  return at;
}

export const net = (f: SalesFigures): NetFigures => {
  const netSales = subtractMoney(f.gross, f.tax);
  return {
    transactions: f.transactions,
    items: f.items,
    grossSales: f.gross,
    netSales,
    netCost: f.cost,
    profit: subtractMoney(netSales, f.cost),
    costKnown: costKnown(f.items, f.cost),
  };
};

/**
 * Whether figures have cost data: a sale item's cost is its cost at sale time, 0 when none was known (an
 * imported sale, a product without a cost). Units sold at a total cost of 0 mean no cost data, not free goods.
 */
export const costKnown = (units: number, cost: string): boolean => !(units > 0 && Number(cost) === 0);

export const ZERO: SalesFigures = { transactions: 0, items: 0, gross: '0.00', tax: '0.00', cost: '0.00' };
export const plus = (a: SalesFigures, b: SalesFigures): SalesFigures => ({
  transactions: a.transactions + b.transactions,
  items: a.items + b.items,
  gross: addMoney(a.gross, b.gross),
  tax: addMoney(a.tax, b.tax),
  cost: addMoney(a.cost, b.cost),
});
export const isEmpty = (f: SalesFigures) =>
  f.transactions === 0 && f.items === 0 && Number(f.gross) === 0 && Number(f.tax) === 0 && Number(f.cost) === 0;

export const limitOf = (limit: number | null | undefined) => {
  const n = limit ?? 10;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) throw bad('limit', `limit must be 1 to ${MAX_LIMIT}`);
  return n;
};
