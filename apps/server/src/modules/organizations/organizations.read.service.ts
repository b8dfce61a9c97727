import { DEFAULT_SORTS } from '@kiosk/common/constants';
import type { Scope } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/paging.ts';
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
  /** The kiosks the organization owns (directly), by name. */
  kiosks: { id: string; name: string; serialNumber: string }[];
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

/** A user with their role in one organization (an organization's member list). */
export interface OrganizationMember {
  orgId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  status: string;
}

/** The users module's answer to "who is a member of these organizations" (a port: no import cycle). */
export type MembersOf = (orgIds: readonly string[]) => Promise<OrganizationMember[]>;

/** The kiosks module's answer to "which kiosks do these organizations own" (a port). */
export type KiosksOf = (
  orgIds: readonly string[],
) => Promise<{ id: string; name: string; serialNumber: string; orgId: string }[]>;

export function createOrganizationsReadService(
  organizations: OrganizationsRepository,
  ports: { membersOf: MembersOf; kiosksOf: KiosksOf },
) {
  async function toViews(rows: OrganizationWithParent[]): Promise<OrganizationView[]> {
    const ids = rows.map((r) => r.id);
    const [subs, members, kiosks] = await Promise.all([
      organizations.descendantsOf(ids),
      ports.membersOf(ids),
      ids.length ? ports.kiosksOf(ids) : [],
    ]);
    return rows.map((row) => ({
      row,
      allSubsOrgIds: subs.get(row.id) ?? [],
      members: members.filter((m) => m.orgId === row.id),
      kiosks: kiosks
        .filter((k) => k.orgId === row.id)
        .map(({ id, name, serialNumber }) => ({ id, name, serialNumber })),
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
      const { offset, limit } = pageWindow(request?.page, request?.pageSize);
      const filters = request?.filters ?? {};
      const query: GridQuery = {
        offset,
        limit,
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
