/**
 * The users export (spec §7: GET /api/v1/organizations/export/users/{format}/{lng}, accepted with 200;
 * the file is e-mailed). The server builds it in the background and keeps it for download under
 * "My exports" (components/my-exports-panel.tsx).
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../lib/rest-client.ts';
import { useRefreshMyExports } from '../../lib/my-exports.ts';

export const USERS_EXPORT_KIND = 'users';

export function usersExportPath(format: ExportFormat, lng: Language): string {
  return `/api/v1/organizations/export/users/${format}/${lng}`;
}

export function useExportUsers() {
  const refreshExports = useRefreshMyExports();
  return useMutation({
    mutationFn: ({ format, lng }: { format: ExportFormat; lng: Language }) =>
      restRequest<{ exportId: string }>(usersExportPath(format, lng)),
    onSuccess: () => refreshExports(),
  });
}
