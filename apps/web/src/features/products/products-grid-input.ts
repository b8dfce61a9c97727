/** The products list's URL state (lib/list-state.ts) → productLinesGrid input (spec §9: page 25, name ascending). */
import { DEFAULT_SORTS } from '@kiosk/common/constants';
import { PRODUCT_LINE_SORT_FIELDS } from '@kiosk/common/validation';
import type { ProductLinesGridInput, ProductLineSortField } from '../../generated/graphql.ts';
import { activeFilters, ALL, gridPaging, type ListDefaults, type ListState } from '../../lib/list-state.ts';

export type ProductFilterKey = 'category' | 'manufacturer' | 'familyId' | 'archived';

export const PRODUCTS_LIST_DEFAULTS: ListDefaults<ProductLineSortField, ProductFilterKey> = {
  sort: DEFAULT_SORTS.products as { field: ProductLineSortField; order: 'asc' | 'desc' },
  sortFields: PRODUCT_LINE_SORT_FIELDS,
  filters: { category: ALL, manufacturer: ALL, familyId: ALL, archived: 'hide' },
};

/** This API takes the sort as two fields and the filters at the top level; archived ones only when shown. */
export function productsGridInput(state: ListState<ProductLineSortField, ProductFilterKey>): ProductLinesGridInput {
  const { sort, ...paging } = gridPaging(state);
  const { archived, ...filters } = activeFilters(state.filters);
  return {
    ...paging,
    sortField: sort.field,
    sortOrder: sort.order,
    ...filters,
    includeArchived: archived === 'show',
  };
}
