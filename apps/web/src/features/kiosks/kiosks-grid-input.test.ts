import { describe, expect, it } from 'vitest';
import { parseListState } from '../../lib/list-state.ts';
import { KIOSKS_LIST_DEFAULTS, kiosksGridInput } from './kiosks-grid-input.ts';

describe('kiosksGridInput', () => {
  it('asks for 25 kiosks by name ascending without filters by default', () => {
    const state = parseListState(new URLSearchParams(), KIOSKS_LIST_DEFAULTS);
    expect(kiosksGridInput(state)).toEqual({ page: 0, pageSize: 25, sortField: 'name', sortOrder: 'asc' });
  });

  it('sends the search, the chosen filters and the tag as a list', () => {
    const state = parseListState(
      new URLSearchParams('q=K-1&network=online&door=open&service=outOfService&tag=Lobby'),
      KIOSKS_LIST_DEFAULTS,
    );
    expect(kiosksGridInput(state)).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'name',
      sortOrder: 'asc',
      search: 'K-1',
      network: 'online',
      door: 'open',
      service: 'outOfService',
      tags: ['Lobby'],
    });
  });

  it("sorts by today's income on the server when the list is sorted by it", () => {
    const state = parseListState(new URLSearchParams('sort=dayIncome&order=desc&page=2'), KIOSKS_LIST_DEFAULTS);
    expect(kiosksGridInput(state)).toEqual({ page: 2, pageSize: 25, sortField: 'dayIncome', sortOrder: 'desc' });
  });
});
