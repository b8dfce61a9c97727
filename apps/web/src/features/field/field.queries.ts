import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../generated/gql.ts';
import type { GetFieldRouteQuery } from '../../generated/graphql.ts';
import { GraphQLRequestError, request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { cacheGet, cachePut, type FieldAction, type SendOutcome } from './field.queue.ts';

/** The replenisher's day: kiosks in order, what to bring, what is expiring, and each kiosk's cells. */
const GET_FIELD_ROUTE = graphql(`
  query GetFieldRoute($date: String) {
    getReplenisherRoute(date: $date) {
      date
      stops {
        visit
        nextVisit
        kiosk {
          _id
          name
          location {
            name
            line1
            postalCode
            city
          }
          inventory {
            loadCells {
              cellId
              count
              maxQty
              productLine {
                _id
                name
              }
              bestBefore
            }
          }
        }
        pickList {
          productLineId
          product
          packs
          units
          unitCount
          missing
        }
        expiring {
          cellId
          product
          batchId
          bestBefore
          quantity
        }
        pull {
          cellId
          productLineId
          product
          quantity
          bestBefore
        }
      }
    }
  }
`);

const OPEN_DOOR = graphql(`
  mutation FieldOpenDoor($kioskId: ID!) {
    createRefill(kioskId: $kioskId) {
      _id
      status
    }
  }
`);

const ADD_CELL_STOCK = graphql(`
  mutation FieldAddCellStock(
    $kioskId: ID!
    $cellId: String!
    $batches: [CellBatchInput!]!
    $note: String
    $idempotencyKey: String
  ) {
    addCellStock(kioskId: $kioskId, cellId: $cellId, batches: $batches, note: $note, idempotencyKey: $idempotencyKey) {
      _id
    }
  }
`);

const DATE_CELL_STOCK = graphql(`
  mutation FieldDateCellStock($kioskId: ID!, $cellId: String!, $batches: [CellBatchInput!]!, $idempotencyKey: String) {
    dateCellStock(kioskId: $kioskId, cellId: $cellId, batches: $batches, idempotencyKey: $idempotencyKey) {
      _id
    }
  }
`);

const RECORD_WASTE = graphql(`
  mutation FieldRecordWaste(
    $kioskId: ID!
    $cellId: String!
    $units: Int!
    $reason: String!
    $note: String
    $idempotencyKey: String
  ) {
    recordWaste(
      kioskId: $kioskId
      cellId: $cellId
      units: $units
      reason: $reason
      note: $note
      idempotencyKey: $idempotencyKey
    ) {
      _id
    }
  }
`);

const RECORD_CELL_COUNT = graphql(`
  mutation FieldRecordCellCount($kioskId: ID!, $cellId: String!, $found: Int, $added: Int, $countedAt: DateTime) {
    recordCellCount(kioskId: $kioskId, cellId: $cellId, found: $found, added: $added, countedAt: $countedAt)
  }
`);

const UPLOAD_SHELF_PHOTO = graphql(`
  mutation FieldUploadShelfPhoto($kioskId: ID!, $photo: File!, $takenAt: DateTime, $idempotencyKey: String) {
    uploadShelfPhoto(kioskId: $kioskId, photo: $photo, takenAt: $takenAt, idempotencyKey: $idempotencyKey) {
      _id
    }
  }
`);

export type FieldRoute = GetFieldRouteQuery['getReplenisherRoute'];
export type FieldStop = FieldRoute['stops'][number];

const ROUTE_CACHE = 'route';

export interface LoadedRoute {
  route: FieldRoute;
  /** Set when the network failed and the day comes from the phone: when it was saved. */
  savedAt: string | null;
}

/** The day's route; kept on the phone, and read from there when there is no network. */
export function useFieldRoute() {
  return useQuery({
    queryKey: ['field', 'route'],
    queryFn: async (): Promise<LoadedRoute> => {
      try {
        const data = await request('kiosk', GET_FIELD_ROUTE, { date: null });
        await cachePut(ROUTE_CACHE, data.getReplenisherRoute);
        return { route: data.getReplenisherRoute, savedAt: null };
      } catch (error) {
        const offline = error instanceof GraphQLRequestError && error.status === 0;
        const cached = offline ? await cacheGet<FieldRoute>(ROUTE_CACHE) : null;
        if (cached) return { route: cached.value, savedAt: cached.saved };
        throw error;
      }
    },
    networkMode: 'always',
    staleTime: 60_000,
    retry: false,
  });
}

export function openDoor(kioskId: string) {
  return request('kiosk', OPEN_DOOR, { kioskId });
}

/** Sends one queued action with its idempotency key; a transport failure is "offline", a refusal a conflict. */
export async function sendFieldAction(action: FieldAction): Promise<SendOutcome> {
  const key = action.idempotencyKey;
  try {
    if (action.kind === 'shelfPhoto') {
      const { kioskId, photo, takenAt } = action;
      const file = new File([photo], 'shelf.jpg', { type: photo.type || 'image/jpeg' });
      await requestWithFiles('kiosk', UPLOAD_SHELF_PHOTO, { kioskId, photo: file, takenAt, idempotencyKey: key });
    } else if (action.kind === 'recordWaste') {
      const { kioskId, cellId, units, reason, note } = action;
      await request('kiosk', RECORD_WASTE, { kioskId, cellId, units, reason, note, idempotencyKey: key });
    } else if (action.kind === 'recordCellCount') {
      // No key: the latest count of a cell in a visit counts, so sending it again changes nothing.
      const { kioskId, cellId, found, added, countedAt } = action;
      await request('kiosk', RECORD_CELL_COUNT, { kioskId, cellId, found, added, countedAt });
    } else if (action.kind === 'addCellStock') {
      const { kioskId, cellId, batches, note } = action;
      await request('kiosk', ADD_CELL_STOCK, { kioskId, cellId, batches, note, idempotencyKey: key });
    } else {
      const { kioskId, cellId, batches } = action;
      await request('kiosk', DATE_CELL_STOCK, { kioskId, cellId, batches, idempotencyKey: key });
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status !== 0 && error.code !== 'UNAUTHENTICATED') {
      return { ok: false, offline: false, message: error.message, code: error.code ?? null, fields: error.fields };
    }
    // No network, or the sign-in ran out: the action waits, unchanged, for the next sync.
    return { ok: false, offline: true };
  }
}
