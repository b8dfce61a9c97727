import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalePaymentStatus } from '../../generated/graphql.ts';

const COLORS: Record<SalePaymentStatus, string> = { paid: 'green', pending: 'yellow', not_paid: 'red' };

/** Paid (green), pending (yellow) or not paid (red); the text carries the meaning, not the colour. */
export function PaymentStatusBadge({ status }: { status: SalePaymentStatus }) {
  const { t } = useTranslation('transactions');
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast>
      {t(`transactions.paymentStatus.${status}`)}
    </Badge>
  );
}
