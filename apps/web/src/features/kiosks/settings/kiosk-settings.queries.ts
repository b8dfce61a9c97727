/**
 * Reads and writes of a kiosk's settings page (spec §7 configureKioskProps, getKioskSignalRules …), on
 * the `kiosk` endpoint. A save refreshes the kiosk, its commands and the lists that show its state.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type {
  ConfigureKioskPropsInput,
  KioskSettingsQuery,
  KioskSignalRulesQuery,
  KioskSignalRuleInput,
  KioskVisitScheduleInput,
} from '../../../generated/graphql.ts';
import { graphql } from '../../../generated/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const KIOSK_SETTINGS = graphql(`
  query KioskSettings($id: ID!) {
    getKioskWithCapacities(id: $id) {
      _id
      name
      serialNumber
      orgId
      online
      inService
      pin
      esl
      currency
      visitSchedule {
        weekdays
        safetyMarginPercent
        visit
        nextVisit
      }
      tags {
        name
      }
      controller {
        supportEmail
        supportHotline
        supportHotlineAvailability
        preAuth
        paymentType
        tabletLang
        tabletFont
        minimumAge
        fraudDetection
        ageRestriction
        memberCardEnabled
        technicianPin
        thermostatTemperature
        tolerance
        serviceCheck {
          type
          enabled
          slots {
            dayNumber
            startTime
            endTime
          }
        }
        autoTempOutOfService {
          active
          maxTemperature
          timeInMinutes
        }
      }
      acceptedPayment {
        type
        config {
          username
          passwordSet
          clientID
          clientSecretSet
          locationID
          authorizationType
          paymentMode
        }
      }
    }
  }
`);

const KIOSK_SIGNAL_RULES = graphql(`
  query KioskSignalRules($kioskId: ID!) {
    getKioskSignalRules(kioskId: $kioskId) {
      _id
      repeating
      signals {
        dayNumber
        msFromStartOfDay
        notifyThat
      }
    }
  }
`);

const CONFIGURE_KIOSK_PROPS = graphql(`
  mutation ConfigureKioskProps($data: ConfigureKioskPropsInput!) {
    configureKioskProps(data: $data) {
      offline
      code
      message
      command {
        _id
        status
      }
    }
  }
`);

const ADD_SIGNAL_RULE = graphql(`
  mutation AddKioskSignalRule($kioskId: ID!, $data: KioskSignalRuleInput!) {
    addKioskSignalRule(kioskId: $kioskId, data: $data) {
      _id
    }
  }
`);

const UPDATE_SIGNAL_RULE = graphql(`
  mutation UpdateKioskSignalRule($kioskId: ID!, $ruleId: ID!, $data: KioskSignalRuleInput!) {
    updateKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId, data: $data) {
      _id
    }
  }
`);

const DELETE_SIGNAL_RULE = graphql(`
  mutation DeleteKioskSignalRule($kioskId: ID!, $ruleId: ID!) {
    deleteKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId)
  }
`);

export type KioskSettings = KioskSettingsQuery['getKioskWithCapacities'];
export type KioskSignalRule = KioskSignalRulesQuery['getKioskSignalRules'][number];

export function useKioskSettings(id: string) {
  return useQuery({
    queryKey: queryKeys.kiosks.settings(id),
    queryFn: id ? async () => (await request('kiosk', KIOSK_SETTINGS, { id })).getKioskWithCapacities : skipToken,
  });
}

export function useKioskSignalRules(kioskId: string) {
  return useQuery({
    queryKey: queryKeys.kiosks.signalRules(kioskId),
    queryFn: async () => (await request('kiosk', KIOSK_SIGNAL_RULES, { kioskId })).getKioskSignalRules,
  });
}

/** Keys a settings or schedule change makes stale: the kiosk everywhere, its commands, the lists. */
const touched = (kioskId: string) => [
  queryKeys.kiosks.detail(kioskId),
  queryKeys.kiosks.settings(kioskId),
  queryKeys.kiosks.commands(kioskId),
  queryKeys.kiosks.signalRules(kioskId),
  queryKeys.kiosks.grids,
];

export function useConfigureKioskProps(kioskId: string) {
  return useInvalidatingMutation(
    async (data: ConfigureKioskPropsInput) =>
      (await request('kiosk', CONFIGURE_KIOSK_PROPS, { data })).configureKioskProps,
    { invalidates: touched(kioskId) },
  );
}

export function useSaveSignalRule(kioskId: string) {
  return useInvalidatingMutation(
    async ({ ruleId, data }: { ruleId: string | null; data: KioskSignalRuleInput }) =>
      ruleId
        ? (await request('kiosk', UPDATE_SIGNAL_RULE, { kioskId, ruleId, data })).updateKioskSignalRule
        : (await request('kiosk', ADD_SIGNAL_RULE, { kioskId, data })).addKioskSignalRule,
    { invalidates: touched(kioskId) },
  );
}

export function useDeleteSignalRule(kioskId: string) {
  return useInvalidatingMutation(
    async (ruleId: string) => (await request('kiosk', DELETE_SIGNAL_RULE, { kioskId, ruleId })).deleteKioskSignalRule,
    { invalidates: touched(kioskId) },
  );
}

const SET_VISIT_SCHEDULE = graphql(`
  mutation SetKioskVisitSchedule($kioskId: ID!, $schedule: KioskVisitScheduleInput) {
    setKioskVisitSchedule(kioskId: $kioskId, schedule: $schedule) {
      weekdays
      safetyMarginPercent
      visit
      nextVisit
    }
  }
`);

/** Sets (or, with null, clears) the kiosk's visit schedule of the forecast pick lists. */
export function useSetVisitSchedule(kioskId: string) {
  return useInvalidatingMutation(
    async (schedule: KioskVisitScheduleInput | null) =>
      (await request('kiosk', SET_VISIT_SCHEDULE, { kioskId, schedule })).setKioskVisitSchedule,
    { invalidates: touched(kioskId) },
  );
}
