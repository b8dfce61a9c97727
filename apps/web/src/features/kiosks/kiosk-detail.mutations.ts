/**
 * The kiosk page's actions (spec §2, §8; device contract §3): each queues a command and answers
 * it; the page shows the toasts. Every action refreshes the kiosk, its commands and its activity
 * log; live notices then follow the command through sent → delivered → applied.
 */
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const CREATE_REFILL = graphql(`
  mutation KioskCreateRefill($kioskId: ID!) {
    createRefill(kioskId: $kioskId) {
      _id
      status
    }
  }
`);

const KIOSK_RESET = graphql(`
  mutation KioskResetSession($id: ID!) {
    kioskReset(id: $id) {
      _id
      status
    }
  }
`);

const KIOSK_SYNC = graphql(`
  mutation KioskSync($id: ID!) {
    kioskSync(id: $id) {
      _id
      status
    }
  }
`);

const KIOSK_RESTART = graphql(`
  mutation KioskRestart($id: ID!) {
    kioskRestart(id: $id) {
      _id
      status
    }
  }
`);

const SET_KIOSK_SERVICE = graphql(`
  mutation SetKioskService($id: ID!, $inService: Boolean!) {
    setKioskService(id: $id, inService: $inService) {
      _id
      status
    }
  }
`);

const DEVICE_CREDENTIALS = graphql(`
  mutation KioskDeviceCredentials($kioskId: ID!) {
    kioskDeviceCredentials(kioskId: $kioskId) {
      username
      password
      mqttUrl
      mqttWsUrl
    }
  }
`);

export type KioskAction = 'openDoor' | 'resetSession' | 'sync' | 'restart' | 'outOfService' | 'backInService';

function changes(kioskId: string) {
  return [queryKeys.kiosks.detail(kioskId), queryKeys.kiosks.commands(kioskId), queryKeys.kiosks.activities(kioskId)];
}

/** Runs one action on the kiosk; resolves with the queued command. */
export function useKioskAction(kioskId: string) {
  return useInvalidatingMutation(
    async (action: KioskAction) => {
      switch (action) {
        case 'openDoor':
          return (await request('kiosk', CREATE_REFILL, { kioskId })).createRefill;
        case 'resetSession':
          return (await request('kiosk', KIOSK_RESET, { id: kioskId })).kioskReset;
        case 'sync':
          return (await request('kiosk', KIOSK_SYNC, { id: kioskId })).kioskSync;
        case 'restart':
          return (await request('kiosk', KIOSK_RESTART, { id: kioskId })).kioskRestart;
        case 'outOfService':
        case 'backInService':
          return (await request('kiosk', SET_KIOSK_SERVICE, { id: kioskId, inService: action === 'backInService' }))
            .setKioskService;
      }
    },
    { invalidates: changes(kioskId) },
  );
}

/** Generates a new device secret (the old one stops working) and resolves with it, shown once. */
export function useGenerateDeviceCredentials(kioskId: string) {
  return useInvalidatingMutation(
    async () => (await request('kiosk', DEVICE_CREDENTIALS, { kioskId })).kioskDeviceCredentials,
    { invalidates: [queryKeys.kiosks.detail(kioskId), queryKeys.kiosks.activities(kioskId)] },
  );
}
