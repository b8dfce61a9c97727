import { describe, expect, it } from 'vitest';
import { parseListState } from '../../lib/list-state.ts';
import { PRODUCTS_LIST_DEFAULTS, productsGridInput } from './products-grid-input.ts';

const input = (query: string) => productsGridInput(parseListState(new URLSearchParams(query), PRODUCTS_LIST_DEFAULTS));

describe('products list → productLinesGrid', () => {
  it('asks for page 0 of 25 by name ascending without archived products by default (spec §9)', () => {
    expect(input('')).toEqual({ page: 0, pageSize: 25, sortField: 'name', sortOrder: 'asc', includeArchived: false });
  });

  it('sends search, sort, the chosen filters and archived products when shown', () => {
    expect(input('q=+cola+&page=1&sort=manufacturer&order=desc&category=Drinks&familyId=f1&archived=show')).toEqual({
      page: 1,
      pageSize: 25,
      sortField: 'manufacturer',
      sortOrder: 'desc',
      search: 'cola',
      category: 'Drinks',
      familyId: 'f1',
      includeArchived: true,
    });
  });
});
