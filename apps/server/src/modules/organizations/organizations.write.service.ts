import { randomBytes } from 'node:crypto';
import { organizationInput, organizationUpdateInput, type OrganizationUpdateInput } from '@kiosk/common/validation';
import { canReach, type Scope } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import type {
  NewOrganizationRow,
  OrganizationsRepository,
  OrganizationWithParent,
} from './organizations.repository.ts';
import { isId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type OrganizationsReadService, type OrganizationView } from './organizations.read.service.ts';

const TOP_LEVEL_ROOT_ONLY = 'Only a Super Admin may create top-level organizations';

/** Lowercase ASCII words joined by dashes ("Café Nord GmbH" → "cafe-nord-gmbh"). */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'organization';
}

const blank = <T>(value: T | null | undefined): T | null | undefined => (value === '' ? null : value);

/** Form fields → column values. Absent fields stay absent (unchanged); given groups are replaced whole. */
function toColumns(data: OrganizationUpdateInput): Partial<NewOrganizationRow> {
  const patch: Partial<NewOrganizationRow> = {};
  if (data.name !== undefined) patch.name = data.name;
  if (data.slug) patch.slug = data.slug;
  if (data.appleId !== undefined) patch.appleId = blank(data.appleId);
  if (data.description !== undefined) patch.description = blank(data.description);
  if (data.type) patch.type = data.type;
  if (data.currency) patch.currency = data.currency;
  if (data.timeZone) patch.timeZone = data.timeZone;
  if (data.address !== undefined) {
    const a = data.address ?? {};
    patch.address = blank(a.address) ?? null;
    patch.city = blank(a.city) ?? null;
    patch.state = blank(a.state) ?? null;
    patch.country = blank(a.country) ?? null;
    patch.postalCode = blank(a.postalCode) ?? null;
  }
  if (data.contact !== undefined) {
    const c = data.contact ?? {};
    patch.contact = {
      contactPerson: blank(c.contactPerson) ?? null,
      role: blank(c.role) ?? null,
      email: blank(c.email) ?? null,
      phoneNumber: blank(c.phoneNumber) ?? null,
      supportEmail: blank(c.supportEmail) ?? null,
      supportPhoneNumber: blank(c.supportPhoneNumber) ?? null,
    };
  }
  if (data.support !== undefined) {
    const s = data.support ?? {};
    patch.support = {
      email: blank(s.email) ?? null,
      hotline: blank(s.hotline) ?? null,
      hotlineAvailability: blank(s.hotlineAvailability) ?? null,
    };
  }
  return patch;
}

/** A name arriving as null is a missing required field, not a type error. */
function withNameAsText(input: Record<string, unknown>): Record<string, unknown> {
  return input.name === null ? { ...input, name: '' } : input;
}

export function createOrganizationsWriteService(
  organizations: OrganizationsRepository,
  read: OrganizationsReadService,
) {
  /** The new parent must be an organization the caller reaches; otherwise it does not exist for them. */
  async function parentInScope(scope: Scope, parentId: string): Promise<OrganizationWithParent> {
    const id = parentId.toLowerCase();
    const parent = isId(id) && canReach(scope, id) ? await organizations.findInScope(scope, id) : undefined;
    if (!parent) throw new AppError('NOT_FOUND', { fields: { parentOrg: 'NOT_FOUND' } });
    return parent;
  }

  async function uniqueSlug(name: string): Promise<string> {
    const base = slugify(name);
    const taken = await organizations.slugsStartingWith(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function store<T>(givenSlug: boolean, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (givenSlug && isUniqueViolation(error)) throw new AppError('SLUG_TAKEN', { fields: { slug: 'SLUG_TAKEN' } });
      throw error;
    }
  }

  return {
    /**
     * Only root creates top-level organizations; an admin creates them below an organization in their
     * scope and administers them through that parent (no membership is added).
     */
    async create(scope: Scope, input: Record<string, unknown>): Promise<OrganizationView> {
      const data = parseInput(organizationInput, withNameAsText(input));
      const parent = data.parentOrg ? await parentInScope(scope, data.parentOrg) : undefined;
      if (!parent && !scope.all) throw new AppError('FORBIDDEN', { message: TOP_LEVEL_ROOT_ONLY });
      const columns = { ...toColumns(data), name: data.name, parentId: parent?.id ?? null };
      const row = data.slug
        ? await store(true, () => organizations.insert({ ...columns, slug: data.slug as string }))
        : await store(false, async () => {
            const slug = await uniqueSlug(data.name);
            try {
              return await organizations.insert({ ...columns, slug });
            } catch (error) {
              // Another request took the same slug in between: a random suffix cannot collide again.
              if (!isUniqueViolation(error)) throw error;
              return organizations.insert({ ...columns, slug: `${slug}-${randomBytes(3).toString('hex')}` });
            }
          });
      const [view] = await read.toViews([{ ...row, parentName: parent?.name ?? null }]);
      if (!view) throw new Error('created organization has no view');
      return view;
    },

    /**
     * Updates the given fields. Moving the organization needs the new parent in scope, never below the
     * organization itself (PARENT_CYCLE), and only root makes an organization top-level.
     */
    async update(scope: Scope, orgId: string, input: Record<string, unknown>): Promise<OrganizationView> {
      const current = isId(orgId) ? await organizations.findInScope(scope, orgId) : undefined;
      if (!current) throw new AppError('NOT_FOUND');
      const data = parseInput(organizationUpdateInput, withNameAsText(input));
      const columns = toColumns(data);
      const givenSlug = Boolean(data.slug);
      const moves = data.parentOrg !== undefined && (data.parentOrg?.toLowerCase() ?? null) !== current.parentId;
      let parentName = current.parentName;
      let row;
      if (!moves) {
        row = await store(givenSlug, () => organizations.update(orgId, columns));
      } else if (data.parentOrg === null || data.parentOrg === undefined) {
        if (!scope.all) throw new AppError('FORBIDDEN', { message: TOP_LEVEL_ROOT_ONLY });
        parentName = null;
        row = await store(givenSlug, () => organizations.update(orgId, { ...columns, parentId: null }));
      } else {
        const parent = await parentInScope(scope, data.parentOrg);
        parentName = parent.name;
        row = await store(givenSlug, () =>
          organizations.inTreeTransaction(async (tx) => {
            const below = await tx.withDescendants([orgId]);
            if (below.includes(parent.id))
              throw new AppError('PARENT_CYCLE', { fields: { parentOrg: 'PARENT_CYCLE' } });
            return tx.update(orgId, { ...columns, parentId: parent.id });
          }),
        );
      }
      if (!row) throw new AppError('NOT_FOUND');
      const [view] = await read.toViews([{ ...row, parentName }]);
      if (!view) throw new AppError('NOT_FOUND');
      return view;
    },
  };
}
