import {
  productLineCreateInput,
  productLineUpdateInput,
  productLinesGridRequest,
  type PackagingOptionInput,
  type ProductLineUpdateInput,
} from '@kiosk/common/validation';
import { canReach, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import type { PackagingOption } from '../../db/schema/products.ts';
import type { NewProductLineRow, ProductLineRow, ProductsRepository, TaxRow } from './products.repository.ts';
import type { ProductImages, ImageKeys } from './products.images.service.ts';
import { requireId } from '../../lib/ids.ts';
import type { ProductLineView } from './products.view.ts';

/** What the products module needs of the transactions module. */
export interface SalesPort {
  /** Whether any sale refers to the product. */
  hasSalesOf(productLineId: string): Promise<boolean>;
}

/** What the products module needs of the kiosks module (late-bound in modules.ts). */
export interface KiosksPort {
  /** Kiosks whose planogram holds the product, by name. */
  linkedKiosks(productLineId: string): Promise<{ _id: string; name: string }[]>;
  /** Whether any load cell holds the product. */
  holdsProduct(productLineId: string): Promise<boolean>;
  /** A price of the product changed (kioskId null: its default price): kiosks holding it get their planogram again. */
  pricesChanged(productLineId: string, kioskId: string | null, createdBy: string | null): Promise<void>;
  /** The kiosk's owner organization; null for an unknown kiosk. */
  ownerOf(kioskId: string): Promise<string | null>;
}

interface Deps {
  products: ProductsRepository;
  images: ProductImages;
  sales: SalesPort;
  kiosks: KiosksPort;
}

/** The spec's packaging option for a new product (§5): one unit, tolerance 0, package weight 0, unit g. */
export function normalizePackaging(
  options: readonly PackagingOptionInput[] | null | undefined,
  current?: PackagingOption,
): PackagingOption[] {
  const first = options?.[0];
  const base: PackagingOption = current ?? {
    ean: null,
    description: null,
    unitCount: 1,
    grossWeightGrams: null,
    packageWeightGrams: 0,
    netWeightGrams: null,
    netWeightGramsUnit: 'g',
    shelfLifeDays: null,
    tolerancePercentage: 0,
  };
  if (!first) return [base];
  const pick = <K extends keyof PackagingOption>(key: K, fallback: PackagingOption[K]): PackagingOption[K] =>
    first[key] === undefined ? fallback : ((first[key] ?? fallback) as PackagingOption[K]);
  return [
    {
      ean: first.ean === undefined ? base.ean : first.ean || null,
      description: first.description === undefined ? base.description : (first.description ?? null),
      unitCount: pick('unitCount', 1),
      grossWeightGrams: first.grossWeightGrams === undefined ? base.grossWeightGrams : (first.grossWeightGrams ?? null),
      packageWeightGrams: pick('packageWeightGrams', 0),
      netWeightGrams: first.netWeightGrams === undefined ? base.netWeightGrams : (first.netWeightGrams ?? null),
      netWeightGramsUnit: pick('netWeightGramsUnit', 'g'),
      shelfLifeDays: first.shelfLifeDays === undefined ? base.shelfLifeDays : (first.shelfLifeDays ?? null),
      tolerancePercentage: pick('tolerancePercentage', 0),
    },
  ];
}

/** The row fields an input sets (undefined = keep). */
function toRowPatch(input: ProductLineUpdateInput, current?: ProductLineRow): Partial<NewProductLineRow> {
  const patch: Partial<NewProductLineRow> = {};
  const text = [
    'name',
    'category',
    'manufacturer',
    'articleNumber',
    'sku',
    'description',
    'ingredientsList',
    'allergens',
  ] as const;
  for (const key of text) {
    const value = input[key];
    if (value !== undefined && key !== 'name') patch[key] = value || null;
  }
  if (input.name) patch.name = input.name;
  if (input.nutrition !== undefined) patch.nutrition = input.nutrition ?? {};
  if (input.taxId !== undefined) patch.taxId = input.taxId ?? null;
  if (input.defaultCost !== undefined) patch.defaultCost = input.defaultCost ?? '0';
  if (input.defaultPrice !== undefined) patch.defaultPrice = input.defaultPrice;
  if (input.packagingOptions !== undefined || !current) {
    patch.packagingOptions = normalizePackaging(input.packagingOptions, current?.packagingOptions[0]);
  }
  if (input.capacities !== undefined) patch.capacities = input.capacities ?? [];
  return patch;
}

export function createCatalogueService({ products, images, sales, kiosks }: Deps) {
  /** A tax may be attached only when it is global or the product organization's own. */
  async function checkTax(taxId: string | null | undefined, orgId: string): Promise<void> {
    if (!taxId) return;
    const tax = await products.findTax(taxId);
    if (!tax) throw new AppError('NOT_FOUND', { fields: { taxId: 'NOT_FOUND' } });
    if (tax.orgId !== null && tax.orgId !== orgId)
      throw new AppError('TAX_NOT_ALLOWED', { fields: { taxId: 'TAX_NOT_ALLOWED' } });
  }

  async function withTaxes(rows: ProductLineRow[]): Promise<ProductLineView[]> {
    const ids = [...new Set(rows.map((r) => r.taxId).filter((id): id is string => Boolean(id)))];
    const byId = new Map<string, TaxRow>((await products.findTaxes(ids)).map((t) => [t.id, t]));
    return rows.map((row) => ({ ...row, tax: (row.taxId && byId.get(row.taxId)) || null }));
  }

  async function one(row: ProductLineRow): Promise<ProductLineView> {
    const [view] = await withTaxes([row]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  async function load(scope: Scope, id: string): Promise<ProductLineRow> {
    const row = await products.findById(scope, requireId(id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Writes a row with new files, removing the files again when the write fails. */
  async function withFiles<T>(keys: ImageKeys | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (keys) await images.remove(keys);
      throw error;
    }
  }

  const catalogue = {
    withTaxes,
    one,

    ensureReferenceData: () => products.ensureReferenceData(),

    async grid({ scope }: Viewer, data: unknown): Promise<{ data: ProductLineView[]; total: number }> {
      const query = parseInput(productLinesGridRequest, data ?? {});
      if (query.orgId && !canReach(scope, query.orgId)) throw new AppError('FORBIDDEN');
      let familyCategories: string[] | undefined;
      if (query.familyId) familyCategories = (await products.findFamily(scope, query.familyId))?.categories ?? [];
      const { rows, total } = await products.grid(scope, {
        ...query,
        ...(familyCategories ? { familyCategories } : {}),
      });
      return { data: await withTaxes(rows), total };
    },

    /**
     * The product list export's filters, checked when it is asked for (the job builds it later): an
     * organization or product family outside the caller's scope is NOT_FOUND at once, as unknown ones.
     */
    async checkExportFilters({ scope }: Viewer, data: unknown): Promise<void> {
      const query = parseInput(productLinesGridRequest, data ?? {});
      if (query.orgId && !canReach(scope, query.orgId))
        throw new AppError('NOT_FOUND', { fields: { orgId: 'NOT_FOUND' } });
      if (query.familyId && !(await products.findFamily(scope, query.familyId)))
        throw new AppError('NOT_FOUND', { fields: { familyId: 'NOT_FOUND' } });
    },

    async list({ scope }: Viewer): Promise<ProductLineView[]> {
      return withTaxes(await products.list(scope));
    },

    async listByOrganization({ scope }: Viewer, orgId: string): Promise<ProductLineView[]> {
      if (!canReach(scope, requireId(orgId, 'orgId'))) throw new AppError('FORBIDDEN');
      return withTaxes(await products.list(scope, orgId));
    },

    async getById({ scope }: Viewer, id: string): Promise<ProductLineView> {
      return one(await load(scope, id));
    },

    families: ({ scope }: Viewer) => products.families(scope),
    manufacturers: ({ scope }: Viewer) => products.manufacturers(scope),

    async taxes({ scope }: Viewer, selectedOrg?: string | null): Promise<TaxRow[]> {
      if (selectedOrg && !canReach(scope, requireId(selectedOrg, 'selectedOrg'))) throw new AppError('FORBIDDEN');
      return products.taxes(scope, selectedOrg ?? undefined);
    },

    /** Creates a product; data and image are checked before anything is stored. */
    async create({ scope }: Viewer, data: unknown, image?: File | null): Promise<ProductLineView> {
      const input = parseInput(productLineCreateInput, data);
      const orgId = input.orgId ?? (scope.all ? undefined : [...scope.orgIds][0]);
      if (!orgId) throw new AppError('REQUIRED', { fields: { orgId: 'REQUIRED' } });
      if (!canReach(scope, orgId)) throw new AppError('FORBIDDEN');
      await checkTax(input.taxId, orgId);
      const prepared = await images.prepare(image);
      const keys = prepared ? await images.store(prepared) : undefined;
      const row = await withFiles(keys, () =>
        products.insert(
          { ...toRowPatch(input), name: input.name, orgId, defaultPrice: input.defaultPrice, ...keys },
          scope.userId,
        ),
      );
      return one(row);
    },

    /** Updates the fields given (omitted ones keep their values); without an id it creates (spec: id optional). */
    async update(viewer: Viewer, data: unknown, id?: string | null, image?: File | null): Promise<ProductLineView> {
      const { scope } = viewer;
      if (!id) return catalogue.create(viewer, data, image);
      const current = await load(scope, id);
      const input = parseInput(productLineUpdateInput, data);
      if (input.orgId && input.orgId !== current.orgId) {
        throw new AppError('BAD_USER_INPUT', {
          message: 'A product cannot move to another organization',
          fields: { orgId: 'BAD_USER_INPUT' },
        });
      }
      await checkTax(input.taxId, current.orgId);
      const prepared = await images.prepare(image);
      const keys = prepared ? await images.store(prepared) : undefined;
      const row = await withFiles(keys, () =>
        products.update(current.id, { ...toRowPatch(input, current), ...keys }, scope.userId),
      );
      if (!row) throw new AppError('NOT_FOUND');
      if (keys) await images.remove(current);
      if (row.defaultPrice !== current.defaultPrice) await kiosks.pricesChanged(row.id, null, scope.userId);
      return one(row);
    },

    /**
     * Deletes a product with its prices and files. A product that sales refer to is archived instead,
     * so the sales keep their product. A product on any kiosk's load cell is refused (PRODUCT_ON_KIOSKS).
     */
    async delete({ scope }: Viewer, id: string): Promise<{ _id: string; deleted: boolean; archived: boolean }> {
      const row = await load(scope, id);
      if (await kiosks.holdsProduct(row.id)) throw new AppError('PRODUCT_ON_KIOSKS');
      if (await sales.hasSalesOf(row.id)) {
        if (!row.archivedAt) await products.update(row.id, { archivedAt: new Date() }, scope.userId);
        return { _id: row.id, deleted: false, archived: true };
      }
      await products.delete(row.id);
      await images.remove(row);
      return { _id: row.id, deleted: true, archived: false };
    },

    async archive({ scope }: Viewer, id: string): Promise<ProductLineView> {
      const row = await load(scope, id);
      if (row.archivedAt) return one(row);
      const updated = await products.update(row.id, { archivedAt: new Date() }, scope.userId);
      if (!updated) throw new AppError('NOT_FOUND');
      return one(updated);
    },

    /** A copy with a new id, the name suffixed " (copy)", its own image files and a fresh price history. */
    async duplicate({ scope }: Viewer, id: string): Promise<ProductLineView> {
      const source = await load(scope, id);
      const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, ...fields } = source;
      const keys = await images.copy(source);
      const row = await withFiles(keys, () =>
        products.insert({ ...fields, ...keys, name: `${source.name} (copy)` }, scope.userId),
      );
      return one(row);
    },
  };
  return catalogue;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
