import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createLocalFileStorage } from './files/storage.ts';
import { createJobQueue } from './jobs/queue.ts';
import type { Platform } from './lib/module.ts';
import { createKeyring } from './auth/secrets.ts';
import { createMailer } from './mail/mailer.ts';
import type { DeviceGateway } from './mqtt/gateway.ts';
import { createLiveBus } from './lib/live.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { afterCommit, currentTransaction, inUnitOfWork, runUnitOfWork, scopedDb } from './db/unit-of-work.ts';

/** The platform pieces every module may use, built once per process. */
export function createPlatform(
  database: Database,
  config: Config,
  logger: FastifyBaseLogger,
  devices: DeviceGateway,
  metrics: Metrics = createMetrics().port,
): Platform {
  const live = createLiveBus(database, logger);
  const jobs = createJobQueue(database, logger);
  const secrets = createKeyring({
    db: database.db,
    logger,
    keys: config.secrets.keys,
    keyFile: config.secrets.keyFile,
    dataDir: config.dataDir,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  // Inside a unit of work (a GraphQL mutation, ADR 0012) `db` is the mutation's transaction, and what
  // leaves the process or uses another connection waits for its commit (and is dropped on rollback).
  return {
    secrets,
    devices: {
      start: (handlers) => devices.start(handlers),
      metrics: () => devices.metrics(),
      connected: () => devices.connected(),
      close: () => devices.close(),
      get urls() {
        return devices.urls;
      },
      publishCommand: (serialNumber, command) => afterCommit(() => devices.publishCommand(serialNumber, command)),
      revokeLogins: (serialNumbers) => afterCommit(() => devices.revokeLogins(serialNumbers)),
    },
    live: {
      subscribe: (channel) => live.subscribe(channel),
      close: () => live.close(),
      publish: (channel, notice) => void afterCommit(() => live.publish(channel, notice)),
      publishAll: (channel, notices) => void afterCommit(() => live.publishAll(channel, notices)),
    },
    database,
    db: scopedDb(database.db),
    unitOfWork: (work) =>
      runUnitOfWork(database.db, () => work(currentTransaction() as Db), {
        onHookError: (error) => logger.warn({ err: error }, 'an effect after a commit failed'),
      }),
    config,
    logger,
    storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
    jobs: {
      start: () => jobs.start(),
      work: (name, handler) => jobs.work(name, metrics.job(name, handler)),
      schedule: (name, cron, data) => jobs.schedule(name, cron, data),
      subscribe: (topic, subscriber, handle, options) => jobs.subscribe(topic, subscriber, handle, options),
      // Inside a unit of work the events join its transaction (ADR 0014): they commit with the mutation.
      publish: (topic, events, tx) => jobs.publish(topic, events, tx ?? currentTransaction()),
      every: (name, intervalMs, run, options) => jobs.every(name, intervalMs, run, options),
      settled: (subscriber, timeoutMs) => jobs.settled(subscriber, timeoutMs),
      stop: () => jobs.stop(),
      check: () => jobs.check(),
      backlog: () => jobs.backlog(),
      send: async (name, data, options) => {
        if (!inUnitOfWork()) return jobs.send(name, data, options);
        await afterCommit(() => jobs.send(name, data, options));
        return undefined;
      },
    },
    mailer: {
      close: () => mailer.close(),
      send: (message) => afterCommit(() => metrics.mail(() => mailer.send(message))),
    },
    metrics,
  };
}
