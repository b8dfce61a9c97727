import type { Role } from '@kiosk/common/constants';

/** The i18n key (users namespace) of a role in an organization; unknown roles show as consumer. */
export function roleLabelKey(role: string): `values.role.${Role}` {
  return role === 'admin' ? 'values.role.admin' : 'values.role.consumer';
}
