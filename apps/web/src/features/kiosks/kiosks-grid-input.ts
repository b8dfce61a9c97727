/** The kiosks list's URL state (lib/list-state.ts) → getKiosksGrid input (spec §9: page 25, name ascending). */
import { DEFAULT_SORTS } from '@kiosk/common/constants';
import { KIOSK_SORT_FIELDS } from '@kiosk/common/validation';
import type { KiosksGridInput, KioskSortField } from '../../generated/graphql.ts';
import { activeFilters, ALL, gridPaging, type ListDefaults, type ListState } from '../../lib/list-state.ts';

export type KioskFilterKey = 'orgId' | 'network' | 'service' | 'door' | 'tag';

export const KIOSKS_LIST_DEFAULTS: ListDefaults<KioskSortField, KioskFilterKey> = {
  sort: DEFAULT_SORTS.kiosks as { field: KioskSortField; order: 'asc' | 'desc' },
  sortFields: KIOSK_SORT_FIELDS,
  filters: { orgId: ALL, network: ALL, service: ALL, door: ALL, tag: ALL },
};

/** This API takes the sort as two fields and the filters at the top level; the one chosen tag as a list. */
export function kiosksGridInput(state: ListState<KioskSortField, KioskFilterKey>): KiosksGridInput {
  const { sort, ...paging } = gridPaging(state);
  const { tag, ...filters } = activeFilters(state.filters);
  return {
    ...paging,
    sortField: sort.field,
    sortOrder: sort.order,
    ...filters,
    ...(tag ? { tags: [tag] } : {}),
  };
}
