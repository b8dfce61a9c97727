import { controllerOf } from './kiosks.settings.view.ts';
import {
  kioskCreateInput,
  kioskSetTagsInput,
  kioskUpdateInput,
  kiosksGridRequest,
  type KioskUpdateInput,
} from '@kiosk/common/validation';
import { canReach, type Scope } from '../../auth/scope.ts';
import { SYSTEM_VIEWER, type Viewer } from '../../auth/viewer.ts';
import type { KioskComponents, KioskLocation } from '../../db/schema/kiosks.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { KioskChanges } from './kiosks.live.ts';
import type { KioskRow, KiosksRepository, NewKioskRow } from './kiosks.repository.ts';

/** What the alert engine reads of a kiosk (kiosksService.engineFacts). */
export interface KioskEngineFacts {
  id: string;
  orgId: string;
  name: string;
  serialNumber: string;
  lastSeen: Date | null;
  autoTempOutOfService: { active: boolean; maxTemperature: number; timeInMinutes: number };
}

/** What the kiosks module needs of the transactions module: sales per kiosk since an instant. */
export interface TransactionsPort {
  incomeSince(kioskIds: readonly string[], since: Date): Promise<Map<string, string>>;
}

interface Deps {
  kiosks: KiosksRepository;
  changes: Pick<KioskChanges, 'notify'>;
  transactions: TransactionsPort;
}

/** Midnight of today in the server's time zone. */
function startOfToday(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}

/** At most this many organizations in one getKiosksByOrgIds call. */
const MAX_ORG_IDS = 500;

const location = (input: KioskUpdateInput['location']): KioskLocation => ({ ...input });
const components = (input: KioskUpdateInput['components']): KioskComponents => ({ ...input });

/** The row fields a form input sets (undefined = keep). esl is not among them: it is dropped (spec §5). */
function toRowPatch(input: KioskUpdateInput): Partial<NewKioskRow> {
  const patch: Partial<NewKioskRow> = {};
  if (input.name) patch.name = input.name;
  if (input.serialNumber) patch.serialNumber = input.serialNumber;
  if (input.notes !== undefined) patch.notes = input.notes || null;
  if (input.pin !== undefined) patch.pin = input.pin;
  if (input.technicianPin !== undefined) patch.technicianPin = input.technicianPin;
  if (input.location !== undefined) patch.location = location(input.location);
  if (input.tags !== undefined) patch.tags = input.tags ?? [];
  if (input.components !== undefined) patch.components = components(input.components);
  return patch;
}

/** The kiosks module's rules: kiosk data and CRUD, scoped by the caller's organizations. */
export function createKiosksService({ kiosks, changes, transactions }: Deps) {
  /** A kiosk in the caller's scope; unknown ids and kiosks outside the scope are NOT_FOUND alike. */
  async function load(scope: Scope, id: string): Promise<KioskRow> {
    const row = await kiosks.findById(scope, requireId(id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The owner organization a kiosk is written to: given and reachable, or the caller's only one. */
  function ownerOrganization(scope: Scope, orgId: string | null | undefined): string {
    const owner = orgId ?? (!scope.all && scope.orgIds.size === 1 ? [...scope.orgIds][0] : undefined);
    if (!owner) throw new AppError('REQUIRED', { fields: { orgId: 'REQUIRED' } });
    if (!canReach(scope, owner)) throw new AppError('FORBIDDEN', { fields: { orgId: 'FORBIDDEN' } });
    return owner;
  }

  return {
    async grid({ scope }: Viewer, data: unknown): Promise<{ rows: KioskRow[]; total: number }> {
      const query = parseInput(kiosksGridRequest, data ?? {});
      if (query.orgId && !canReach(scope, query.orgId)) throw new AppError('FORBIDDEN');
      return kiosks.grid(scope, query);
    },

    getById: ({ scope }: Viewer, id: string): Promise<KioskRow> => load(scope, id),

    /**
     * Kiosk.dayIncome of kiosks the caller has already loaded: the sum of each one's transactions since
     * midnight in the server's time zone, one query for all ('0.00' without sales).
     */
    async dayIncome(rows: readonly Pick<KioskRow, 'id'>[], now = new Date()): Promise<Map<string, string>> {
      const income = await transactions.incomeSince(
        rows.map((row) => row.id),
        startOfToday(now),
      );
      return new Map(rows.map((row) => [row.id, income.get(row.id) ?? '0.00']));
    },

    list: ({ scope }: Viewer): Promise<KioskRow[]> => kiosks.list(scope),

    async listByOrganizations({ scope }: Viewer, orgIds: readonly string[]): Promise<KioskRow[]> {
      if (orgIds.length > MAX_ORG_IDS) {
        throw new AppError('BAD_USER_INPUT', {
          message: `At most ${MAX_ORG_IDS} organizations`,
          fields: { orgIds: 'BAD_USER_INPUT' },
        });
      }
      const ids = [...new Set(orgIds.map((id) => requireId(id, 'orgIds')))];
      if (!ids.every((id) => canReach(scope, id))) throw new AppError('FORBIDDEN');
      return kiosks.list(scope, ids);
    },

    /** For other modules (no caller; they checked the organizations are in scope): kiosks by owner, by name. */
    ofOrganizations: (orgIds: readonly string[]): Promise<KioskRow[]> =>
      orgIds.length ? kiosks.list(SYSTEM_VIEWER.scope, orgIds) : Promise.resolve([]),

    /**
     * For the alert engine (no caller; background work): each kiosk's name, owner, last message time and
     * auto temperature out-of-service setting — all kiosks, or the given ones.
     */
    async engineFacts(ids?: readonly string[]): Promise<KioskEngineFacts[]> {
      const rows = await kiosks.engineFacts(ids);
      return rows.map((row) => ({
        id: row.id,
        orgId: row.orgId,
        name: row.name,
        serialNumber: row.serialNumber,
        lastSeen: row.lastSeen,
        autoTempOutOfService: controllerOf(row).autoTempOutOfService,
      }));
    },

    /** For the alert engine's expiry check (background work): every cell holding units of a product. */
    stockedCells: async () =>
      (await kiosks.stockedCells()).flatMap((cell) => (cell.productId ? [{ ...cell, productId: cell.productId }] : [])),

    serialNumbers: ({ scope }: Viewer): Promise<string[]> => kiosks.serialNumbers(scope),

    tags: ({ scope }: Viewer): Promise<{ orgId: string; name: string }[]> => kiosks.tags(scope),

    /** Creates a kiosk in an organization of the caller's; the serial number is unique across all. */
    async create({ scope }: Viewer, data: unknown): Promise<KioskRow> {
      const input = parseInput(kioskCreateInput, data);
      const orgId = ownerOrganization(scope, input.orgId);
      const row = await kiosks.insert({
        ...toRowPatch(input),
        name: input.name,
        serialNumber: input.serialNumber,
        // The QR code on the fridge names its serial number (scanned by technicians and shoppers).
        qrcode: input.serialNumber,
        orgId,
      });
      changes.notify(row, ['details']);
      return row;
    },

    /** Changes the fields given; the PINs must differ after the change, and a new owner must be in scope. */
    async update({ scope }: Viewer, id: string, data: unknown): Promise<KioskRow> {
      const current = await load(scope, id);
      const input = parseInput(kioskUpdateInput, data);
      const pin = input.pin === undefined ? current.pin : input.pin;
      const technicianPin = input.technicianPin === undefined ? current.technicianPin : input.technicianPin;
      if (pin !== null && pin === technicianPin) {
        throw new AppError('PINS_NOT_DIFFERENT', { fields: { technicianPin: 'PINS_NOT_DIFFERENT' } });
      }
      const patch = toRowPatch(input);
      if (input.orgId && input.orgId !== current.orgId) patch.orgId = ownerOrganization(scope, input.orgId);
      if (patch.serialNumber && current.qrcode === current.serialNumber) patch.qrcode = patch.serialNumber;
      const row = await kiosks.update(current.id, patch);
      if (!row) throw new AppError('NOT_FOUND');
      changes.notify(row, ['details']);
      return row;
    },

    /** Replaces the kiosk's tags. */
    async setTags({ scope }: Viewer, kioskId: string, tags: unknown): Promise<KioskRow> {
      const current = await load(scope, kioskId);
      const row = await kiosks.update(current.id, { tags: parseInput(kioskSetTagsInput, { tags }).tags });
      if (!row) throw new AppError('NOT_FOUND');
      changes.notify(row, ['details']);
      return row;
    },
  };
}

export type KiosksService = ReturnType<typeof createKiosksService>;
