import { readFileSync } from 'node:fs';
import { actorOf, runAudited } from '../../db/audit-trail.ts';
import type { ExportKind } from '../../lib/export-kind.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createExportsRepository } from './exports.repository.ts';
import { createExportsResolvers } from './exports.resolvers.ts';
import { registerExportsRoutes } from './exports.routes.ts';
import {
  EXPORT_JOB,
  EXPORT_PURGE_JOB,
  createExportsService,
  type ExportsService,
  type UsersPort,
} from './exports.service.ts';

/** The retention purge runs every six hours, once across instances (ADR 0014). */
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * E-mailed exports of every module: each module names its kinds in `exportKinds`; this module records
 * requests, builds files in a job, mails them and lets the owner download them. The signed-in user's
 * exports are on the organizations endpoint next to the users export the console starts.
 */
export function createExportsModule(
  platform: Platform,
  ports: { users: UsersPort; kinds: () => readonly ExportKind[] },
): ServerModule<'exports', ExportsService> {
  const service = createExportsService({
    exports: createExportsRepository(platform.db),
    queue: platform.jobs,
    storage: platform.storage,
    mailer: platform.mailer,
    users: ports.users,
    kinds: ports.kinds,
    logger: platform.logger,
    publicUrl: platform.config.publicUrl,
    attachmentMaxBytes: platform.config.mailAttachmentMaxBytes,
    retentionDays: platform.config.exportRetentionDays,
    audited: (viewer, args, work) =>
      runAudited(
        platform.db,
        { actor: actorOf(viewer), endpoint: 'rest', operation: 'requestExport', args },
        work,
        (error) => platform.logger.error({ err: error }, 'work after an export request committed failed'),
      ),
  });
  return {
    name: 'exports',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./exports.graphql', import.meta.url), 'utf8'),
        resolvers: createExportsResolvers(service),
      },
    ],
    routes: (app, { authenticate }) => registerExportsRoutes(app, { exports: service, authenticate }),
    async jobs(queue) {
      await queue.work<{ exportId: string }>(EXPORT_JOB, (data) => service.build(data));
      await queue.every(
        EXPORT_PURGE_JOB,
        PURGE_EVERY_MS,
        async () => {
          const removed = await service.purge();
          if (removed) platform.logger.info({ removed }, 'exports past their retention purged');
        },
        { runAtStart: true, onError: (error) => platform.logger.warn({ err: error }, 'export purge failed') },
      );
    },
  };
}
