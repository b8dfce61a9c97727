/**
 * Choosing a parent organization (spec §5): never the organization itself nor one of its
 * sub-organizations (allSubsOrgIds, any depth); only root may leave an organization at the top level.
 */
import type { OrganizationSummary } from '../../lib/lookups.ts';
import type { OrganizationDetail } from './organizations.queries.ts';

type Named = Pick<OrganizationSummary, '_id' | 'name'>;

/** The organization being edited, as getOrganizationById returns it (null when creating). */
export type EditedOrganization = Pick<OrganizationDetail, '_id' | 'allSubsOrgIds' | 'parentOrg'>;

export interface SelectOption {
  value: string;
  label: string;
}

/** Ids a parent may not be: the organization and everything below it. */
export function excludedParentIds(self: EditedOrganization | null): Set<string> {
  return self ? new Set([self._id, ...self.allSubsOrgIds]) : new Set();
}

const byName = (locale: string) => (a: SelectOption, b: SelectOption) =>
  a.label.localeCompare(b.label, locale, { sensitivity: 'base' }) || a.value.localeCompare(b.value);

/**
 * The parent choices: every visible organization except the excluded ones, by name. The current
 * parent stays choosable even when the caller cannot see it (an admin editing their own organization).
 */
export function parentOptions(all: readonly Named[], self: EditedOrganization | null, locale = 'en'): SelectOption[] {
  const excluded = excludedParentIds(self);
  const options = all.filter((org) => !excluded.has(org._id)).map((org) => ({ value: org._id, label: org.name }));
  const current = self?.parentOrg;
  if (current && !options.some((option) => option.value === current._id)) {
    options.push({ value: current._id, label: current.name });
  }
  return options.sort(byName(locale));
}

/** Whether the form must have a parent: root may choose the top level; an admin only keeps a top-level organization there. */
export function parentRequired(isRoot: boolean, self: EditedOrganization | null): boolean {
  if (isRoot) return false;
  return self === null || self.parentOrg !== null;
}

/** allSubsOrgIds resolved to names (by name); ids the caller cannot see are left out. */
export function subOrganizations<T extends Named>(all: readonly T[], ids: readonly string[], locale = 'en'): T[] {
  const wanted = new Set(ids);
  return all
    .filter((org) => wanted.has(org._id))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) || a._id.localeCompare(b._id));
}

/**
 * The parent a new organization starts with: none for root (top level is allowed), otherwise the
 * first organization the admin administers that is a valid choice.
 */
export function defaultParent(
  isRoot: boolean,
  adminOrgIds: readonly string[],
  options: readonly SelectOption[],
): string | null {
  if (isRoot) return null;
  return adminOrgIds.find((id) => options.some((option) => option.value === id)) ?? null;
}
