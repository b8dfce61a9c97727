import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { OrganizationsRepository } from '../organizations/organizations.repository.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createMemberCardsRepository } from './member-cards.repository.ts';
import { createMemberCardsService } from './member-cards.service.ts';
import { createPasswordTokensRepository } from './password-tokens.repository.ts';
import { createUserTransactionsRepository } from './user-transactions.repository.ts';
import { createUserTransactionsService } from './user-transactions.service.ts';
import { createUsersAdminRepository } from './users-admin.repository.ts';
import { createUsersAdminService } from './users-admin.service.ts';
import { createUsersExport } from './users-export.ts';
import type { UsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';

interface Deps {
  db: Db;
  users: UsersRepository;
  organizations: OrganizationsRepository;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** The embedded identity provider keeps passwords here and invites new users by e-mail. */
  embeddedIdentity: boolean;
  logger: FastifyBaseLogger;
}

/** The users module's services (one per use case), built from their repositories. */
export function createUsersServices({
  db,
  users,
  organizations,
  queue,
  mailer,
  publicUrl,
  embeddedIdentity,
  logger,
}: Deps) {
  const admin = createUsersAdminRepository(db);
  const memberCardsRepository = createMemberCardsRepository(db);
  const invitations = embeddedIdentity
    ? createInvitationsService({ users, tokens: createPasswordTokensRepository(db), queue, mailer, publicUrl, logger })
    : undefined;
  const usersAdmin = createUsersAdminService({ users, admin, memberCards: memberCardsRepository, invitations });
  return {
    users: createUsersService({ users, organizations }),
    usersAdmin,
    memberCards: createMemberCardsService({ memberCards: memberCardsRepository, usersAdmin }),
    userTransactions: createUserTransactionsService({
      transactions: createUserTransactionsRepository(db),
      memberCards: memberCardsRepository,
      usersAdmin,
    }),
    invitations,
    usersExport: createUsersExport({ admin, memberCards: memberCardsRepository }),
  };
}
