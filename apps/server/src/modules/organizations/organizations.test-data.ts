import sharp from 'sharp';
import type { BuiltApp } from '../../app.ts';
import type { AuthzCase, AuthzWorld, Caller, Target } from '../../test-support/authz.ts';
import type { GraphqlResult } from '../../test-support/app.ts';
import { gqlUpload as upload, type UploadSpec } from '../../test-support/upload.ts';
import { kioskScreenAuthzCases } from './organizations.kiosk-screen.test-data.ts';

/** Test data of the organizations module: its authorization-matrix cases and request helpers. */

/** Sends a GraphQL multipart request to the organizations endpoint. */
export function gqlUpload<T = Record<string, unknown>>(
  built: BuiltApp,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown>,
  variable: string,
  part: Omit<UploadSpec, 'variable'>,
): Promise<GraphqlResult<T>> {
  return upload<T>(built, 'organizations', query, variables, { ...part, variable }, token);
}

export const ORGANIZATION_FIELDS = `
  _id name slug appleId imageUrl description fridges type currency timeZone allSubsOrgIds createdAt updatedAt
  parentOrg { _id name }
  address { address city state country postalCode }
  contact { contactPerson role email phoneNumber supportEmail supportPhoneNumber }
  support { email hotline hotlineAvailability }
  kioskInitScreen { headerURI headerTextColor bgURI bgColor bodyTextColor }
  users { _id email role status }
  kiosks { _id name }
`;

/** Callers with console access; what they see is narrowed by scope (checked through rowOrgIds). */
const consoleUsers = (caller: Caller) => ['root', 'parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller);

const orgOf = (world: AuthzWorld, target: Target) => world.orgs[target];

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();

/** Stores a file on the target organization (as root, through the service) for the delete case. */
async function fileOn(world: AuthzWorld, orgId: string): Promise<string> {
  const file = new File(['matrix file'], 'matrix.txt', { type: 'text/plain' });
  return (await world.context.services.organizations.files.upload(world.context.root, orgId, file)).id;
}

interface GridData {
  getOrganizationsGrid: { data: { _id: string; allSubsOrgIds: string[] }[]; parentOrg: { _id: string }[] };
}

export const authzCases: AuthzCase[] = [
  {
    operation: 'getOrganizationsGrid',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({
      query: '{ getOrganizationsGrid(data: { pageSize: 500 }) { total parentOrg { _id } data { _id allSubsOrgIds } } }',
    }),
    allowed: consoleUsers,
    rowOrgIds: (data) => {
      const grid = (data as unknown as GridData).getOrganizationsGrid;
      return [...grid.data.flatMap((o) => [o._id, ...o.allSubsOrgIds]), ...grid.parentOrg.map((p) => p._id)];
    },
  },
  {
    operation: 'getAllOrganizations',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: '{ getAllOrganizations { _id allSubsOrgIds } }' }),
    allowed: consoleUsers,
    rowOrgIds: (data) =>
      (data as { getAllOrganizations: { _id: string; allSubsOrgIds: string[] }[] }).getAllOrganizations.flatMap((o) => [
        o._id,
        ...o.allSubsOrgIds,
      ]),
  },
  {
    operation: 'getOrganizationById',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'query($id: ID!) { getOrganizationById(id: $id) { _id allSubsOrgIds users { _id } } }',
      variables: { id: orgOf(world, target) },
    }),
  },
  {
    operation: 'getOrganizationFiles',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'query($orgId: ID!) { getOrganizationFiles(orgId: $orgId) { _id } }',
      variables: { orgId: orgOf(world, target) },
    }),
  },
  {
    operation: 'updateOrganization',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query:
        'mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { _id } }',
      variables: { orgId: orgOf(world, target), data: { description: unique('matrix edit') } },
    }),
  },
  {
    operation: 'updateOrganizationImage',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query:
        'mutation($orgId: ID!, $image: File!) { updateOrganizationImage(orgId: $orgId, image: $image) { _id imageUrl } }',
      variables: { orgId: orgOf(world, target) },
      upload: { variable: 'image', name: 'logo.png', type: 'image/png', data: await tinyPng() },
    }),
  },
  {
    operation: 'deleteOrganizationImage',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($orgId: ID!) { deleteOrganizationImage(orgId: $orgId) { _id } }',
      variables: { orgId: orgOf(world, target) },
    }),
  },
  {
    operation: 'uploadOrganizationFile',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($orgId: ID!, $file: File!) { uploadOrganizationFile(orgId: $orgId, file: $file) { _id } }',
      variables: { orgId: orgOf(world, target) },
      upload: { variable: 'file', name: 'notes.txt', type: 'text/plain', data: 'matrix upload' },
    }),
  },
  {
    operation: 'deleteOrganizationFile',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($orgId: ID!, $fileId: ID!) { deleteOrganizationFile(orgId: $orgId, fileId: $fileId) }',
      variables: { orgId: orgOf(world, target), fileId: await fileOn(world, orgOf(world, target)) },
    }),
  },
  // Creating adds organizations below the target; these run last so the lists above see the fixed world.
  {
    operation: 'createOrganization',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($data: OrganizationInput!) { createOrganization(data: $data) { _id parentOrg { _id } } }',
      variables: { data: { name: unique('Matrix Child'), parentOrg: orgOf(world, target) } },
    }),
  },
  {
    operation: 'createOrganization (top level)',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({
      query: 'mutation($data: OrganizationInput!) { createOrganization(data: $data) { _id } }',
      variables: { data: { name: unique('Matrix Top Level') } },
    }),
    allowed: (caller) => caller === 'root',
  },
];

authzCases.push(...kioskScreenAuthzCases);
