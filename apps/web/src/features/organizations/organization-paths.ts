/** Where the organizations screens live (see organizations-page.tsx). */
export const ORGANIZATIONS_PATH = '/organizations';
export const NEW_ORGANIZATION_ID = 'new';

export const organizationPaths = {
  list: ORGANIZATIONS_PATH,
  create: `${ORGANIZATIONS_PATH}/detail/${NEW_ORGANIZATION_ID}`,
  detail: (id: string) => `${ORGANIZATIONS_PATH}/detail/${encodeURIComponent(id)}`,
  edit: (id: string) => `${ORGANIZATIONS_PATH}/detail/${encodeURIComponent(id)}/edit`,
  /** Users live in their own area (spec §2). */
  user: (id: string) => `/users/detail/${encodeURIComponent(id)}`,
  kiosk: (id: string) => `/kiosks/detail/${encodeURIComponent(id)}`,
};
