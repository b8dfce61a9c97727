import type { BuiltApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createLocalFileStorage } from '../../files/storage.ts';
import { createOrganizationFilesRepository } from './organizations.files.repository.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';
import { createOrganizationsService } from './organizations.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { Scope } from '../../auth/scope.ts';
import type { GraphqlResult } from '../../test-support/app.ts';
import { gqlUpload as upload, type UploadSpec } from '../../test-support/upload.ts';

/** Everything a root caller reaches, for arranging fixtures through the service. */
export const ROOT_SCOPE: Scope = {
  userId: '00000000-0000-0000-0000-000000000000',
  root: true,
  all: true,
  orgIds: new Set(),
};

/** The organizations service on a test database, for arranging fixtures (as root). */
export function fixtureService(db: Db, filesDir: string) {
  return createOrganizationsService({
    organizations: createOrganizationsRepository(db),
    files: createOrganizationFilesRepository(db),
    storage: createLocalFileStorage(filesDir),
    membersOf: (orgIds) => createUsersRepository(db).membersOf(orgIds),
  });
}

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
