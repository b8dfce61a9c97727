/**
 * Writes of the organizations screens (spec §7): create/update, the image, and the documents attached
 * to an organization. Each hook refreshes the organizations queries when it succeeds; the screens show
 * the toasts (spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrganizationMutation,
  DeleteOrganizationFileMutation,
  DeleteOrganizationImageMutation,
  OrganizationInput,
  UpdateOrganizationImageMutation,
  UpdateOrganizationMutation,
  UploadOrganizationFileMutation,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { downloadFile } from '../../lib/rest-client.ts';
import { selfQueryKey } from '../account/account.queries.ts';
import { organizationKeys } from './organizations.queries.ts';

export const CREATE_ORGANIZATION = /* GraphQL */ `
  mutation CreateOrganization($data: OrganizationInput!) {
    createOrganization(data: $data) {
      _id
    }
  }
`;

export const UPDATE_ORGANIZATION = /* GraphQL */ `
  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {
    updateOrganization(orgId: $orgId, data: $data) {
      _id
    }
  }
`;

export const UPDATE_ORGANIZATION_IMAGE = /* GraphQL */ `
  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {
    updateOrganizationImage(orgId: $orgId, image: $image) {
      _id
      imageUrl
    }
  }
`;

export const DELETE_ORGANIZATION_IMAGE = /* GraphQL */ `
  mutation DeleteOrganizationImage($orgId: ID!) {
    deleteOrganizationImage(orgId: $orgId) {
      _id
      imageUrl
    }
  }
`;

export const UPLOAD_ORGANIZATION_FILE = /* GraphQL */ `
  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {
    uploadOrganizationFile(orgId: $orgId, file: $file) {
      _id
      name
    }
  }
`;

export const DELETE_ORGANIZATION_FILE = /* GraphQL */ `
  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {
    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)
  }
`;

/** Marks every organizations-screen query stale, and the signed-in user (names, currency of their organizations). */
function useRefreshingMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: selfQueryKey }),
      ]),
  });
}

/** Creates (no id) or updates an organization; a new organization may bring its image along. Resolves with its id. */
export function useSaveOrganization() {
  return useRefreshingMutation(
    async ({ id, data, image }: { id: string | null; data: OrganizationInput; image?: File | null }) => {
      if (id) {
        const result = await request<UpdateOrganizationMutation>('organizations', UPDATE_ORGANIZATION, {
          orgId: id,
          data,
        });
        return { id: result.updateOrganization._id, imageFailed: null };
      }
      const created = await request<CreateOrganizationMutation>('organizations', CREATE_ORGANIZATION, { data });
      const newId = created.createOrganization._id;
      if (!image) return { id: newId, imageFailed: null };
      // createOrganization takes no file: the image follows once the organization exists. The
      // organization stays created when the image is refused; the caller tells the user why.
      try {
        await requestWithFiles('organizations', UPDATE_ORGANIZATION_IMAGE, { orgId: newId }, { image });
        return { id: newId, imageFailed: null };
      } catch (error) {
        return { id: newId, imageFailed: error };
      }
    },
  );
}

export function useUpdateOrganizationImage() {
  return useRefreshingMutation(({ orgId, image }: { orgId: string; image: File }) =>
    requestWithFiles<UpdateOrganizationImageMutation>('organizations', UPDATE_ORGANIZATION_IMAGE, { orgId }, { image }),
  );
}

export function useDeleteOrganizationImage() {
  return useRefreshingMutation((orgId: string) =>
    request<DeleteOrganizationImageMutation>('organizations', DELETE_ORGANIZATION_IMAGE, { orgId }),
  );
}

export function useUploadOrganizationFile() {
  return useRefreshingMutation(({ orgId, file }: { orgId: string; file: File }) =>
    requestWithFiles<UploadOrganizationFileMutation>('organizations', UPLOAD_ORGANIZATION_FILE, { orgId }, { file }),
  );
}

export function useDeleteOrganizationFile() {
  return useRefreshingMutation(({ orgId, fileId }: { orgId: string; fileId: string }) =>
    request<DeleteOrganizationFileMutation>('organizations', DELETE_ORGANIZATION_FILE, { orgId, fileId }),
  );
}

/** Fetches a document with the bearer token (ADR 0004) and saves it in the browser. */
export function useDownloadOrganizationFile() {
  return useMutation({
    mutationFn: ({ url, name }: { url: string; name: string }) => downloadFile(url, name),
  });
}
