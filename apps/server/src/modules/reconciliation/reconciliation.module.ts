import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createHistoryService, type HistoryService } from './reconciliation.history.service.ts';
import { createShelfPhotosRepository } from './reconciliation.photos.repository.ts';
import { createShelfPhotoResolvers } from './reconciliation.photos.resolvers.ts';
import { createShelfPhotosService, type ShelfPhotosService } from './reconciliation.photos.service.ts';
import type { FieldPort, KiosksPort, ProductsPort, RefillPeoplePort, StockPort } from './reconciliation.ports.ts';
import { createReconciliationResolvers } from './reconciliation.resolvers.ts';

/** The reconciliation module's service: the refill history with its reconciliation and counts, and shelf photos. */
export interface ReconciliationService {
  /** The per-person refill history, the reconciliation of a visit and the counts it compares (docs/field-operations.md). */
  history: HistoryService;
  /** Photos of the finished shelves (ADR 0026). */
  photos: ShelfPhotosService;
}

/** The kiosk endpoint's field operations of the reconciliation module: counts, the phone's reconciliation, photos. */
const RECONCILIATION_FIELD_OPERATIONS = ['recordCellCount', 'getRefillReconciliation', 'uploadShelfPhoto'] as const;

/**
 * Reconciliation (ADR 0019, docs/field-operations.md "Refill history", "Reconciliation", ADR 0026): who refilled
 * what and when, what the scales measured against what the person counted, and the photos of the shelves they
 * took. Split out of stock; its history reads the refill sessions, batches and waste as a read model. Kiosks
 * (scope-checked) come from the kiosks module (`ports.kiosks`), the cells of a counted kiosk from the stock
 * module (`ports.stock`), the replenishers' field scope from the field module (`ports.field`).
 */
export function createReconciliationModule(
  platform: Platform,
  ports: {
    kiosks: KiosksPort;
    stock: StockPort;
    field: FieldPort;
    products: ProductsPort;
    /** Who opened refill sessions' doors and people's names (the refill history). */
    people: RefillPeoplePort;
  },
): ServerModule<'reconciliation', ReconciliationService> {
  const { kiosks } = ports;
  const history = createHistoryService({
    db: platform.db,
    kiosks,
    products: ports.products,
    people: ports.people,
    stock: ports.stock,
  });
  const photos = createShelfPhotosService({
    kiosks,
    photos: createShelfPhotosRepository(platform.db),
    storage: platform.storage,
  });
  const resolvers = [createReconciliationResolvers(history), createShelfPhotoResolvers(photos, ports.field)];
  return {
    name: 'reconciliation',
    service: { history, photos },
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['reconciliation.history', 'reconciliation', 'reconciliation.photos']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(...resolvers),
        // What a replenisher may do, on the kiosks assigned to them (ADR 0024).
        field: { operations: RECONCILIATION_FIELD_OPERATIONS, fieldScope: ports.field.fieldScope },
      },
    ],
  };
}

/** Root types of several resolver maps of one module, field by field. */
function mergeResolvers(...maps: Record<string, object>[]): Record<string, object> {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
