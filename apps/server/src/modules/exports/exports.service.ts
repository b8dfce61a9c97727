import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { EXPORT_FILE_FORMATS, LANGUAGES, type ExportFileFormat, type Language } from '@kiosk/common/constants';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { translator } from '../../mail/translate.ts';
import { EXPORT_CONTENT_TYPES as CONTENT_TYPES, exportStream } from '../../lib/export-writers.ts';
import type { ExportsRepository, ExportRow } from './exports.repository.ts';
import type { ExportKind } from '../../lib/export-kind.ts';

export const EXPORT_JOB = 'exports.build';
/** The periodic purge of exports older than the retention (EXPORT_RETENTION_DAYS). */
export const EXPORT_PURGE_JOB = 'exports.purge';
const PURGE_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running export records how many rows it has written (the console shows it). */
const PROGRESS_EVERY_MS = 1000;

/** What exports need of the users module: the owner as a caller when the job runs, and their name and e-mail. */
export interface UsersPort {
  viewerForUser(userId: string): Promise<Viewer>;
  getSelf(viewer: Viewer): Promise<{ user: { email: string; firstName: string; lastName: string } }>;
}

interface Deps {
  exports: ExportsRepository;
  queue: JobQueue;
  storage: FileStorage;
  mailer: Mailer;
  users: UsersPort;
  /** Where the console is reached (the mail of a file too large to attach points there). */
  publicUrl: string;
  /** Files up to this size are attached to the mail; a larger one is announced with where to download it. */
  attachmentMaxBytes: number;
  /** Days an export (its file and its row) is kept after it was asked for. */
  retentionDays: number;
  /** Every module's export kinds (read when first needed: modules built later add theirs). */
  kinds: () => readonly ExportKind[];
  logger: FastifyBaseLogger;
  /**
   * Runs a request as one audited unit of work (operation `requestExport`): a REST request gets its own
   * audit entry; inside a GraphQL mutation it joins the mutation's.
   */
  audited: <T>(viewer: Viewer, args: Record<string, unknown>, work: () => Promise<T>) => Promise<T>;
}

const exportRequest = z.object({ format: z.enum(EXPORT_FILE_FORMATS), lng: z.enum(LANGUAGES) });

/**
 * E-mailed exports (spec §7: "accepted with 200; file is e-mailed"). A request records the export and
 * queues a job; the job builds the file in the caller's scope as it is when the job runs, keeps it in
 * file storage, and mails it to the caller. The owner can also list and download it.
 */
export function createExportsService({
  exports,
  queue,
  storage,
  mailer,
  users,
  kinds,
  logger,
  publicUrl,
  attachmentMaxBytes,
  retentionDays,
  audited,
}: Deps) {
  let byKindCache: Map<string, ExportKind> | undefined;
  const byKind = () => (byKindCache ??= new Map(kinds().map((k) => [k.kind, k])));

  async function mailResult(
    row: ExportRow,
    kind: ExportKind,
    viewer: Viewer,
    file?: { name: string; storageKey: string; rows: number },
  ) {
    const { user } = await users.getSelf(viewer);
    const lang = row.language as Language;
    const t = translator(lang, 'mail');
    const title = kind.title(lang);
    const greeting = t('mail.export.greeting', { name: `${user.firstName} ${user.lastName}`.trim() });
    if (!file) {
      await mailer.send({
        to: user.email,
        subject: t('mail.export.failedSubject', { title }),
        text: `${greeting}\n\n${t('mail.export.failedBody', { title })}\n`,
      });
      return;
    }
    const stored = await storage.open(file.storageKey);
    if (!stored) throw new Error('the built file is gone');
    const attach = stored.bytes <= attachmentMaxBytes;
    if (!attach) stored.stream.destroy();
    await mailer.send({
      to: user.email,
      subject: t('mail.export.subject', { title }),
      text: attach
        ? `${greeting}\n\n${t('mail.export.body', { title, count: file.rows })}\n`
        : `${greeting}\n\n${t('mail.export.tooLargeBody', { title, count: file.rows, url: publicUrl })}\n`,
      ...(attach
        ? {
            attachments: [
              {
                filename: file.name,
                content: stored.stream,
                contentType: CONTENT_TYPES[row.format as ExportFileFormat],
              },
            ],
          }
        : {}),
    });
  }

  return {
    /**
     * Deletes the exports asked for more than `retentionDays` ago that are done or failed: the file first,
     * then the row (a file whose delete fails keeps its row, so the next round tries again). Answers how
     * many were removed.
     */
    async purge(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
      let removed = 0;
      for (;;) {
        const expired = await exports.expired(cutoff, PURGE_BATCH);
        if (!expired.length) return removed;
        const gone: string[] = [];
        for (const row of expired) {
          try {
            if (row.storageKey) await storage.delete(row.storageKey);
            gone.push(row.id);
          } catch (error) {
            logger.warn({ err: error, exportId: row.id }, 'export file not deleted; kept for the next purge');
          }
        }
        await exports.deleteByIds(gone);
        removed += gone.length;
        if (gone.length < expired.length || expired.length < PURGE_BATCH) return removed;
      }
    },

    /** Records the export and queues it; answers at once with its id. */
    async request(
      viewer: Viewer,
      kind: string,
      input: { format: string; lng: string },
      params: Record<string, unknown> = {},
    ) {
      const exportKind = byKind().get(kind);
      if (!exportKind) throw new AppError('NOT_FOUND');
      const parsed = exportRequest.safeParse(input);
      // PDF only for kinds that print a document.
      if (!parsed.success || (parsed.data.format === 'pdf' && !exportKind.document))
        throw new AppError('BAD_USER_INPUT', {
          message: exportKind.document
            ? 'Invalid input: format must be csv, xlsx or pdf, language en or de'
            : 'Invalid input: format must be csv or xlsx, language en or de',
        });
      const { format, lng } = parsed.data;
      // The entry's organization (its audience): the one the filters name, else the requester's own.
      const orgId = typeof params.orgId === 'string' ? params.orgId : (viewer.adminOrgIds[0] ?? null);
      return audited(viewer, { kind, format, lng, orgId, params }, async () => {
        const row = await exports.insert({ userId: viewer.userId, kind, format, language: lng, params });
        // Sent once the request commits (the platform's queue defers to the end of the unit of work).
        await queue.send(EXPORT_JOB, { exportId: row.id });
        return row;
      });
    },

    /** Job handler. Failures are recorded on the export (and mailed), not retried. */
    async build({ exportId: id }: { exportId: string }): Promise<void> {
      const row = await exports.findById(id);
      if (!row || row.status === 'done') return;
      const kind = byKind().get(row.kind);
      if (!kind)
        return exports.update(row.id, {
          status: 'failed',
          error: `unknown export ${row.kind}`,
          finishedAt: new Date(),
        });
      await exports.update(row.id, { status: 'running' });
      let viewer: Viewer;
      try {
        viewer = await users.viewerForUser(row.userId);
        if (!viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
      } catch (error) {
        // The owner was deactivated or lost console access since asking: nothing is built or sent.
        const message = error instanceof AppError ? error.message : 'owner unavailable';
        return exports.update(row.id, { status: 'failed', error: message, finishedAt: new Date() });
      }
      const lang = row.language as Language;
      const format = row.format as ExportFileFormat;
      let file: { name: string; storageKey: string; rows: number };
      let rows = 0;
      let reported = Date.now();
      let progress: Promise<void> = Promise.resolve();
      const onRow = (count: number) => {
        rows = count;
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        progress = progress.then(() => exports.update(row.id, { rowCount: count })).catch(() => undefined);
      };
      try {
        let stream: Readable;
        if (format === 'pdf') {
          if (!kind.document) throw new Error(`export ${row.kind} has no document`);
          const document = await kind.document(viewer, lang, row.params);
          rows = document.rows;
          stream = document.stream;
        } else {
          stream = exportStream(format, kind.title(lang), await kind.build(viewer, lang, row.params, format), onRow);
        }
        const { key: storageKey } = await storage.putStream('exports', format, stream);
        await progress;
        const name = `${kind.fileBaseName(lang)}-${new Date().toISOString().slice(0, 10)}.${format}`;
        await exports.update(row.id, {
          status: 'done',
          storageKey,
          fileName: name,
          rowCount: rows,
          finishedAt: new Date(),
        });
        file = { name, storageKey, rows };
      } catch (error) {
        await progress;
        logger.error({ err: error, exportId: row.id }, 'export failed');
        await exports.update(row.id, { status: 'failed', error: 'Export failed', finishedAt: new Date() });
        await mailResult(row, kind, viewer).catch((e: unknown) =>
          logger.error({ err: e }, 'export failure mail not sent'),
        );
        return;
      }
      // The file stays downloadable even when the mail cannot be sent.
      await mailResult(row, kind, viewer, file).catch((e: unknown) =>
        logger.error({ err: e, exportId: row.id }, 'export mail not sent'),
      );
    },

    async listMine(viewer: Viewer, page?: number | null, pageSize?: number | null) {
      const window = pageWindow(page, pageSize);
      return exports.listOwned(viewer.userId, window.page, window.pageSize);
    },

    /** The owner's finished file; anyone else's export is NOT_FOUND. */
    async download(
      viewer: Viewer,
      id: string,
    ): Promise<{ fileName: string; contentType: string; data: Readable; bytes: number }> {
      if (!isId(id)) throw new AppError('NOT_FOUND');
      const row = await exports.findOwned(id, viewer.userId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'done' || !row.storageKey || !row.fileName) throw new AppError('EXPORT_NOT_READY');
      const stored = await storage.open(row.storageKey);
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        fileName: row.fileName,
        contentType: CONTENT_TYPES[row.format as ExportFileFormat],
        data: stored.stream,
        bytes: stored.bytes,
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
