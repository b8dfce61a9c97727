import { describe, expect, it } from 'vitest';
import {
  defaultParent,
  excludedParentIds,
  parentOptions,
  parentRequired,
  subOrganizations,
  type EditedOrganization,
} from './parent-options.ts';

// holding → (berlin → berlin-mitte), munich; foreign stands alone.
const all = [
  { _id: 'holding', name: 'Holding', parentOrg: null },
  { _id: 'munich', name: 'München', parentOrg: { _id: 'holding' } },
  { _id: 'berlin', name: 'berlin', parentOrg: { _id: 'holding' } },
  { _id: 'mitte', name: 'Berlin Mitte', parentOrg: { _id: 'berlin' } },
  { _id: 'foreign', name: 'Foreign', parentOrg: null },
];
const berlin: EditedOrganization = {
  _id: 'berlin',
  allSubsOrgIds: ['mitte'],
  parentOrg: { _id: 'holding', name: 'Holding' },
};

describe('parentOptions', () => {
  it('offers every organization by name when creating', () => {
    expect(parentOptions(all, null).map((o) => o.label)).toEqual([
      'berlin',
      'Berlin Mitte',
      'Foreign',
      'Holding',
      'München',
    ]);
  });

  it('never offers the organization itself nor any organization below it', () => {
    const values = parentOptions(all, berlin).map((o) => o.value);
    expect(values).not.toContain('berlin');
    expect(values).not.toContain('mitte');
    expect(values).toEqual(['foreign', 'holding', 'munich']);
    expect(excludedParentIds(berlin)).toEqual(new Set(['berlin', 'mitte']));
    expect(excludedParentIds(null).size).toBe(0);
  });

  it('keeps the current parent choosable when the caller cannot see it', () => {
    const own: EditedOrganization = {
      _id: 'berlin',
      allSubsOrgIds: ['mitte'],
      parentOrg: { _id: 'hidden', name: 'Hidden Group' },
    };
    const visible = all.filter((o) => o._id === 'berlin' || o._id === 'mitte');
    expect(parentOptions(visible, own)).toEqual([{ value: 'hidden', label: 'Hidden Group' }]);
  });
});

describe('parentRequired / defaultParent', () => {
  it('lets root keep any organization at the top level', () => {
    expect(parentRequired(true, null)).toBe(false);
    expect(parentRequired(true, berlin)).toBe(false);
  });

  it('makes an admin choose a parent, except for an organization already at the top level', () => {
    expect(parentRequired(false, null)).toBe(true);
    expect(parentRequired(false, berlin)).toBe(true);
    expect(parentRequired(false, { _id: 'holding', allSubsOrgIds: ['berlin'], parentOrg: null })).toBe(false);
  });

  it('starts an admin’s new organization below the first organization they administer', () => {
    const options = parentOptions(all, null);
    expect(defaultParent(false, ['gone', 'munich', 'holding'], options)).toBe('munich');
    expect(defaultParent(false, ['gone'], options)).toBeNull();
    expect(defaultParent(true, ['munich'], options)).toBeNull();
  });
});

describe('subOrganizations', () => {
  it('resolves allSubsOrgIds to organizations by name and drops ids it cannot name', () => {
    const subs = subOrganizations(all, ['munich', 'mitte', 'berlin', 'unknown']);
    expect(subs.map((o) => o.name)).toEqual(['berlin', 'Berlin Mitte', 'München']);
  });
});
