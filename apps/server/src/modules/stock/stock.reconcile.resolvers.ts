import type { CellReconciliation as CellReconciliationJson, Resolvers } from '../../generated/graphql.ts';
import { lineDifference } from './stock.history.rules.ts';
import { shelfPhotoJson } from './stock.photos.resolvers.ts';
import type { HistoryService, ReconciledEntry } from './stock.history.service.ts';
import type { ProductFacts } from './stock.planogram.rules.ts';
import type { CellReconciliation } from './stock.reconcile.rules.ts';
import { productJson } from './stock.view.ts';

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

/** GraphQL ↔ reconciliation of refills (docs/field-operations.md "Reconciliation"); the service checks caller and input. */
export function createReconcileResolvers(history: Pick<HistoryService, 'latestVisit' | 'recordCount'>): Resolvers {
  return {
    Query: {
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
