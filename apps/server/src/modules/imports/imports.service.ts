import { createHash } from 'node:crypto';
import { canReach, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { addMoney } from './imports.money.ts';
import { createImportRepository, type ImportedSale } from './imports.repository.ts';
import { canonicalTimeZone } from '@kiosk/common/time-zones';
import type { DateOrder } from './imports.dates.ts';
import {
  IMPORT_PRESETS,
  MAX_IMPORT_BYTES,
  parseImport,
  type ImportDuplicate,
  type ImportField,
  type ImportLine,
  type ImportMapping,
  type ImportRefusal,
} from './imports.parse.ts';
import type { ImportOrganizationsPort, ImportPorts } from './imports.ports.ts';

export interface ImportArgs {
  orgId?: string | null | undefined;
  preset?: string | null | undefined;
  /** IANA name or an old alias of one; default: the organization's zone. */
  timeZone?: string | null | undefined;
  dateOrder?: DateOrder | null | undefined;
  delimiter?: string | null | undefined;
  columns?: Partial<Record<ImportField, string | null>> | null | undefined;
  constants?: ImportMapping['constants'] | null | undefined;
}

/** Labels of the file that differ only in letter case (or from an existing kiosk's or product's name). */
export interface ImportMerge {
  field: 'kiosk' | 'product';
  /** The name used: the existing one, else the first spelling in the file. */
  name: string;
  variants: string[];
}

export interface ImportSummary {
  timeZone: string;
  dateOrder: DateOrder | null;
  rows: number;
  acceptedRows: number;
  transactions: number;
  alreadyImported: number;
  total: string;
  newKiosks: string[];
  newProducts: string[];
  merged: ImportMerge[];
  refused: ImportRefusal[];
  refusedTotal: number;
  duplicates: ImportDuplicate[];
  duplicateTotal: number;
  imported: boolean;
}

const key = (name: string) => name.trim().toLowerCase();

/** A kiosk created by an import has no device yet: its serial number is derived from organization and name. */
const importedSerialNumber = (orgId: string, name: string) =>
  `IMP-${createHash('sha256').update(`${orgId}\u0000${name}`).digest('hex').slice(0, 16).toUpperCase()}`;

function mappingOf(args: ImportArgs, timeZone: string): ImportMapping {
  const preset = args.preset ? IMPORT_PRESETS[args.preset] : undefined;
  if (args.preset && !preset) {
    throw new AppError('BAD_USER_INPUT', { message: 'Unknown preset', fields: { preset: 'BAD_USER_INPUT' } });
  }
  return {
    delimiter: args.delimiter ?? preset?.delimiter ?? ',',
    timeZone,
    dateOrder: args.dateOrder ?? preset?.dateOrder ?? null,
    columns: { ...preset?.columns, ...args.columns },
    constants: { ...preset?.constants, ...args.constants },
  };
}

/** The zone's current IANA name (aliases such as Europe/Kiev accepted); the organization's when none is given. */
async function zoneOf(args: ImportArgs, orgId: string, organizations: ImportOrganizationsPort): Promise<string> {
  const given = args.timeZone?.trim();
  const name = given || (await organizations.summaries([orgId])).get(orgId)?.timeZone || 'UTC';
  const zone = canonicalTimeZone(name);
  if (!zone) {
    throw new AppError('BAD_USER_INPUT', {
      message: `Unknown time zone: ${name}`,
      fields: { timeZone: 'INVALID_TIME_ZONE' },
    });
  }
  return zone;
}

/** Spellings of one kiosk or product that differ only in case, merged into one (the existing name wins). */
function mergesOf(
  field: ImportMerge['field'],
  lines: readonly ImportLine[],
  existing: ReadonlyMap<string, string>,
): ImportMerge[] {
  const spellings = new Map<string, Set<string>>();
  for (const line of lines) {
    const name = line[field];
    const set = spellings.get(key(name)) ?? new Set<string>();
    set.add(name);
    spellings.set(key(name), set);
  }
  const merges: ImportMerge[] = [];
  for (const [k, set] of spellings) {
    const name = existing.get(k) ?? [...set][0]!;
    const variants = [...set].filter((spelling) => spelling !== name);
    if (variants.length) merges.push({ field, name, variants });
  }
  return merges.sort((a, b) => a.name.localeCompare(b.name));
}

function organization(scope: Scope, orgId: string | null | undefined): string {
  const owner = orgId
    ? requireId(orgId, 'orgId')
    : !scope.all && scope.orgIds.size === 1
      ? [...scope.orgIds][0]
      : undefined;
  if (!owner) throw new AppError('REQUIRED', { fields: { orgId: 'REQUIRED' } });
  if (!canReach(scope, owner)) throw new AppError('FORBIDDEN', { fields: { orgId: 'FORBIDDEN' } });
  return owner;
}

/** Lines of one kiosk's transaction id, in file order. */
function groupSales(lines: readonly ImportLine[]): Map<string, ImportLine[]> {
  const groups = new Map<string, ImportLine[]>();
  for (const line of lines) {
    const id = `${key(line.kiosk)}\u0000${line.sessionId}`;
    const group = groups.get(id);
    if (group) group.push(line);
    else groups.set(id, [line]);
  }
  return groups;
}

/**
 * Import of sales history from another system's CSV (issue 13). A dry run reads the file and reports what
 * would be created; the real run creates the missing kiosks and products through their modules' ports
 * (each commits on its own and is found by name on a retry), then writes every sale in ONE database
 * transaction — a failure leaves no sale of the file behind. Imported sales are ordinary `purchase`
 * transactions, paid, with payment provider `import` and session id `import:<transaction id>` (or a row
 * hash), so the unique (kiosk, session) key makes a re-import add nothing.
 */
export function createImportService(db: Db, ports: ImportPorts, organizations: ImportOrganizationsPort) {
  async function run(viewer: Viewer, file: File, args: ImportArgs, write: boolean): Promise<ImportSummary> {
    const orgId = organization(viewer.scope, args.orgId);
    if (file.size > MAX_IMPORT_BYTES) throw new AppError('FILE_TOO_LARGE', { fields: { file: 'FILE_TOO_LARGE' } });
    const timeZone = await zoneOf(args, orgId, organizations);
    const parsed = parseImport(await file.text(), mappingOf(args, timeZone));
    const kioskRows = await ports.kiosksOf(orgId);
    const productRows = await ports.productsOf(orgId);
    const kiosks = new Map(kioskRows.map((k) => [key(k.name), k.id]));
    const products = new Map(productRows.map((p) => [key(p.name), p.id]));
    const newKiosks = new Map<string, string>();
    const newProducts = new Map<string, string>();
    for (const line of parsed.lines) {
      if (!kiosks.has(key(line.kiosk)) && !newKiosks.has(key(line.kiosk))) newKiosks.set(key(line.kiosk), line.kiosk);
      if (!products.has(key(line.product)) && !newProducts.has(key(line.product))) {
        newProducts.set(key(line.product), line.product);
      }
    }
    const groups = groupSales(parsed.lines);
    const existing = await createImportRepository(db).importedSessions([...kiosks.values()]);
    let alreadyImported = 0;
    let total = '0.00';
    for (const group of groups.values()) {
      const first = group[0] as ImportLine;
      const kioskId = kiosks.get(key(first.kiosk));
      // The total is that of the transactions still to import: what the import adds.
      if (kioskId && existing.has(`${kioskId}/${first.sessionId}`)) alreadyImported += 1;
      else for (const line of group) total = addMoney(total, line.lineTotal);
    }
    const summary: ImportSummary = {
      timeZone,
      dateOrder: parsed.dateOrder,
      rows: parsed.rows,
      acceptedRows: parsed.lines.length,
      transactions: groups.size - alreadyImported,
      alreadyImported,
      total,
      newKiosks: [...newKiosks.values()].sort(),
      newProducts: [...newProducts.values()].sort(),
      merged: [
        ...mergesOf('kiosk', parsed.lines, new Map(kioskRows.map((k) => [key(k.name), k.name]))),
        ...mergesOf('product', parsed.lines, new Map(productRows.map((p) => [key(p.name), p.name]))),
      ],
      refused: parsed.refused,
      refusedTotal: parsed.refusedTotal,
      duplicates: parsed.duplicates,
      duplicateTotal: parsed.duplicateTotal,
      imported: false,
    };
    // A file with refused rows writes nothing: the caller fixes the file or the mapping first.
    if (!write || parsed.refusedTotal > 0) return summary;

    for (const [k, name] of newKiosks) {
      kiosks.set(k, (await ports.createKiosk(viewer, orgId, name, importedSerialNumber(orgId, k))).id);
    }
    for (const [k, name] of newProducts) {
      const price = parsed.lines.find((line) => key(line.product) === k && line.unitPrice !== '0.00')?.unitPrice;
      products.set(k, (await ports.createProduct(viewer, orgId, name, price ?? '0.01')).id);
    }
    const sales: ImportedSale[] = [...groups.values()].map((group) => {
      const first = group[0] as ImportLine;
      return {
        orgId,
        kioskId: kiosks.get(key(first.kiosk)) as string,
        sessionId: first.sessionId,
        created: first.created,
        total: group.reduce((sum, line) => addMoney(sum, line.lineTotal), '0.00'),
        paymentType: first.paymentType,
        cardId: first.cardId,
        items: group.flatMap((line) =>
          Array.from({ length: line.quantity }, () => ({
            productLineId: products.get(key(line.product)) as string,
            name: line.product,
            price: line.unitPrice,
          })),
        ),
      };
    });
    const inserted = await db.transaction(async (tx) => createImportRepository(tx).insert(sales));
    if (inserted > 0) await ports.imported?.(orgId);
    return { ...summary, transactions: inserted, alreadyImported: groups.size - inserted, imported: true };
  }

  return {
    presets: () => Object.keys(IMPORT_PRESETS),
    /** Dry run: what the import would create and which rows it refuses; writes nothing. */
    preview: (viewer: Viewer, file: File, args: ImportArgs) => run(viewer, file, args, false),
    /** The import; with any refused row nothing is written (the summary lists the reasons). */
    importSales: (viewer: Viewer, file: File, args: ImportArgs) => run(viewer, file, args, true),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
