import {
  PGLITE_SNAPSHOT_ENV,
  POSTGRES_TEMPLATE_ENV,
  preparePgliteSnapshot,
  preparePostgresTemplate,
} from './database-template.ts';
import { SHARED_RABBITMQ_ENV, serveSharedRabbitmq } from './shared-rabbitmq.ts';

/**
 * Vitest global setup of the integration project: migrates once per run (ADR 0018) and serves the run's
 * shared RabbitMQ node (started on the first lease, shared-rabbitmq.ts). Test workers are started after
 * this and inherit the variables it sets.
 */
export default async function setup(): Promise<() => Promise<void>> {
  process.env[PGLITE_SNAPSHOT_ENV] = await preparePgliteSnapshot();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await preparePostgresTemplate(adminUrl) : undefined;
  if (template) process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  const rabbitmq = await serveSharedRabbitmq();
  process.env[SHARED_RABBITMQ_ENV] = rabbitmq.url;
  return async () => {
    delete process.env[SHARED_RABBITMQ_ENV];
    await rabbitmq.close();
    delete process.env[PGLITE_SNAPSHOT_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template?.drop();
  };
}
