import { DEFAULT_SORTS, FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@kiosk/common/constants';
import type { Scope } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrganizationMember } from '../users/users.repository.ts';
import type {
  Facets,
  GridQuery,
  GridSortField,
  OrganizationWithParent,
  OrganizationsRepository,
  TreeNode,
} from './organizations.repository.ts';

/** An organization as the service hands it out: the row, its whole sub-tree and its members. */
export interface OrganizationView {
  row: OrganizationWithParent;
  allSubsOrgIds: string[];
  members: OrganizationMember[];
}

export interface GridRequest {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: { field?: GridSortField | undefined; order?: 'asc' | 'desc' | undefined } | null | undefined;
  search?: string | null | undefined;
  filters?: {
    country?: readonly string[] | null | undefined;
    city?: readonly string[] | null | undefined;
    zipcode?: readonly string[] | null | undefined;
    type?: readonly string[] | null | undefined;
    parentOrg?: readonly string[] | null | undefined;
  } | null;
}

export interface GridView extends Facets {
  total: number;
  parentOrg: TreeNode[];
  data: OrganizationView[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the browser: a malformed one is simply not found (no database error, no hint). */
export function isId(value: string): boolean {
  return UUID.test(value);
}

/** The users module's answer to "who is a member of these organizations" (injected: no import cycle). */
export type MembersOf = (orgIds: readonly string[]) => Promise<OrganizationMember[]>;

export function createOrganizationsReadService(organizations: OrganizationsRepository, membersOf: MembersOf) {
  async function toViews(rows: OrganizationWithParent[]): Promise<OrganizationView[]> {
    const ids = rows.map((r) => r.id);
    const [subs, members] = await Promise.all([organizations.descendantsOf(ids), membersOf(ids)]);
    return rows.map((row) => ({
      row,
      allSubsOrgIds: subs.get(row.id) ?? [],
      members: members.filter((m) => m.orgId === row.id),
    }));
  }

  return {
    toViews,

    /** An organization in the caller's scope; unknown and out-of-scope ids are both NOT_FOUND. */
    async getById(scope: Scope, id: string): Promise<OrganizationView> {
      const row = isId(id) ? await organizations.findInScope(scope, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      const [view] = await toViews([row]);
      if (!view) throw new AppError('NOT_FOUND');
      return view;
    },

    async getAll(scope: Scope): Promise<OrganizationView[]> {
      return toViews(await organizations.listInScope(scope));
    },

    /** One page (25 rows from page 0, name ascending by default) with facets over everything the caller may see. */
    async grid(scope: Scope, request: GridRequest | null | undefined): Promise<GridView> {
      const pageSize = Math.min(Math.max(1, request?.pageSize ?? PAGE_SIZE), MAX_PAGE_SIZE);
      const page = Math.max(FIRST_PAGE, request?.page ?? FIRST_PAGE);
      const filters = request?.filters ?? {};
      const query: GridQuery = {
        offset: page * pageSize,
        limit: pageSize,
        sort: {
          field: request?.sort?.field ?? DEFAULT_SORTS.organizations.field,
          order: request?.sort?.order ?? DEFAULT_SORTS.organizations.order,
        },
        search: request?.search?.trim() || undefined,
        filters: {
          country: filters.country ?? undefined,
          city: filters.city ?? undefined,
          zipcode: filters.zipcode ?? undefined,
          type: filters.type ?? undefined,
          // A malformed id cannot match a row; dropping it keeps the database from refusing the cast.
          parentOrg: filters.parentOrg
            ? filters.parentOrg.map((id) => (isId(id) ? id : '00000000-0000-0000-0000-000000000000'))
            : undefined,
        },
      };
      const [{ total, rows }, facets, parents] = await Promise.all([
        organizations.page(scope, query),
        organizations.facets(scope),
        organizations.parentsInScope(scope),
      ]);
      return { total, ...facets, parentOrg: parents, data: await toViews(rows) };
    },
  };
}

export type OrganizationsReadService = ReturnType<typeof createOrganizationsReadService>;
