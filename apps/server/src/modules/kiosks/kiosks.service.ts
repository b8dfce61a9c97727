import { TEMPERATURE } from '@kiosk/common/constants';
import {
  kioskCreateInput,
  kioskSetTagsInput,
  kioskUpdateInput,
  kiosksGridRequest,
  type KiosksGridRequest,
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
import { fleetStatus } from './kiosks.fleet.ts';

/** What the alert engine reads of a kiosk (kiosksService.engineFacts). */
export interface KioskEngineFacts {
  id: string;
  orgId: string;
  name: string;
  serialNumber: string;
  lastSeen: Date | null;
  autoTempOutOfService: { active: boolean; maxTemperature: number; timeInMinutes: number };
}

/**
 * What the kiosks module needs of the transactions module: each kiosk's income today (from the start of
 * its organization's local day, net of refunds, by the organization the sales were recorded for).
 */
export interface TransactionsPort {
  incomeToday(orgIds: readonly string[], now?: Date): Promise<{ orgId: string; kioskId: string; gross: string }[]>;
}

interface Deps {
  kiosks: KiosksRepository;
  changes: Pick<KioskChanges, 'notify'>;
  transactions: TransactionsPort;
}

/** Decimal text → cents, for ordering amounts exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

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
  /** Kiosk.dayIncome of each kiosk ('0.00' without sales today), one roll-up read for all. */
  async function dayIncome(
    rows: readonly Pick<KioskRow, 'id' | 'orgId'>[],
    now = new Date(),
  ): Promise<Map<string, string>> {
    if (rows.length === 0) return new Map();
    const found = await transactions.incomeToday([...new Set(rows.map((row) => row.orgId))], now);
    const byKiosk = new Map(found.map((entry) => [`${entry.orgId}:${entry.kioskId}`, entry.gross]));
    return new Map(rows.map((row) => [row.id, byKiosk.get(`${row.orgId}:${row.id}`) ?? '0.00']));
  }

  /**
   * The grid sorted by today's income, across all pages: every kiosk the filters select (ids only), their
   * income in one roll-up read, sorted here (ties by name, then id, as the name sort), then the page's rows.
   */
  async function gridByDayIncome(scope: Scope, query: KiosksGridRequest) {
    const keys = await kiosks.gridKeys(scope, query);
    const income = await dayIncome(keys);
    const direction = query.sortOrder === 'desc' ? -1 : 1;
    const amount = (id: string) => cents(income.get(id) ?? '0');
    const sorted = [...keys].sort(
      (a, b) =>
        direction * (amount(a.id) - amount(b.id)) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.id.localeCompare(b.id),
    );
    const page = sorted.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
    const found = await kiosks.findByIds(
      scope,
      page.map((key) => key.id),
    );
    const rows = new Map(found.map((row) => [row.id, row]));
    return {
      rows: page.flatMap((key) => rows.get(key.id) ?? []),
      total: keys.length,
      income,
    };
  }

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

  async function listByOrganizations({ scope }: Viewer, orgIds: readonly string[]): Promise<KioskRow[]> {
    if (orgIds.length > MAX_ORG_IDS) {
      throw new AppError('BAD_USER_INPUT', {
        message: `At most ${MAX_ORG_IDS} organizations`,
        fields: { orgIds: 'BAD_USER_INPUT' },
      });
    }
    const ids = [...new Set(orgIds.map((id) => requireId(id, 'orgIds')))];
    if (!ids.every((id) => canReach(scope, id))) throw new AppError('FORBIDDEN');
    return kiosks.list(scope, ids);
  }

  return {
    /** The kiosks grid; `income` is given when the sort read it (the page's dayIncome, the same figures). */
    async grid(
      { scope }: Viewer,
      data: unknown,
    ): Promise<{ rows: KioskRow[]; total: number; income?: Map<string, string> }> {
      const query = parseInput(kiosksGridRequest, data ?? {});
      if (query.orgId && !canReach(scope, query.orgId)) throw new AppError('FORBIDDEN');
      return query.sortField === 'dayIncome' ? gridByDayIncome(scope, query) : kiosks.grid(scope, query);
    },

    getById: ({ scope }: Viewer, id: string): Promise<KioskRow> => load(scope, id),

    /**
     * Kiosk.dayIncome of kiosks the caller has already loaded: each one's sales today — from the start of
     * its organization's local day, net of refunds, equal to the dashboard's revenue today — one read for all.
     */
    dayIncome,

    list: ({ scope }: Viewer): Promise<KioskRow[]> => kiosks.list(scope),

    listByOrganizations,

    /** The dashboard's fleet strip and local alerts of the caller's kiosks (of some organizations when given). */
    async fleet(viewer: Viewer, orgIds: readonly string[] | null | undefined, now = new Date()) {
      const rows = orgIds?.length ? await listByOrganizations(viewer, orgIds) : await kiosks.list(viewer.scope);
      return fleetStatus(rows, now);
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
        // The spec's defaults for what was never set (spec §9: 7 °C for 20 min, off), as the settings show them.
        autoTempOutOfService: {
          active: false,
          maxTemperature: TEMPERATURE.autoOutOfServiceMaxC,
          timeInMinutes: TEMPERATURE.autoOutOfServiceMinutes,
          ...row.controller.autoTempOutOfService,
        },
      }));
    },

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
