/**
 * The organizations list's URL state (ARCHITECTURE invariant 4) and its translation into the
 * getOrganizationsGrid request: one value per filter in the URL, a list of one in the API.
 */
import { DEFAULT_SORTS, ORGANIZATION_TYPES } from '@kiosk/common/constants';
import type { OrganizationSortField, OrganizationsGridInput, OrganizationType } from '../../generated/graphql.ts';
import { activeFilters, ALL, gridPaging, type ListDefaults, type ListState } from '../../lib/list-state.ts';

const SORT_FIELDS = [
  'name',
  'city',
  'country',
  'zipcode',
  'type',
  'createdAt',
] as const satisfies readonly OrganizationSortField[];
export type SortField = (typeof SORT_FIELDS)[number];

export type FilterKey = 'country' | 'city' | 'zipcode' | 'type' | 'parent';

export const ORGANIZATIONS_LIST_DEFAULTS: ListDefaults<SortField, FilterKey> = {
  sort: { field: DEFAULT_SORTS.organizations.field, order: DEFAULT_SORTS.organizations.order },
  sortFields: SORT_FIELDS,
  filters: { country: ALL, city: ALL, zipcode: ALL, type: ALL, parent: ALL },
};

const isType = (value: string): value is OrganizationType => (ORGANIZATION_TYPES as readonly string[]).includes(value);

/** The grid request for the list state; filters set to 'all' are left out, an unknown type filters nothing. */
export function organizationsGridInput(state: ListState<SortField, FilterKey>): OrganizationsGridInput {
  const f = activeFilters(state.filters);
  const filters: NonNullable<OrganizationsGridInput['filters']> = {
    ...(f.country ? { country: [f.country] } : {}),
    ...(f.city ? { city: [f.city] } : {}),
    ...(f.zipcode ? { zipcode: [f.zipcode] } : {}),
    ...(f.type && isType(f.type) ? { type: [f.type] } : {}),
    ...(f.parent ? { parentOrg: [f.parent] } : {}),
  };
  return {
    ...gridPaging(state),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** Facet values as select options; the selected value stays listed even when the facets no longer hold it. */
export function facetOptions(
  values: readonly string[],
  selected: string | undefined,
): { value: string; label: string }[] {
  const all = selected && selected !== ALL && !values.includes(selected) ? [...values, selected] : [...values];
  return all.map((value) => ({ value, label: value }));
}
