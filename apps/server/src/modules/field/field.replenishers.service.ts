import { idempotencyKeyInput } from '@kiosk/common/validation';
import { canReach, scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { FieldOperation } from '../../db/schema/field.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { KiosksPort, UsersPort } from './field.ports.ts';
import type { ReplenisherAssignmentRow, ReplenishersRepository } from './field.replenishers.repository.ts';

/** An assignment with the replenisher's name, as the API shows it. */
export interface ReplenisherAssignment extends ReplenisherAssignmentRow {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * How long a field operation's idempotency key is kept (ADR 0024): a phone replays its queue within hours
 * or days; a replay after this many days would apply again. Older keys are deleted by the periodic job
 * `kiosks.field-key-prune` (field.replenishers.jobs.ts; the job keeps the name it had in the kiosks module).
 */
export const FIELD_KEY_RETENTION_DAYS = 30;
/** Keys deleted per statement, so a large backlog never holds one long lock. */
const PRUNE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60_000;

const isReplenisherIn = (orgId: string) => (m: { orgId: string; role: string; status: string }) =>
  m.orgId === orgId && m.role === 'replenisher' && m.status === 'ACTIVE';

/**
 * The replenisher role's kiosks (ADR 0024): admins assign replenishers of a kiosk's organization to it; a
 * replenisher's field operations reach the kiosks assigned to them (`fieldScope`); a field operation sent
 * again with the same idempotency key answers its first result without applying it twice (`once`).
 */
export function createReplenishersService({
  repository,
  kiosks,
  users,
}: {
  repository: ReplenishersRepository;
  kiosks: KiosksPort;
  users: UsersPort;
}) {
  async function kioskInScope(scope: Scope, kioskId: string) {
    const kiosk = await kiosks.findById(scope, requireId(kioskId, 'kioskId'));
    if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
    return kiosk;
  }

  async function named(rows: readonly ReplenisherAssignmentRow[]): Promise<ReplenisherAssignment[]> {
    const members = await users.membersOf([...new Set(rows.map((row) => row.orgId))]);
    return rows.map((row) => {
      const member = members.find((m) => m.userId === row.userId && m.orgId === row.orgId);
      return {
        ...row,
        firstName: member?.firstName ?? '',
        lastName: member?.lastName ?? '',
        email: member?.email ?? '',
      };
    });
  }

  return {
    /** The caller's scope for field operations: their own, plus the kiosks assigned to them as replenisher. */
    async fieldScope(viewer: Viewer): Promise<Scope> {
      const kioskIds = await repository.kioskIdsOf(viewer.userId, viewer.replenisherOrgIds ?? []);
      return { ...viewer.scope, kioskIds: new Set(kioskIds) };
    },

    /** The kiosks the caller works on as replenisher (the route's kiosks). */
    assignedKioskIds: (viewer: Viewer): Promise<string[]> =>
      repository.kioskIdsOf(viewer.userId, viewer.replenisherOrgIds ?? []),

    /** assignReplenisher: the user must hold an active replenisher role in the kiosk's organization. */
    async assign(viewer: Viewer, kioskId: string, userId: string): Promise<ReplenisherAssignment> {
      const kiosk = await kioskInScope(viewer.scope, kioskId);
      const id = requireId(userId, 'userId');
      const members = await users.membersOf([kiosk.orgId]);
      if (!members.some((m) => m.userId === id && isReplenisherIn(kiosk.orgId)(m))) {
        throw new AppError('BAD_USER_INPUT', {
          message: "The user holds no active replenisher role in the kiosk's organization",
          fields: { userId: 'BAD_USER_INPUT' },
        });
      }
      const row = await repository.assign({
        orgId: kiosk.orgId,
        userId: id,
        kioskId: kiosk.id,
        createdBy: viewer.userId,
      });
      const [shown] = await named([row]);
      if (!shown) throw new Error('assignment not named');
      return shown;
    },

    /** unassignReplenisher: answers whether the user was assigned to the kiosk. */
    async unassign(viewer: Viewer, kioskId: string, userId: string): Promise<boolean> {
      const kiosk = await kioskInScope(viewer.scope, kioskId);
      return repository.unassign(requireId(userId, 'userId'), kiosk.id);
    },

    /** getKioskReplenishers: assignments in the caller's scope, of one kiosk, user or organization. */
    async list(
      viewer: Viewer,
      filter: { kioskId?: string | null; userId?: string | null; orgId?: string | null },
    ): Promise<ReplenisherAssignment[]> {
      if (filter.orgId && !canReach(viewer.scope, requireId(filter.orgId, 'orgId'))) {
        throw new AppError('FORBIDDEN', { fields: { orgId: 'FORBIDDEN' } });
      }
      const kiosk = filter.kioskId ? await kioskInScope(viewer.scope, filter.kioskId) : undefined;
      const inScope = scopeFilter(viewer.scope);
      const orgIds = filter.orgId ? [filter.orgId] : inScope;
      const rows = await repository.list({
        orgIds,
        ...(kiosk ? { kioskIds: [kiosk.id] } : {}),
        ...(filter.userId ? { userId: requireId(filter.userId, 'userId') } : {}),
      });
      return named(rows);
    },

    /** Deletes the idempotency keys older than FIELD_KEY_RETENTION_DAYS; answers how many went. */
    async pruneKeys(now: Date = new Date()): Promise<number> {
      const before = new Date(now.getTime() - FIELD_KEY_RETENTION_DAYS * DAY_MS);
      let total = 0;
      for (;;) {
        const removed = await repository.deleteKeysBefore(before, PRUNE_BATCH);
        total += removed;
        if (removed < PRUNE_BATCH) return total;
      }
    },

    /**
     * Runs a field operation once per (caller, idempotency key): without a key it simply runs; the first
     * call with a key runs it and stores what it answered; a later call with the same key answers that
     * again (`replay`) without running it. A key used for another operation or kiosk is refused. Inside
     * the mutation's transaction (ADR 0012): a concurrent replay waits on the key's unique index until the
     * first call commits or rolls back.
     */
    async once<T>(
      viewer: Viewer,
      key: string | null | undefined,
      operation: FieldOperation,
      kioskId: string,
      run: () => Promise<T>,
      resultId: (result: T) => string,
      replay: (id: string) => Promise<T>,
    ): Promise<T> {
      if (key === null || key === undefined) return run();
      const parsed = parseInput(idempotencyKeyInput, { idempotencyKey: key }).idempotencyKey;
      const kiosk = await kioskInScope(viewer.scope, kioskId);
      const reserved = await repository.reserveKey({
        userId: viewer.userId,
        key: parsed,
        operation,
        kioskId: kiosk.id,
      });
      if (!reserved) {
        const first = await repository.findKey(viewer.userId, parsed);
        if (!first?.result || first.operation !== operation || first.kioskId !== kiosk.id) {
          throw new AppError('BAD_USER_INPUT', {
            message: 'This idempotency key was used for another operation or kiosk',
            fields: { idempotencyKey: 'BAD_USER_INPUT' },
          });
        }
        return replay(first.result.id);
      }
      const result = await run();
      await repository.completeKey(reserved.id, { id: resultId(result) });
      return result;
    },
  };
}

export type ReplenishersService = ReturnType<typeof createReplenishersService>;
