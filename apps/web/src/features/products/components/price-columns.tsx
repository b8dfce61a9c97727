import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PriceStatusBadge } from './price-status-badge.tsx';

interface PriceRow {
  price: string;
  validFrom: string;
  validTo: string | null;
}

/** The columns every price table shows: price, valid from, valid to (or open-ended) and status. */
export function usePriceColumns<T extends PriceRow>(): DataTableColumn<T>[] {
  const { t } = useTranslation('products');
  const money = useMoney();
  const language = currentLanguage();
  return [
    { accessor: 'price', title: t('products.prices.columns.price'), render: (row) => money.format(row.price) },
    {
      accessor: 'validFrom',
      title: t('products.prices.columns.validFrom'),
      render: (row) => formatDateTime(row.validFrom, language),
    },
    {
      accessor: 'validTo',
      title: t('products.prices.columns.validTo'),
      render: (row) => (row.validTo ? formatDateTime(row.validTo, language) : t('products.prices.openEnded')),
    },
    {
      accessor: 'status',
      title: t('products.prices.columns.status'),
      render: (row) => <PriceStatusBadge entry={row} />,
    },
  ];
}
