import { translator } from '../../mail/translate.ts';
import type { ExportKind } from '../../lib/export-kind.ts';
import type { AuditFilterInput, AuditService } from './audit.service.ts';

const COLUMNS = ['at', 'actor', 'apiKey', 'organization', 'operation', 'objectType', 'objectId', 'changes'] as const;

/** One line per changed row: `table id: column before → after; …`. */
export function describeChanges(entry: Awaited<ReturnType<AuditService['grid']>>['data'][number]): string {
  return entry.changes
    .map((change) => {
      const keys = Object.keys({ ...(change.before ?? {}), ...(change.after ?? {}) });
      const fields = keys
        .map(
          (key) =>
            `${key}: ${JSON.stringify(change.before?.[key] ?? null)} → ${JSON.stringify(change.after?.[key] ?? null)}`,
        )
        .join('; ');
      return `${change.action} ${change.tableName} ${change.rowId ?? ''} { ${fields} }`;
    })
    .join('\n');
}

/**
 * The audit log export (POST /api/v1/audit/export): the screen's filters, every entry in the caller's
 * scope when the job runs, newest first; one line per entry with its changes before → after.
 */
export function createAuditExport({ audit }: { audit: AuditService }): ExportKind {
  return {
    kind: 'auditLog',
    title: (lang) => translator(lang, 'audit')('audit.export.title'),
    fileBaseName: (lang) => translator(lang, 'audit')('audit.export.fileName'),
    async build(viewer, lang, params) {
      const t = translator(lang, 'audit');
      const entries = audit.each(viewer, params as AuditFilterInput);
      return {
        columns: COLUMNS.map((key) => ({ key, header: t(`audit.export.columns.${key}`) })),
        rows: (async function* () {
          for await (const entry of entries) {
            yield {
              at: entry.at,
              actor: entry.actorType === 'system' ? t('audit.actor.system') : (entry.actorEmail ?? entry.userId),
              apiKey: entry.apiKeyId,
              organization: entry.orgName ?? entry.orgId,
              operation: entry.operation,
              objectType: entry.objectType
                ? t(`audit.objectTypes.${entry.objectType}`, { defaultValue: entry.objectType })
                : null,
              objectId: entry.objectId,
              changes: describeChanges(entry),
            };
          }
        })(),
      };
    },
  };
}
