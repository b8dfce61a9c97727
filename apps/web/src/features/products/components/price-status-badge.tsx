import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceStatus, type PriceStatus } from '../price-status.ts';

const COLORS: Record<PriceStatus, string> = { current: 'teal', upcoming: 'blue', expired: 'gray' };

/** "current", "upcoming" or "expired" for a price entry. */
export function PriceStatusBadge({ entry }: { entry: { validFrom: string; validTo: string | null } }) {
  const { t } = useTranslation('products');
  const status = priceStatus(entry);
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`products.prices.status.${status}`)}
    </Badge>
  );
}
