import type {
  CellReconciliation as CellReconciliationJson,
  LoadCellProduct,
  Resolvers,
} from '../../generated/graphql.ts';
import { lineDifference } from './reconciliation.history.rules.ts';
import type { HistoryService, ReconciledEntry } from './reconciliation.history.service.ts';
import { shelfPhotoJson } from './reconciliation.photos.resolvers.ts';
import type { ProductFacts } from './reconciliation.ports.ts';
import type { CellReconciliation } from './reconciliation.rules.ts';

/** A product as the refill history shows it (as the stock module's kiosk screens do); none: null. */
const productJson = (product: ProductFacts | null | undefined): LoadCellProduct | null =>
  product
    ? {
        _id: product.id,
        name: product.name,
        articleNumber: product.articleNumber,
        manufacturer: product.manufacturer,
        imageUrl: product.imageUrl,
      }
    : null;

export const reconciliationJson = ({
  scale,
  recorded,
  differences,
  status,
}: CellReconciliation): CellReconciliationJson => ({
  status,
  scaleBefore: scale?.before ?? null,
  scaleAfter: scale?.after ?? null,
  scaleChange: scale?.change ?? null,
  found: recorded.found,
  added: recorded.added,
  wasted: recorded.wasted,
  differences,
});

/** A reconciled visit as GraphQL's RefillHistoryEntry. */
export const refillEntryJson = (
  { id, lines, photos, ...entry }: ReconciledEntry,
  products: ReadonlyMap<string, ProductFacts>,
) => ({
  _id: id,
  ...entry,
  photos: photos.map((photo) => shelfPhotoJson({ ...photo, createdAt: photo.at })),
  lines: lines.map(({ productId, reconciliation, ...line }) => ({
    ...line,
    difference: lineDifference({ productId, ...line }),
    productLine: productJson(productId ? products.get(productId) : null),
    reconciliation: reconciliationJson(reconciliation),
  })),
});

/**
 * GraphQL ↔ the refill history and the reconciliation of refills (docs/field-operations.md "Refill history",
 * "Reconciliation"); the service checks caller and input.
 */
export function createReconciliationResolvers(history: HistoryService): Resolvers {
  return {
    Query: {
      getRefillHistory: async (_p, { filter }, { viewer }) => {
        const { products, entries, ...rest } = await history.history(viewer, filter);
        return {
          ...rest,
          entries: entries.map((entry) => refillEntryJson(entry, products)),
        };
      },
      getRefillReconciliation: async (_p, { kioskId }, { viewer }) => {
        const { entry, products } = await history.latestVisit(viewer, kioskId);
        return entry ? refillEntryJson(entry, products) : null;
      },
    },
    Mutation: {
      recordCellCount: (_p, { kioskId, cellId, found, added, countedAt }, { viewer }) =>
        history.recordCount(viewer, kioskId, { cellId, found, added, countedAt }),
    },
  };
}
