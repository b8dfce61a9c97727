import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { UserTransactionsSort } from '../../generated/graphql.ts';
import { skipLimit } from '../../lib/paging.ts';
import type { Db } from '../../db/client.ts';
import { createRefillsRepository, type NewRefill, type RefillRow } from './transactions.refills.repository.ts';
import type { TransactionsRepository } from './transactions.repository.ts';

/** What this module needs of the users module: whether the caller may see a user, and their member cards. */
export interface UsersPort {
  visibleUser(scope: Scope, id: string): Promise<{ id: string }>;
  memberCardsOf(userIds: readonly string[]): Promise<Map<string, string[]>>;
}

export interface UserTransactionsArgs {
  userId: string;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sort?: UserTransactionsSort | null | undefined;
}

interface Deps {
  transactions: TransactionsRepository;
  users: UsersPort;
}

/** Sales and their items. Every read is limited to organizations the caller administers (root: all). */
export function createTransactionsService({ transactions, users }: Deps) {
  return {
    /** A user's purchases (the user log), with the user's member cards. */
    async userGrid(viewer: Viewer, args: UserTransactionsArgs) {
      const user = await users.visibleUser(viewer.scope, args.userId);
      const [{ total, rows }, cards] = await Promise.all([
        transactions.userGrid(
          {
            userId: user.id,
            ...skipLimit(args.skip, args.limit),
            search: args.search?.trim() || undefined,
            sort: { field: args.sort?.field ?? 'created', order: args.sort?.order ?? 'desc' },
          },
          scopeFilter(viewer.scope),
        ),
        users.memberCardsOf([user.id]),
      ]);
      return { total, rows, membercards: cards.get(user.id) ?? [] };
    },

    /** Whether any sale refers to the product (the products module archives instead of deleting it). */
    hasSalesOf: (productLineId: string) => transactions.hasSalesOf(productLineId),

    /**
     * For the kiosks module (its callers see these kiosks): each kiosk's income since an instant (the sum
     * of its transactions' totals), as decimal text; kiosks without sales are absent.
     */
    incomeSince: (kioskIds: readonly string[], since: Date) => transactions.incomeSince(kioskIds, since),

    /**
     * For the kiosks module: records a refill with its scale entries on the caller's transaction `tx`
     * (unit of work, docs/ARCHITECTURE.md), so it commits or rolls back with the stock change it explains.
     */
    recordRefill: (tx: Db, refill: NewRefill): Promise<RefillRow> => createRefillsRepository(tx).insert(refill),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
