/**
 * Reads of the kiosk page (spec §2 kiosk detail): the kiosk's live state, its commands (device
 * contract §3), temperature readings and activity log, each under its key in lib/query-keys.ts so
 * live notices (use-kiosk-changes.ts) refresh exactly what changed.
 */
import { TEMPERATURE } from '@kiosk/common/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../generated/gql.ts';
import type { KioskActivitiesQuery, KioskCommandsQuery, KioskLiveQuery } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { TimeRange } from './temperature-log.ts';

const KIOSK_LIVE = graphql(`
  query KioskLive($id: ID!) {
    getKioskWithCapacities(id: $id) {
      _id
      name
      serialNumber
      orgId
      qrcode
      online
      lastMessage
      doorStatus
      session {
        type
        since
      }
      temperature {
        sensors
        value
        updated
      }
      heartbeat {
        uptime
        updated
      }
      inService
      serviceReason
      ipAddress
      firmware
      thermostatTemperature
      dayIncome
      deviceCredentialsIssuedAt
    }
  }
`);

const KIOSK_COMMANDS = graphql(`
  query KioskCommands($kioskId: ID!, $limit: Int) {
    getKioskCommands(kioskId: $kioskId, limit: $limit) {
      _id
      type
      status
      created
      sentAt
      deliveredAt
      finishedAt
      expiresAt
      resends
      error
    }
  }
`);

const KIOSK_TEMPERATURES = graphql(`
  query KioskTemperatures($kioskId: ID!, $from: DateTime, $to: DateTime, $limit: Int) {
    getTemperatureEventsByKiosk(kioskId: $kioskId, from: $from, to: $to, limit: $limit) {
      ts
      sensors
    }
  }
`);

const KIOSK_ACTIVITIES = graphql(`
  query KioskActivities(
    $skip: Int
    $limit: Int
    $kiosk: ID
    $period: PeriodInput
    $sort: SortOrder
    $categories: [String!]
  ) {
    gridActivities(skip: $skip, limit: $limit, kiosk: $kiosk, period: $period, sort: $sort, categories: $categories) {
      total
      data {
        _id
        ts
        category
        type
        details
      }
    }
  }
`);

export type KioskLive = KioskLiveQuery['getKioskWithCapacities'];
export type KioskCommand = KioskCommandsQuery['getKioskCommands'][number];
export type KioskActivity = KioskActivitiesQuery['gridActivities']['data'][number];

/** The kiosk's state as the page shows it. */
export function useKioskLive(id: string) {
  return useQuery({
    queryKey: queryKeys.kiosks.live(id),
    queryFn: () => request('kiosk', KIOSK_LIVE, { id }),
    select: (data) => data.getKioskWithCapacities,
  });
}

/** The kiosk's most recent commands, newest first. */
export function useKioskCommands(kioskId: string, limit = 25) {
  return useQuery({
    queryKey: queryKeys.kiosks.commands(kioskId),
    queryFn: () => request('kiosk', KIOSK_COMMANDS, { kioskId, limit }),
    select: (data) => data.getKioskCommands,
  });
}

/** Every reading in the range, oldest first (at most the spec's 100000). */
export function useKioskTemperatures(kioskId: string, range: TimeRange | null) {
  return useQuery({
    queryKey: queryKeys.kiosks.temperatures(kioskId, range?.from ?? '', range?.to ?? ''),
    queryFn: () =>
      request('kiosk', KIOSK_TEMPERATURES, {
        kioskId,
        from: range?.from,
        to: range?.to,
        limit: TEMPERATURE.logQueryLimit,
      }),
    select: (data) => data.getTemperatureEventsByKiosk,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export interface ActivitiesPage {
  page: number;
  pageSize: number;
  sort: 'asc' | 'desc';
  period: TimeRange | null;
  /** Categories to show (none: all). */
  categories?: readonly string[];
}

/** One page of the kiosk's activity log. */
export function useKioskActivities(kioskId: string, { page, pageSize, sort, period, categories }: ActivitiesPage) {
  const variables = {
    kiosk: kioskId,
    skip: page * pageSize,
    limit: pageSize,
    sort,
    ...(period ? { period: { from: period.from, to: period.to } } : {}),
    ...(categories?.length ? { categories: [...categories] } : {}),
  };
  return useQuery({
    queryKey: queryKeys.kiosks.activities(kioskId, variables),
    queryFn: () => request('kiosk', KIOSK_ACTIVITIES, variables),
    select: (data) => data.gridActivities,
    placeholderData: keepPreviousData,
  });
}
