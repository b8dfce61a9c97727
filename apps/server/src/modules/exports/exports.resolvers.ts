import type { DataExport, Resolvers } from '../../generated/graphql.ts';
import type { ExportRow } from './exports.repository.ts';
import type { ExportsService } from './exports.service.ts';

export const downloadPath = (id: string) => `/api/v1/exports/${id}/download`;

function toExportGraph(row: ExportRow): DataExport {
  return {
    _id: row.id,
    kind: row.kind,
    format: row.format === 'xlsx' || row.format === 'pdf' ? row.format : 'csv',
    language: row.language === 'de' ? 'de' : 'en',
    status: row.status as DataExport['status'],
    fileName: row.fileName,
    rowCount: row.rowCount,
    error: row.error,
    downloadUrl: row.status === 'done' ? downloadPath(row.id) : null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

/** GraphQL ↔ exports service. */
export function createExportsResolvers(exports: ExportsService): Resolvers {
  return {
    Query: {
      getMyExports: async (_parent, { page, pageSize }, ctx) => {
        const { total, rows } = await exports.listMine(ctx.viewer, page, pageSize);
        return { total, data: rows.map(toExportGraph) };
      },
    },
  };
}
