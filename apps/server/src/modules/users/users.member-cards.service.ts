import { memberCardId, memberCardsInput } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { MemberCardsRepository } from './users.member-cards.repository.ts';
import type { UserDetailView, UsersAdminService } from './users.admin.service.ts';

interface Deps {
  memberCards: MemberCardsRepository;
  usersAdmin: UsersAdminService;
}

const taken = () => new AppError('MEMBER_CARD_TAKEN', { fields: { membercards: 'MEMBER_CARD_TAKEN' } });

/** Member cards: a card id belongs to at most one user (unique in the database too). */
export function createMemberCardsService({ memberCards, usersAdmin }: Deps) {
  return {
    /** Assigns the cards; if any is held by another user nothing changes (MEMBER_CARD_TAKEN). Cards the user already holds are kept. */
    async add(viewer: Viewer, userId: string, data: unknown): Promise<UserDetailView> {
      const user = await usersAdmin.visibleUser(viewer.scope, userId);
      const cards = [...new Set(parseInput(memberCardsInput, data).membercards)];
      const owners = await memberCards.owners(cards);
      if (cards.some((card) => owners.has(card) && owners.get(card) !== user.id)) throw taken();
      try {
        await memberCards.add(
          user.id,
          cards.filter((card) => !owners.has(card)),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return usersAdmin.detail(viewer.scope, user);
    },

    /** Removes the cards; if the user does not hold one of them nothing changes (NOT_FOUND). */
    async remove(viewer: Viewer, userId: string, data: unknown): Promise<UserDetailView> {
      const user = await usersAdmin.visibleUser(viewer.scope, userId);
      const cards = [...new Set(parseInput(memberCardsInput, data).membercards)];
      const owners = await memberCards.owners(cards);
      if (cards.some((card) => owners.get(card) !== user.id)) {
        throw new AppError('NOT_FOUND', { fields: { membercards: 'NOT_FOUND' } });
      }
      await memberCards.remove(user.id, cards);
      return usersAdmin.detail(viewer.scope, user);
    },

    /** true when the card is held by a user other than `userId` (or by anyone, without userId). */
    async isAssigned(viewer: Viewer, card: string, userId?: string | null): Promise<boolean> {
      const cardId = parseInput(memberCardId, card);
      const holder = userId ? (await usersAdmin.visibleUser(viewer.scope, userId)).id : undefined;
      const owner = (await memberCards.owners([cardId])).get(cardId);
      return owner !== undefined && owner !== holder;
    },
  };
}

export type MemberCardsService = ReturnType<typeof createMemberCardsService>;
