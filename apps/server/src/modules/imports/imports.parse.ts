import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors.ts';
import { addMoney, multiplyMoney } from './imports.money.ts';
import { dateOrderShownBy, readTimestamp, type DateOrder } from './imports.dates.ts';

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
  /** How day-and-month dates (31/12/2024, 12/31/2024) are read; null: as the file shows, else refused. */
  dateOrder: DateOrder | null;
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
    dateOrder: 'MONTH_FIRST',
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
const MAX_LISTED = 200;

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

/** Why a line is refused; the console words it in the UI language, `reason` is the English text. */
export type RefusalCode =
  | 'NOT_A_DATE'
  | 'DATE_OUT_OF_RANGE'
  | 'DATE_ORDER_NEEDED'
  | 'NO_KIOSK'
  | 'NO_PRODUCT'
  | 'NOT_A_QUANTITY'
  | 'NOT_A_PRICE'
  | 'NOT_AN_AMOUNT'
  | 'TOTAL_MISMATCH';

export interface ImportRefusal {
  row: number;
  field: ImportField;
  code: RefusalCode;
  /** The cell as written (empty for a missing kiosk or product). */
  value: string;
  /** TOTAL_MISMATCH: quantity × unit price. */
  expected: string | null;
  reason: string;
}

const REASONS: Record<RefusalCode, (value: string, expected: string | null) => string> = {
  NOT_A_DATE: (value) => `Not a date: "${value}"`,
  DATE_OUT_OF_RANGE: (value) => `Not a date of the years 2000–2100: "${value}"`,
  DATE_ORDER_NEEDED: (value) => `Day or month first? Choose the date order: "${value}"`,
  NO_KIOSK: () => 'No kiosk',
  NO_PRODUCT: () => 'No product',
  NOT_A_QUANTITY: (value) => `Not a positive whole quantity: "${value}"`,
  NOT_A_PRICE: (value) => `Not a price: "${value}"`,
  NOT_AN_AMOUNT: (value) => `Not an amount: "${value}"`,
  TOTAL_MISMATCH: (value, expected) => `Line total ${value} is not quantity × unit price (${expected})`,
};

/** A line identical to an earlier one, cell for cell: imported, but possibly the same sale twice. */
export interface ImportDuplicate {
  row: number;
  sameAs: number;
}

export interface ParsedImport {
  rows: number;
  lines: ImportLine[];
  refused: ImportRefusal[];
  refusedTotal: number;
  /** The order day-and-month dates were read in (chosen or shown by the file); null when none was needed. */
  dateOrder: DateOrder | null;
  duplicates: ImportDuplicate[];
  duplicateTotal: number;
}

const fail = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

const MONEY = /^\d{1,9}(?:[.,]\d{1,2})?$/;
/** A currency sign or code before or after the amount: `$1.50`, `1,50 €`, `EUR 1.50`. */
const CURRENCY = /^(?:[$€£]|[A-Z]{3})\s*|\s*(?:[$€£]|[A-Z]{3})$/g;

/** Decimal text with two places (a decimal comma is read as a point), or null when not a non-negative amount. */
function money(text: string): string | null {
  const value = text.trim().replace(CURRENCY, '');
  if (!MONEY.test(value)) return null;
  return addMoney(value.replace(',', '.'), '0');
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads the file with the mapping: every line either becomes an ImportLine or is refused with its reason. */
export function parseImport(content: string, mapping: ImportMapping): ParsedImport {
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

  const dateOrder = mapping.dateOrder ?? shownOrder(body.map((record) => record[columnOf.timestamp ?? 0] ?? ''));
  let needsOrder = false;
  const lines: ImportLine[] = [];
  const refused: ImportRefusal[] = [];
  let refusedTotal = 0;
  const duplicates: ImportDuplicate[] = [];
  let duplicateTotal = 0;
  const firstRowOf = new Map<string, number>();
  const seen = new Map<string, number>();
  body.forEach((record, i) => {
    const row = i + 2; // line 1 is the header
    const cell = (field: ImportField) => {
      const at = columnOf[field];
      return at === undefined ? undefined : (record[at] ?? '');
    };
    const refuse = (field: ImportField, code: RefusalCode, value = '', expected: string | null = null) => {
      refusedTotal += 1;
      if (refused.length < MAX_LISTED) {
        refused.push({ row, field, code, value, expected, reason: REASONS[code](value, expected) });
      }
    };
    const recordKey = JSON.stringify(record);
    const firstRow = firstRowOf.get(recordKey);
    if (firstRow === undefined) firstRowOf.set(recordKey, row);
    else {
      duplicateTotal += 1;
      if (duplicates.length < MAX_LISTED) duplicates.push({ row, sameAs: firstRow });
    }
    const timestamp = cell('timestamp') ?? '';
    const read = readTimestamp(timestamp, mapping.timeZone, dateOrder);
    if (!read.ok) {
      if (read.code === 'DATE_ORDER_NEEDED') needsOrder = true;
      return refuse('timestamp', read.code, timestamp);
    }
    if (!timestamp.trim().match(/^\d{4}/)) needsOrder = true;
    const kiosk = cell('kiosk')?.trim() || kioskConstant || '';
    if (!kiosk) return refuse('kiosk', 'NO_KIOSK');
    const product = cell('product')?.trim() || mapping.constants.product?.trim() || '';
    if (!product) return refuse('product', 'NO_PRODUCT');
    const quantityText = cell('quantity');
    const quantity = quantityText === undefined ? (mapping.constants.quantity ?? 1) : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) {
      return refuse('quantity', 'NOT_A_QUANTITY', quantityText ?? String(quantity));
    }
    const unitPrice = money(cell('unitPrice') ?? '');
    if (unitPrice === null) return refuse('unitPrice', 'NOT_A_PRICE', cell('unitPrice'));
    const expected = multiplyMoney(unitPrice, quantity);
    const totalText = cell('lineTotal');
    const lineTotal = totalText === undefined ? expected : money(totalText);
    if (lineTotal === null) return refuse('lineTotal', 'NOT_AN_AMOUNT', totalText);
    if (lineTotal !== expected) return refuse('lineTotal', 'TOTAL_MISMATCH', lineTotal, expected);
    const transactionId = cell('transactionId')?.trim();
    let sessionId: string;
    if (transactionId) sessionId = `import:${transactionId}`;
    else {
      const hash = createHash('sha256').update(recordKey).digest('hex').slice(0, 24);
      const occurrence = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, occurrence);
      sessionId = `import:row:${hash}#${occurrence}`;
    }
    lines.push({
      row,
      created: read.instant,
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
  return {
    rows: body.length,
    lines,
    refused,
    refusedTotal,
    dateOrder: needsOrder ? dateOrder : null,
    duplicates,
    duplicateTotal,
  };
}

/** The order the file's dates show, when they show exactly one. */
function shownOrder(timestamps: readonly string[]): DateOrder | null {
  const shown = dateOrderShownBy(timestamps);
  return shown === 'BOTH' ? null : shown;
}
