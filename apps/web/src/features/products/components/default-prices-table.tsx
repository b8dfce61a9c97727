import { PAGE_SIZE } from '@kiosk/common/constants';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/session.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useDefaultPrices, type PriceEntry } from '../products.queries.ts';
import { usePriceColumns } from './price-columns.tsx';

interface DefaultPricesTableProps {
  productLineId: string;
  onEdit: (entry: PriceEntry) => void;
}

/** The default price history, newest validFrom first, 25 per page. */
export function DefaultPricesTable({ productLineId, onEdit }: DefaultPricesTableProps) {
  const { t } = useTranslation('products');
  const money = useMoney();
  const priceColumns = usePriceColumns<PriceEntry>();
  const [page, setPage] = useState(0);
  const prices = useDefaultPrices(productLineId, page, PAGE_SIZE);

  return (
    <DataTable<PriceEntry>
      aria-label={t('products.prices.defaultTitle')}
      withTableBorder
      borderRadius="md"
      minHeight={prices.data?.data.length ? undefined : 120}
      idAccessor="_id"
      records={prices.data?.data ?? []}
      fetching={prices.isFetching}
      noRecordsText={prices.isError ? errorMessage(prices.error, t) : t('products.prices.defaultEmpty')}
      page={page + 1}
      onPageChange={(next) => setPage(next - 1)}
      recordsPerPage={PAGE_SIZE}
      totalRecords={prices.data?.total ?? 0}
      paginationText={({ from, to, totalRecords }) =>
        t('components.dataTable.range', { ns: 'common', from, to, total: totalRecords })
      }
      columns={[
        ...priceColumns,
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (row) => (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(row)}
              aria-label={t('products.prices.editPrice', { price: money.format(row.price) })}
            >
              {t('products.prices.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
