import { readFileSync } from 'node:fs';
import { registerSetPasswordRoutes } from '../../auth/oidc/set-password.routes.ts';
import { runAudited } from '../../db/audit-trail.ts';
import type { Role } from '@kiosk/common/constants';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { INVITATION_JOB, createInvitationsService, type InvitationJob } from './users.invitations.service.ts';
import { createApiKeysRepository } from './users.api-keys.repository.ts';
import { createApiKeysResolvers } from './users.api-keys.resolvers.ts';
import { createApiKeysService } from './users.api-keys.service.ts';
import { createMemberCardsRepository } from './users.member-cards.repository.ts';
import { createMemberCardsService } from './users.member-cards.service.ts';
import { createPasswordTokensRepository } from './users.password-tokens.repository.ts';
import { createUsersAdminRepository } from './users.admin.repository.ts';
import { createUsersAdminService } from './users.admin.service.ts';
import { bootstrapRoot, type BootstrapOptions } from './users.bootstrap.ts';
import { createUsersExport } from './users.export.ts';
import type { OrganizationsPort } from './users.ports.ts';
import { createUsersRepository } from './users.repository.ts';
import { createUsersResolvers } from './users.resolvers.ts';
import { createUsersService } from './users.service.ts';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** Builds the users module's service: identities and the caller, administration, member cards, invitations. */
function createUsersModuleService(platform: Platform, organizations: OrganizationsPort) {
  const { db, config, logger } = platform;
  const users = createUsersRepository(db);
  const admin = createUsersAdminRepository(db);
  const memberCardsRepository = createMemberCardsRepository(db);
  // The embedded identity provider keeps passwords here and invites new users by e-mail; an external one
  // links users by e-mail at their first login.
  const invitations = config.oidc.externalIssuer
    ? undefined
    : createInvitationsService({
        users,
        tokens: createPasswordTokensRepository(db),
        queue: platform.jobs,
        mailer: platform.mailer,
        publicUrl: config.publicUrl,
        logger,
        audited: (actor, work) =>
          runAudited(platform.db, { actor, endpoint: 'identity', operation: 'setPasswordFromLink', args: {} }, work),
      });
  const usersAdmin = createUsersAdminService({
    users,
    admin,
    memberCards: memberCardsRepository,
    organizations,
    invitations,
  });
  const self = createUsersService({ users, organizations });
  return {
    ...self,
    /** Personal API keys (Settings → Security) and the `ApiKey-v1` authentication (ADR 0011). */
    apiKeys: createApiKeysService({
      keys: createApiKeysRepository(db),
      box: () => platform.secrets.box(),
      resolveViewer: (identity) => self.resolveViewer(identity),
      publicUrl: config.publicUrl,
    }),
    admin: usersAdmin,
    memberCards: createMemberCardsService({ memberCards: memberCardsRepository, usersAdmin }),
    /** Member cards by user (for the transactions module's user log). */
    memberCardsOf: (userIds: readonly string[]) => memberCardsRepository.cardsOf(userIds),
    /** User id → display name ("First Last"), for reports naming who did something. */
    async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
      const rows = await users.namesOf(ids);
      return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email]));
    },
    /** Who holds each member card (card id → user id), for the kiosks module's sales. */
    memberCardOwners: (cardIds: readonly string[]) => memberCardsRepository.owners(cardIds),
    invitations,
    /** The initial root user on a first start (see users.bootstrap.ts). */
    bootstrapRoot: (options: BootstrapOptions) => bootstrapRoot({ users, logger }, options),
    addMembership: (userId: string, orgId: string, role: Role) => users.addMembership(userId, orgId, role),
    exportKind: createUsersExport({ admin, memberCards: memberCardsRepository, organizations }),
  };
}

export type UsersService = ReturnType<typeof createUsersModuleService>;

/** Users, their roles and member cards, the signed-in caller (spec §7 users operations on the organizations endpoint). */
export function createUsersModule(
  platform: Platform,
  ports: { organizations: OrganizationsPort },
): ServerModule<'users', UsersService> {
  const service = createUsersModuleService(platform, ports.organizations);
  const { invitations } = service;
  return {
    name: 'users',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: read('./users.graphql'),
        resolvers: createUsersResolvers(service),
        openOperations: ['getSelf', 'setUserLanguage', 'acceptTerms'],
      },
      {
        endpoint: 'organizations',
        typeDefs: read('./users.api-keys.graphql'),
        resolvers: createApiKeysResolvers(service.apiKeys),
      },
    ],
    routes: invitations ? (app) => registerSetPasswordRoutes(app, { invitations }) : undefined,
    exportKinds: [service.exportKind],
    resealSecrets: (box) => service.apiKeys.reseal(box),
    async jobs(queue) {
      if (invitations) await queue.work<InvitationJob>(INVITATION_JOB, (data) => invitations.sendInvitation(data));
    },
  };
}
