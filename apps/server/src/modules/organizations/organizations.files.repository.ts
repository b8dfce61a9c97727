import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationFiles } from '../../db/schema/organizations.ts';

export type OrganizationFileRow = typeof organizationFiles.$inferSelect;
export type NewOrganizationFileRow = typeof organizationFiles.$inferInsert;

/**
 * Files attached to an organization. Callers pass an organization id the service has already checked
 * against the caller's scope; every read is narrowed to that organization.
 */
export function createOrganizationFilesRepository(db: Db) {
  return {
    async insert(row: NewOrganizationFileRow): Promise<OrganizationFileRow> {
      const [created] = await db.insert(organizationFiles).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async list(orgId: string): Promise<OrganizationFileRow[]> {
      return db
        .select()
        .from(organizationFiles)
        .where(eq(organizationFiles.orgId, orgId))
        .orderBy(desc(organizationFiles.createdAt), desc(organizationFiles.id));
    },

    async find(orgId: string, fileId: string): Promise<OrganizationFileRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationFiles)
        .where(and(eq(organizationFiles.orgId, orgId), eq(organizationFiles.id, fileId)));
      return row;
    },

    async delete(orgId: string, fileId: string): Promise<OrganizationFileRow | undefined> {
      const [row] = await db
        .delete(organizationFiles)
        .where(and(eq(organizationFiles.orgId, orgId), eq(organizationFiles.id, fileId)))
        .returning();
      return row;
    },
  };
}

export type OrganizationFilesRepository = ReturnType<typeof createOrganizationFilesRepository>;
