import { MAX_PAGE_SIZE, PAGE_SIZE } from '@kiosk/common/constants';
import { scopeFilter } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { UserTransactionsSort } from '../../generated/graphql.ts';
import type { MemberCardsRepository } from './member-cards.repository.ts';
import type { UserTransactionsRepository } from './user-transactions.repository.ts';
import type { UsersAdminService } from './users-admin.service.ts';

interface Deps {
  transactions: UserTransactionsRepository;
  memberCards: MemberCardsRepository;
  usersAdmin: UsersAdminService;
}

export interface UserTransactionsArgs {
  userId: string;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sort?: UserTransactionsSort | null | undefined;
}

/** A user's purchases, only in organizations the caller administers (root: all). */
export function createUserTransactionsService({ transactions, memberCards, usersAdmin }: Deps) {
  return {
    async grid(viewer: Viewer, args: UserTransactionsArgs) {
      const user = await usersAdmin.visibleUser(viewer.scope, args.userId);
      const [{ total, rows }, cards] = await Promise.all([
        transactions.grid(
          {
            userId: user.id,
            skip: Math.max(args.skip ?? 0, 0),
            limit: Math.min(Math.max(args.limit ?? PAGE_SIZE, 1), MAX_PAGE_SIZE),
            search: args.search?.trim() || undefined,
            sort: { field: args.sort?.field ?? 'created', order: args.sort?.order ?? 'desc' },
          },
          scopeFilter(viewer.scope),
        ),
        memberCards.cardsOf([user.id]),
      ]);
      return { total, rows, membercards: cards.get(user.id) ?? [] };
    },
  };
}

export type UserTransactionsService = ReturnType<typeof createUserTransactionsService>;
