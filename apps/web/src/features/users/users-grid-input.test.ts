import { describe, expect, it } from 'vitest';
import { parseListState } from '../../lib/list-state.ts';
import { USERS_LIST_DEFAULTS, usersGridInput } from './users-grid-input.ts';
import { usersExportPath } from './users.export.ts';

const input = (query: string) => usersGridInput(parseListState(new URLSearchParams(query), USERS_LIST_DEFAULTS));

describe('users list → getAllUsersGrid', () => {
  it('asks for page 0 of 25 by first name ascending with no filters by default (spec §9)', () => {
    expect(input('')).toEqual({ page: 0, pageSize: 25, sort: { field: 'firstName', order: 'asc' }, filters: {} });
  });

  it('sends search, page, sort and the chosen filters', () => {
    expect(input('q=+nora+&page=2&sort=email&order=desc&organization=org-1&role=admin&status=inactive')).toEqual({
      page: 2,
      pageSize: 25,
      sort: { field: 'email', order: 'desc' },
      search: 'nora',
      filters: { organization: 'org-1', role: 'admin', status: 'inactive' },
    });
  });

  it("leaves out 'all' and values the API would refuse", () => {
    expect(input('role=owner&status=deleted&organization=all&sort=password').filters).toEqual({});
    expect(input('sort=password').sort).toEqual({ field: 'firstName', order: 'asc' });
  });

  it('exports in the chosen format and language (spec §7)', () => {
    expect(usersExportPath('xlsx', 'de')).toBe('/api/v1/organizations/export/users/xlsx/de');
    expect(usersExportPath('csv', 'en')).toBe('/api/v1/organizations/export/users/csv/en');
  });
});
