import type { AcceptedPayment } from '@kiosk/common/mqtt';
import type { KioskCommand } from '../../generated/graphql.ts';
import type { CommandRow } from './commands.repository.ts';

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

/** Command parameters as the API shows them: payment secrets of `apply_settings` masked (write-only). */
export function withoutSecrets(type: string, params: Record<string, unknown>): Record<string, unknown> {
  const payment = params.acceptedPayment as AcceptedPayment | null | undefined;
  if (type !== 'apply_settings' || !payment?.config) return params;
  const mask = (value: string | null | undefined) => (value ? '********' : (value ?? null));
  return {
    ...params,
    acceptedPayment: {
      ...payment,
      config: {
        ...payment.config,
        password: mask(payment.config.password),
        clientSecret: mask(payment.config.clientSecret),
      },
    },
  };
}
