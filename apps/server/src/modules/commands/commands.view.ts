import type { KioskCommand } from '../../generated/graphql.ts';
import type { CommandRow } from './kiosks.commands.repository.ts';
import { withoutSecrets } from './kiosks.settings.view.ts';

/** A stored command as the API shows it (KioskCommand); payment secrets are never shown. */
export function toKioskCommandJson(row: CommandRow): KioskCommand {
  return {
    _id: row.id,
    kioskId: row.kioskId,
    type: row.type,
    status: row.status,
    params: JSON.stringify(withoutSecrets(row.type, row.params)),
    created: row.createdAt,
    createdBy: row.createdBy,
    sentAt: row.firstSentAt,
    deliveredAt: row.deliveredAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    resends: row.resends,
    error: row.error,
  };
}
