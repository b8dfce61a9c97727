import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-diff.ts';

describe('fieldChanges', () => {
  it('lists the changed columns of an update before → after, money as recorded', () => {
    expect(fieldChanges('{"price":"1.00"}', '{"price":"1.35"}')).toEqual([
      { field: 'price', before: '1.00', after: '1.35' },
    ]);
  });

  it("lists an insert's non-empty columns with nothing before", () => {
    expect(fieldChanges(null, '{"name":"Cola","notes":null,"pin":"••••"}')).toEqual([
      { field: 'name', before: '—', after: 'Cola' },
      { field: 'pin', before: '—', after: '••••' },
    ]);
  });

  it('shows nested values as JSON and survives unreadable text', () => {
    expect(fieldChanges('{"tags":["a"]}', '{"tags":["a","b"]}')).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(fieldChanges('not json', null)).toEqual([]);
  });
});
