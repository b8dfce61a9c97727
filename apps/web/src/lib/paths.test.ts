import { describe, expect, it } from 'vitest';
import { featurePaths } from './paths.ts';

describe('featurePaths', () => {
  it('builds list, create, detail and edit paths in the spec scheme', () => {
    const users = featurePaths('/users');
    expect(users.list).toBe('/users');
    expect(users.create).toBe('/users/detail/new');
    expect(users.detail('u1')).toBe('/users/detail/u1');
    expect(users.edit('u1')).toBe('/users/detail/u1/edit');
  });

  it('escapes ids so a path segment stays one segment', () => {
    expect(featurePaths('/kiosks').detail('a/b c')).toBe('/kiosks/detail/a%2Fb%20c');
  });
});
