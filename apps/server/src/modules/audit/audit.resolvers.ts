import type { Resolvers } from '../../generated/graphql.ts';
import type { AuditService } from './audit.service.ts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** GraphQL ↔ audit service (organizations endpoint). */
export function createAuditResolvers(audit: AuditService): Resolvers {
  return {
    Query: {
      gridAuditEntries: async (_parent, { filter, page, pageSize }, { viewer }) => {
        const { total, data, objectTypes, actors } = await audit.grid(viewer, filter, page, pageSize);
        return {
          total,
          objectTypes,
          actors,
          data: data.map((entry) => ({
            _id: entry.id,
            at: entry.at,
            actorType: entry.actorType,
            userId: entry.userId,
            apiKeyId: entry.apiKeyId,
            actorEmail: entry.actorEmail,
            endpoint: entry.endpoint,
            operation: entry.operation,
            objectType: entry.objectType,
            objectId: entry.objectId,
            orgId: entry.orgId,
            orgName: entry.orgName,
            args: JSON.stringify(entry.args),
            changeCount: entry.changeCount,
            changes: entry.changes.map((change) => ({
              objectType: change.tableName,
              objectId: change.rowId,
              action: change.action,
              before: json(change.before),
              after: json(change.after),
            })),
          })),
        };
      },
    },
  };
}
