/**
 * List state in the URL (ARCHITECTURE invariant 4): page (from 0), page size, sort, search and filters
 * live in the search params so a list view can be shared and reloaded.
 *
 *   const list = useListState({ sort: DEFAULT_SORTS.products, filters: { category: 'all' } });
 *   list.state.page / .pageSize / .sort / .search / .filters.category
 *   list.setPage(2); list.setSort({ field: 'name', order: 'desc' }); list.setFilter('category', 'Water');
 *   activeFilters(list.state.filters) → only the filters that are not 'all'
 *
 * URL params: `page` (from 0), `size`, `sort`, `order`, `q` (search) and one param per filter key (so
 * filter keys must not be one of those). Values equal to the defaults are left out of the URL. The
 * filter value 'all' means no filter (spec §9). Changing search, a filter, the sort or the page size
 * goes back to the first page.
 */
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@kiosk/common/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type SortOrder = 'asc' | 'desc';

interface SortState<Field extends string = string> {
  field: Field;
  order: SortOrder;
}

/** The filter value meaning "no filter". */
export const ALL = 'all';

export interface ListDefaults<Field extends string = string, FilterKey extends string = string> {
  sort: SortState<Field>;
  /** Sort fields the list accepts; a different `sort` in the URL falls back to the default. */
  sortFields?: readonly Field[];
  pageSize?: number;
  /** Every filter the list knows with its default value (usually 'all'). */
  filters?: Record<FilterKey, string>;
}

export interface ListState<Field extends string = string, FilterKey extends string = string> {
  page: number;
  pageSize: number;
  sort: SortState<Field>;
  search: string;
  filters: Record<FilterKey, string>;
}

const RESERVED = new Set(['page', 'size', 'sort', 'order', 'q']);

function nonNegativeInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed <= max ? parsed : fallback;
}

/** Reads the list state from search params; anything missing or malformed takes its default. */
export function parseListState<Field extends string, FilterKey extends string>(
  params: URLSearchParams,
  defaults: ListDefaults<Field, FilterKey>,
): ListState<Field, FilterKey> {
  const defaultFilters = (defaults.filters ?? {}) as Record<FilterKey, string>;
  const field = params.get('sort');
  const order = params.get('order');
  const fieldOk =
    field !== null && (!defaults.sortFields || (defaults.sortFields as readonly string[]).includes(field));
  const filters = { ...defaultFilters };
  for (const key of Object.keys(defaultFilters) as FilterKey[]) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const pageSize = nonNegativeInt(params.get('size'), defaults.pageSize ?? PAGE_SIZE, MAX_PAGE_SIZE);
  return {
    page: nonNegativeInt(params.get('page'), FIRST_PAGE),
    pageSize: pageSize > 0 ? pageSize : (defaults.pageSize ?? PAGE_SIZE),
    sort: {
      field: fieldOk ? (field as Field) : defaults.sort.field,
      order: order === 'asc' || order === 'desc' ? order : fieldOk ? 'asc' : defaults.sort.order,
    },
    search: params.get('q') ?? '',
    filters,
  };
}

/**
 * Writes the list state into search params, leaving defaults out. Params that are not part of the
 * list (e.g. `tab`) are kept from `base`.
 */
export function serializeListState<Field extends string, FilterKey extends string>(
  state: ListState<Field, FilterKey>,
  defaults: ListDefaults<Field, FilterKey>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const defaultFilters = (defaults.filters ?? {}) as Record<FilterKey, string>;
  for (const key of [...RESERVED, ...Object.keys(defaultFilters)]) params.delete(key);
  if (state.page !== FIRST_PAGE) params.set('page', String(state.page));
  if (state.pageSize !== (defaults.pageSize ?? PAGE_SIZE)) params.set('size', String(state.pageSize));
  if (state.sort.field !== defaults.sort.field || state.sort.order !== defaults.sort.order) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  if (state.search.trim()) params.set('q', state.search.trim());
  for (const key of Object.keys(defaultFilters) as FilterKey[]) {
    const value = state.filters[key];
    if (value !== undefined && value !== defaultFilters[key]) params.set(key, value);
  }
  return params;
}

/**
 * The part of every grid request (get<X>Grid input) the list state decides on its own: page, page size,
 * sort and the trimmed search (left out when empty). Each area's `<area>-grid-input.ts` adds its filters.
 */
export function gridPaging<Field extends string, FilterKey extends string>(state: ListState<Field, FilterKey>) {
  const search = state.search.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: { field: state.sort.field, order: state.sort.order },
    ...(search ? { search } : {}),
  };
}

/** The filters that actually filter: every value except 'all' and ''. */
export function activeFilters<FilterKey extends string>(
  filters: Record<FilterKey, string>,
): Partial<Record<FilterKey, string>> {
  return Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value !== ALL && value !== ''),
  ) as Partial<Record<FilterKey, string>>;
}

export interface ListController<Field extends string = string, FilterKey extends string = string> {
  state: ListState<Field, FilterKey>;
  defaults: ListDefaults<Field, FilterKey>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: SortState<Field>): void;
  setSearch(search: string): void;
  setFilter(key: FilterKey, value: string): void;
  /** Back to the defaults (clears search and filters). */
  reset(): void;
}

/** The list state of the current route, kept in its URL search params. */
export function useListState<Field extends string, FilterKey extends string = never>(
  defaults: ListDefaults<Field, FilterKey>,
): ListController<Field, FilterKey> {
  const [params, setParams] = useSearchParams();
  // Callers pass object literals; key the memo on their content, not their identity.
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const state = useMemo(() => parseListState(params, stableDefaults), [params, stableDefaults]);

  const update = useCallback(
    (patch: (current: ListState<Field, FilterKey>) => ListState<Field, FilterKey>, replace = false) => {
      setParams(
        (current) => serializeListState(patch(parseListState(current, stableDefaults)), stableDefaults, current),
        { replace },
      );
    },
    [setParams, stableDefaults],
  );

  return useMemo(
    () => ({
      state,
      defaults: stableDefaults,
      setPage: (page) => update((s) => ({ ...s, page: Math.max(FIRST_PAGE, page) })),
      setPageSize: (pageSize) => update((s) => ({ ...s, pageSize, page: FIRST_PAGE })),
      setSort: (sort) => update((s) => ({ ...s, sort, page: FIRST_PAGE })),
      // Typing in the search box should not fill the history with one entry per keystroke.
      setSearch: (search) => update((s) => ({ ...s, search, page: FIRST_PAGE }), true),
      setFilter: (key, value) => update((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: FIRST_PAGE })),
      reset: () =>
        update(() => ({
          page: FIRST_PAGE,
          pageSize: stableDefaults.pageSize ?? PAGE_SIZE,
          sort: stableDefaults.sort,
          search: '',
          filters: { ...((stableDefaults.filters ?? {}) as Record<FilterKey, string>) },
        })),
    }),
    [state, stableDefaults, update],
  );
}
