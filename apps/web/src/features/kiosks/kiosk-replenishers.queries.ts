/**
 * The kiosk page's replenishers (ADR 0024): who is assigned to the kiosk, whom of its organization's
 * replenishers an admin may assign, and the assign / unassign mutations.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const KIOSK_REPLENISHERS = graphql(`
  query KioskReplenishers($kioskId: ID!) {
    getKioskReplenishers(kioskId: $kioskId) {
      _id
      userId
      firstName
      lastName
      email
      created
    }
  }
`);

const REPLENISHER_CANDIDATES = graphql(`
  query KioskReplenisherCandidates($data: UsersGridInput) {
    getAllUsersGrid(data: $data) {
      total
      data {
        _id
        firstName
        lastName
        email
        rolesInOrganizations {
          organizationId {
            _id
          }
          role
          status
        }
      }
    }
  }
`);

const ASSIGN_REPLENISHER = graphql(`
  mutation KioskAssignReplenisher($kioskId: ID!, $userId: ID!) {
    assignReplenisher(kioskId: $kioskId, userId: $userId) {
      _id
      userId
    }
  }
`);

const UNASSIGN_REPLENISHER = graphql(`
  mutation KioskUnassignReplenisher($kioskId: ID!, $userId: ID!) {
    unassignReplenisher(kioskId: $kioskId, userId: $userId)
  }
`);

/** The grid's page size limit: an organization with more replenishers is not expected. */
const CANDIDATES_PAGE = 500;

export function useKioskReplenishers(kioskId: string) {
  return useQuery({
    queryKey: queryKeys.kiosks.replenishers(kioskId),
    queryFn: async () => (await request('kiosk', KIOSK_REPLENISHERS, { kioskId })).getKioskReplenishers,
  });
}

/** Users holding an active replenisher role in the organization (the server checks it again on assign). */
export function useReplenisherCandidates(orgId: string) {
  return useQuery({
    queryKey: queryKeys.kiosks.replenisherCandidates(orgId),
    queryFn: async () => {
      const grid = await request('organizations', REPLENISHER_CANDIDATES, {
        data: {
          page: 0,
          pageSize: CANDIDATES_PAGE,
          filters: { organization: orgId, role: 'replenisher', status: 'ACTIVE' },
        },
      });
      return grid.getAllUsersGrid.data.filter((user) =>
        user.rolesInOrganizations.some(
          (r) => r.organizationId._id === orgId && r.role === 'replenisher' && r.status === 'ACTIVE',
        ),
      );
    },
  });
}

export function useAssignReplenisher(kioskId: string) {
  return useInvalidatingMutation(
    async (userId: string) => (await request('kiosk', ASSIGN_REPLENISHER, { kioskId, userId })).assignReplenisher,
    { invalidates: [queryKeys.kiosks.replenishers(kioskId)] },
  );
}

export function useUnassignReplenisher(kioskId: string) {
  return useInvalidatingMutation(
    async (userId: string) => (await request('kiosk', UNASSIGN_REPLENISHER, { kioskId, userId })).unassignReplenisher,
    { invalidates: [queryKeys.kiosks.replenishers(kioskId)] },
  );
}
