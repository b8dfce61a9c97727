/**
 * Reads of the organizations screens (spec §7 "Organizations and users (graph)"), with their query
 * keys. Result types come from graphql-codegen (npm run codegen) over these documents.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  OrganizationByIdQuery,
  OrganizationFilesQuery,
  OrganizationsGridInput,
  OrganizationsGridQuery,
  OrganizationsListAllQuery,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

export const ORGANIZATIONS_GRID = /* GraphQL */ `
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
`;

export const ORGANIZATION_BY_ID = /* GraphQL */ `
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
`;

/** Every organization the caller may see (parent choice, names of sub-organizations). */
export const ORGANIZATIONS_LIST_ALL = /* GraphQL */ `
  query OrganizationsListAll {
    getAllOrganizations {
      _id
      name
      parentOrg {
        _id
      }
    }
  }
`;

export const ORGANIZATION_FILES = /* GraphQL */ `
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
`;

export type OrganizationRow = OrganizationsGridQuery['getOrganizationsGrid']['data'][number];
export type OrganizationGrid = OrganizationsGridQuery['getOrganizationsGrid'];
export type OrganizationDetail = OrganizationByIdQuery['getOrganizationById'];
export type OrganizationSummary = OrganizationsListAllQuery['getAllOrganizations'][number];
export type OrganizationFile = OrganizationFilesQuery['getOrganizationFiles'][number];

/** Every organizations-screen query key starts with this, so one invalidation refreshes them all. */
export const organizationKeys = {
  all: ['organizations', 'screens'] as const,
  grid: (input: OrganizationsGridInput) => ['organizations', 'screens', 'grid', input] as const,
  detail: (id: string) => ['organizations', 'screens', 'detail', id] as const,
  listAll: ['organizations', 'screens', 'all'] as const,
  files: (orgId: string) => ['organizations', 'screens', 'files', orgId] as const,
};

export function useOrganizationsGrid(input: OrganizationsGridInput) {
  return useQuery({
    queryKey: organizationKeys.grid(input),
    queryFn: () => request<OrganizationsGridQuery>('organizations', ORGANIZATIONS_GRID, { data: input }),
    select: (data) => data.getOrganizationsGrid,
    placeholderData: keepPreviousData,
  });
}

export function useOrganization(id: string | null) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: () => request<OrganizationByIdQuery>('organizations', ORGANIZATION_BY_ID, { id }),
    select: (data) => data.getOrganizationById,
    enabled: id !== null,
  });
}

export function useAllOrganizations() {
  return useQuery({
    queryKey: organizationKeys.listAll,
    queryFn: () => request<OrganizationsListAllQuery>('organizations', ORGANIZATIONS_LIST_ALL),
    select: (data) => data.getAllOrganizations,
  });
}

export function useOrganizationFiles(orgId: string) {
  return useQuery({
    queryKey: organizationKeys.files(orgId),
    queryFn: () => request<OrganizationFilesQuery>('organizations', ORGANIZATION_FILES, { orgId }),
    select: (data) => data.getOrganizationFiles,
  });
}
