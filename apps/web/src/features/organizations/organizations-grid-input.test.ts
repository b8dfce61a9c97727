import { describe, expect, it } from 'vitest';
import { parseListState } from '../../lib/list-state.ts';
import { facetOptions, ORGANIZATIONS_LIST_DEFAULTS, organizationsGridInput } from './organizations-grid-input.ts';

const stateOf = (query: string) => parseListState(new URLSearchParams(query), ORGANIZATIONS_LIST_DEFAULTS);

describe('organizations list state → getOrganizationsGrid', () => {
  it('asks for page 0, 25 rows, name ascending and no filters by default (spec §9)', () => {
    expect(organizationsGridInput(stateOf(''))).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'name', order: 'asc' },
    });
  });

  it('sends search, sort and each chosen filter as a one-value list', () => {
    const input = organizationsGridInput(
      stateOf(
        'page=2&sort=city&order=desc&q=%20kiosk%20&country=Germany&city=Berlin&zipcode=10117&type=Manufacturer&parent=p1',
      ),
    );
    expect(input).toEqual({
      page: 2,
      pageSize: 25,
      sort: { field: 'city', order: 'desc' },
      search: 'kiosk',
      filters: {
        country: ['Germany'],
        city: ['Berlin'],
        zipcode: ['10117'],
        type: ['Manufacturer'],
        parentOrg: ['p1'],
      },
    });
  });

  it('ignores an unknown sort field and an unknown type from a hand-edited URL', () => {
    const input = organizationsGridInput(stateOf('sort=password&type=Robot&city=all'));
    expect(input.sort).toEqual({ field: 'name', order: 'asc' });
    expect(input.filters).toBeUndefined();
  });

  it('keeps the chosen facet value listed even when the facets no longer hold it', () => {
    expect(facetOptions(['Berlin', 'Munich'], 'Hamburg').map((o) => o.value)).toEqual(['Berlin', 'Munich', 'Hamburg']);
    expect(facetOptions(['Berlin'], 'all')).toEqual([{ value: 'Berlin', label: 'Berlin' }]);
  });
});
