import { describe, expect, it } from 'vitest';
import { activeFilters, parseListState, serializeListState, type ListDefaults } from './list-state.ts';

const defaults: ListDefaults<'name' | 'createdAt', 'category' | 'archived'> = {
  sort: { field: 'name', order: 'asc' },
  sortFields: ['name', 'createdAt'],
  filters: { category: 'all', archived: 'hide' },
};

describe('parseListState', () => {
  it('gives the spec defaults for an empty URL: page 0, 25 per page, default sort, filters all', () => {
    expect(parseListState(new URLSearchParams(), defaults)).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'name', order: 'asc' },
      search: '',
      filters: { category: 'all', archived: 'hide' },
    });
  });

  it('reads page, size, sort, search and known filters', () => {
    const params = new URLSearchParams('page=3&size=50&sort=createdAt&order=desc&q=cola&category=Water&other=x');
    expect(parseListState(params, defaults)).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'createdAt', order: 'desc' },
      search: 'cola',
      filters: { category: 'Water', archived: 'hide' },
    });
  });

  it('falls back to defaults for malformed or unknown values', () => {
    const params = new URLSearchParams('page=-1&size=0&sort=password&order=sideways');
    const state = parseListState(params, defaults);
    expect(state.page).toBe(0);
    expect(state.pageSize).toBe(25);
    expect(state.sort).toEqual({ field: 'name', order: 'asc' });
    expect(parseListState(new URLSearchParams('size=100000'), defaults).pageSize).toBe(25);
    expect(parseListState(new URLSearchParams('page=1.5'), defaults).page).toBe(0);
  });
});

describe('serializeListState', () => {
  it('leaves defaults out of the URL', () => {
    const state = parseListState(new URLSearchParams(), defaults);
    expect(serializeListState(state, defaults).toString()).toBe('');
  });

  it('round-trips a non-default state and keeps unrelated params', () => {
    const state = {
      page: 2,
      pageSize: 25,
      sort: { field: 'createdAt' as const, order: 'desc' as const },
      search: ' ean 4006 ',
      filters: { category: 'Soft drinks', archived: 'show' },
    };
    const params = serializeListState(state, defaults, new URLSearchParams('tab=prices&page=9'));
    expect(params.get('tab')).toBe('prices');
    expect(params.get('page')).toBe('2');
    expect(params.get('q')).toBe('ean 4006');
    expect(params.get('category')).toBe('Soft drinks');
    expect(parseListState(params, defaults)).toEqual({ ...state, search: 'ean 4006' });
  });

  it('removes a filter that went back to its default', () => {
    const state = parseListState(new URLSearchParams('category=Water'), defaults);
    const params = serializeListState({ ...state, filters: { ...state.filters, category: 'all' } }, defaults);
    expect(params.has('category')).toBe(false);
  });
});

describe('activeFilters', () => {
  it("drops 'all' and empty values", () => {
    expect(activeFilters({ category: 'all', manufacturer: 'Acme', familyId: '' })).toEqual({ manufacturer: 'Acme' });
  });
});
