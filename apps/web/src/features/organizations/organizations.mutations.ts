/**
 * Writes of the organizations screens (spec §7): create/update, the image, and the documents attached
 * to an organization. Each hook invalidates every query key whose data it changes; the screens show
 * the toasts (spec §8).
 */
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../generated/gql.ts';
import type { OrganizationInput } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { downloadFile } from '../../lib/rest-client.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const CREATE_ORGANIZATION = graphql(`
  mutation CreateOrganization($data: OrganizationInput!) {
    createOrganization(data: $data) {
      _id
    }
  }
`);

const UPDATE_ORGANIZATION = graphql(`
  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {
    updateOrganization(orgId: $orgId, data: $data) {
      _id
    }
  }
`);

const UPDATE_ORGANIZATION_IMAGE = graphql(`
  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {
    updateOrganizationImage(orgId: $orgId, image: $image) {
      _id
      imageUrl
    }
  }
`);

const DELETE_ORGANIZATION_IMAGE = graphql(`
  mutation DeleteOrganizationImage($orgId: ID!) {
    deleteOrganizationImage(orgId: $orgId) {
      _id
      imageUrl
    }
  }
`);

const UPLOAD_ORGANIZATION_FILE = graphql(`
  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {
    uploadOrganizationFile(orgId: $orgId, file: $file) {
      _id
      name
    }
  }
`);

const DELETE_ORGANIZATION_FILE = graphql(`
  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {
    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)
  }
`);

/**
 * An organization's name and currency also show in every organization picker (part of
 * queryKeys.organizations), the users' roles and the signed-in user's memberships.
 */
const SAVED = [queryKeys.organizations.all, queryKeys.users.all, queryKeys.self];
/** Images and documents show only in the organizations screens. */
const ATTACHED = [queryKeys.organizations.all];

/** Creates (no id) or updates an organization; a new organization may bring its image along. Resolves with its id. */
export function useSaveOrganization() {
  return useInvalidatingMutation(
    async ({ id, data, image }: { id: string | null; data: OrganizationInput; image?: File | null }) => {
      if (id) {
        const result = await request('organizations', UPDATE_ORGANIZATION, { orgId: id, data });
        return { id: result.updateOrganization._id, imageFailed: null };
      }
      const created = await request('organizations', CREATE_ORGANIZATION, { data });
      const newId = created.createOrganization._id;
      if (!image) return { id: newId, imageFailed: null };
      // createOrganization takes no file: the image follows once the organization exists. The
      // organization stays created when the image is refused; the caller tells the user why.
      try {
        await requestWithFiles('organizations', UPDATE_ORGANIZATION_IMAGE, { orgId: newId, image });
        return { id: newId, imageFailed: null };
      } catch (error) {
        return { id: newId, imageFailed: error };
      }
    },
    { invalidates: SAVED },
  );
}

export function useUpdateOrganizationImage() {
  return useInvalidatingMutation(
    ({ orgId, image }: { orgId: string; image: File }) =>
      requestWithFiles('organizations', UPDATE_ORGANIZATION_IMAGE, { orgId, image }),
    { invalidates: ATTACHED },
  );
}

export function useDeleteOrganizationImage() {
  return useInvalidatingMutation((orgId: string) => request('organizations', DELETE_ORGANIZATION_IMAGE, { orgId }), {
    invalidates: ATTACHED,
  });
}

export function useUploadOrganizationFile() {
  return useInvalidatingMutation(
    ({ orgId, file }: { orgId: string; file: File }) =>
      requestWithFiles('organizations', UPLOAD_ORGANIZATION_FILE, { orgId, file }),
    { invalidates: ATTACHED },
  );
}

export function useDeleteOrganizationFile() {
  return useInvalidatingMutation(
    ({ orgId, fileId }: { orgId: string; fileId: string }) =>
      request('organizations', DELETE_ORGANIZATION_FILE, { orgId, fileId }),
    { invalidates: ATTACHED },
  );
}

/** Fetches a document with the bearer token (ADR 0004) and saves it in the browser. */
export function useDownloadOrganizationFile() {
  return useMutation({
    mutationFn: ({ url, name }: { url: string; name: string }) => downloadFile(url, name),
  });
}
