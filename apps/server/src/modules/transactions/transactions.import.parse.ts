import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { isInstantInRange } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';
import { addMoney, multiplyMoney } from './money.ts';

/** Our columns of a sale line; the file's header names are mapped onto them. */
export const IMPORT_FIELDS = [
  'timestamp',
  'kiosk',
  'product',
  'quantity',
  'unitPrice',
  'lineTotal',
  'paymentType',
  'cardId',
  'transactionId',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** How a file is read: header name per field, or one value for every row when the file lacks the column. */
export interface ImportMapping {
  delimiter: string;
  timeZone: string;
  columns: Partial<Record<ImportField, string | null>>;
  /** Used when the file lacks the column or the row's cell is empty (kiosk, product, payment type). */
  constants: { kiosk?: string | null; product?: string | null; quantity?: number | null; paymentType?: string | null };
}

/**
 * Built-in presets. `vending-machine-sales-2022`: the Cantaloupe/USA Technologies ePort export of the
 * public "Vending Machine Sales" data set (one line per product of a transaction; dates M/D/YYYY).
 */
export const IMPORT_PRESETS: Record<string, Omit<ImportMapping, 'timeZone'>> = {
  'vending-machine-sales-2022': {
    delimiter: ',',
    columns: {
      timestamp: 'TransDate',
      kiosk: 'Machine',
      product: 'Product',
      quantity: 'RQty',
      unitPrice: 'RPrice',
      lineTotal: 'LineTotal',
      paymentType: 'Type',
      transactionId: 'Transaction',
    },
    // Six lines of the 2022 file have no product name (the machine reported only the coil).
    constants: { product: 'Unnamed product' },
  },
};

/** The largest file accepted (the GraphQL endpoint's multipart cap refuses bigger requests with 413). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const MAX_REFUSALS_LISTED = 200;

export interface ImportLine {
  row: number;
  created: Date;
  kiosk: string;
  product: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  paymentType: string | null;
  cardId: string | null;
  /** Deterministic: `import:<transaction id>` or `import:row:<hash of the row>#<occurrence>`. */
  sessionId: string;
}

export interface ImportRefusal {
  row: number;
  field: string;
  reason: string;
}

export interface ParsedImport {
  rows: number;
  lines: ImportLine[];
  refused: ImportRefusal[];
  refusedTotal: number;
}

const fail = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw fail('timeZone', `Unknown time zone: ${timeZone}`);
  }
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second);
}

/** The instant of a wall-clock time in a zone, DST-correct (in an overlap the earlier, in a gap shifted on). */
export function zonedInstant(wall: number, timeZone: string): Date {
  const day = 86_400_000;
  const before = wall - (wallClock(wall - day, timeZone) - (wall - day));
  const after = wall - (wallClock(wall + day, timeZone) - (wall + day));
  const valid = [before, after].filter((candidate) => wallClock(candidate, timeZone) === wall);
  return new Date(valid.length ? Math.min(...valid) : before);
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A wall-clock time written `YYYY-MM-DD[ HH:mm[:ss]]` or `M/D/YYYY[ H:mm[:ss]]`; null when invalid or
 * outside the years 2000–2100 (the one date rule of @kiosk/common/validation).
 */
export function parseWallClock(text: string): number | null {
  const iso = ISO.exec(text);
  const us = iso ? null : US.exec(text);
  const m = iso ?? us;
  if (!m) return null;
  const [year, month, day] = iso ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const parts = [year, month, day, m[4], m[5], m[6]].map((part) => Number(part ?? 0)) as number[];
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = parts;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23) return null;
  return isInstantInRange(wall) ? wall : null;
}

const MONEY = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Decimal text with two places, or null when not a non-negative amount. */
function money(text: string): string | null {
  const value = text.trim().replace(/^\$/, '');
  if (!MONEY.test(value)) return null;
  return addMoney(value, '0');
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads the file with the mapping: every line either becomes an ImportLine or is refused with its reason. */
export function parseImport(content: string, mapping: ImportMapping): ParsedImport {
  checkTimeZone(mapping.timeZone);
  if (mapping.delimiter.length !== 1) throw fail('delimiter', 'The delimiter is one character');
  let records: string[][];
  try {
    records = parse(stripBom(content), {
      delimiter: mapping.delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw fail('file', `The file is not readable as CSV${line ? ` (line ${line})` : ''}`);
  }
  const [header, ...body] = records;
  if (!header) throw fail('file', 'The file is empty');
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const columnOf: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const name = mapping.columns[field]?.trim();
    if (!name) continue;
    const at = index.get(name.toLowerCase());
    if (at === undefined) {
      throw fail(`columns.${field}`, `Column "${name}" is not in the file's header (is the delimiter right?)`);
    }
    columnOf[field] = at;
  }
  if (columnOf.product === undefined && !mapping.constants.product?.trim()) {
    throw fail('columns.product', 'Map a column or give a product');
  }
  for (const field of ['timestamp', 'unitPrice'] as const) {
    if (columnOf[field] === undefined) throw fail(`columns.${field}`, `Map a column to ${field}`);
  }
  const kioskConstant = mapping.constants.kiosk?.trim();
  if (columnOf.kiosk === undefined && !kioskConstant) throw fail('columns.kiosk', 'Map a column or give a kiosk');

  const lines: ImportLine[] = [];
  const refused: ImportRefusal[] = [];
  let refusedTotal = 0;
  const seen = new Map<string, number>();
  body.forEach((record, i) => {
    const row = i + 2; // line 1 is the header
    const cell = (field: ImportField) => {
      const at = columnOf[field];
      return at === undefined ? undefined : (record[at] ?? '');
    };
    const refuse = (field: string, reason: string) => {
      refusedTotal += 1;
      if (refused.length < MAX_REFUSALS_LISTED) refused.push({ row, field, reason });
    };
    const wall = parseWallClock(cell('timestamp') ?? '');
    if (wall === null) return refuse('timestamp', `Not a date of the years 2000–2100: "${cell('timestamp')}"`);
    const kiosk = cell('kiosk')?.trim() || kioskConstant || '';
    if (!kiosk) return refuse('kiosk', 'No kiosk');
    const product = cell('product')?.trim() || mapping.constants.product?.trim() || '';
    if (!product) return refuse('product', 'No product');
    const quantityText = cell('quantity');
    const quantity = quantityText === undefined ? (mapping.constants.quantity ?? 1) : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) {
      return refuse('quantity', `Not a positive whole quantity: "${quantityText ?? quantity}"`);
    }
    const unitPrice = money(cell('unitPrice') ?? '');
    if (unitPrice === null) return refuse('unitPrice', `Not a price: "${cell('unitPrice')}"`);
    const expected = multiplyMoney(unitPrice, quantity);
    const totalText = cell('lineTotal');
    const lineTotal = totalText === undefined ? expected : money(totalText);
    if (lineTotal === null) return refuse('lineTotal', `Not an amount: "${totalText}"`);
    if (lineTotal !== expected) {
      return refuse('lineTotal', `Line total ${lineTotal} is not quantity × unit price (${expected})`);
    }
    const transactionId = cell('transactionId')?.trim();
    let sessionId: string;
    if (transactionId) sessionId = `import:${transactionId}`;
    else {
      const hash = createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 24);
      const occurrence = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, occurrence);
      sessionId = `import:row:${hash}#${occurrence}`;
    }
    lines.push({
      row,
      created: zonedInstant(wall, mapping.timeZone),
      kiosk,
      product,
      quantity,
      unitPrice,
      lineTotal,
      paymentType: cell('paymentType')?.trim() || mapping.constants.paymentType?.trim() || null,
      cardId: cell('cardId')?.trim() || null,
      sessionId,
    });
  });
  return { rows: body.length, lines, refused, refusedTotal };
}
