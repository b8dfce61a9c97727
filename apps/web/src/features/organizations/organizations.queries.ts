/**
 * Reads of the organizations screens (spec §7 "Organizations and users (graph)"), with their query
 * keys (lib/query-keys.ts). Documents are typed by graphql-codegen (npm run codegen).
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type {
  OrganizationByIdQuery,
  OrganizationFilesQuery,
  OrganizationsGridInput,
  OrganizationsGridQuery,
} from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const ORGANIZATIONS_GRID = graphql(`
  query OrganizationsGrid($data: OrganizationsGridInput) {
    getOrganizationsGrid(data: $data) {
      total
      countries
      cities
      zipcodes
      parentOrg {
        _id
        name
      }
      data {
        _id
        name
        type
        imageUrl
        parentOrg {
          _id
          name
        }
        address {
          city
          country
          postalCode
        }
      }
    }
  }
`);

const ORGANIZATION_BY_ID = graphql(`
  query OrganizationById($id: ID!) {
    getOrganizationById(id: $id) {
      _id
      name
      slug
      appleId
      imageUrl
      description
      fridges
      type
      parentOrg {
        _id
        name
      }
      allSubsOrgIds
      currency
      timeZone
      address {
        address
        city
        state
        country
        postalCode
      }
      contact {
        contactPerson
        role
        email
        phoneNumber
        supportEmail
        supportPhoneNumber
      }
      support {
        email
        hotline
        hotlineAvailability
      }
      users {
        _id
        firstName
        lastName
        email
        role
        status
      }
      kiosks {
        _id
        name
        serialNumber
      }
      createdAt
      updatedAt
    }
  }
`);

const ORGANIZATION_FILES = graphql(`
  query OrganizationFiles($orgId: ID!) {
    getOrganizationFiles(orgId: $orgId) {
      _id
      name
      contentType
      size
      url
      createdAt
    }
  }
`);

export type OrganizationRow = OrganizationsGridQuery['getOrganizationsGrid']['data'][number];
export type OrganizationDetail = OrganizationByIdQuery['getOrganizationById'];
export type OrganizationFile = OrganizationFilesQuery['getOrganizationFiles'][number];

export function useOrganizationsGrid(input: OrganizationsGridInput) {
  return useQuery({
    queryKey: queryKeys.organizations.grid(input),
    queryFn: () => request('organizations', ORGANIZATIONS_GRID, { data: input }),
    select: (data) => data.getOrganizationsGrid,
    placeholderData: keepPreviousData,
  });
}

export function useOrganization(id: string | null) {
  return useQuery({
    queryKey: queryKeys.organizations.detail(id ?? ''),
    queryFn: id === null ? skipToken : () => request('organizations', ORGANIZATION_BY_ID, { id }),
    select: (data) => data.getOrganizationById,
  });
}

export function useOrganizationFiles(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.files(orgId),
    queryFn: () => request('organizations', ORGANIZATION_FILES, { orgId }),
    select: (data) => data.getOrganizationFiles,
  });
}
