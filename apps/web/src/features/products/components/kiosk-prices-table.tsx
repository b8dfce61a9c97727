import { PAGE_SIZE } from '@kiosk/common/constants';
import { Button, Code, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllKiosks } from '../../../lib/lookups.ts';
import { useMoney } from '../../../lib/session.ts';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteKioskPrice } from '../products.mutations.ts';
import { useActivePrices, type KioskPriceEntry } from '../products.queries.ts';
import { usePriceColumns } from './price-columns.tsx';

interface KioskPricesTableProps {
  productLineId: string;
}

/**
 * Kiosk-specific prices valid now or later, by kiosk name (the id when the kiosk is not visible); an
 * active one can be deleted (the kiosk then falls back to the default price).
 */
export function KioskPricesTable({ productLineId }: KioskPricesTableProps) {
  const { t } = useTranslation('products');
  const money = useMoney();
  const priceColumns = usePriceColumns<KioskPriceEntry>();
  const [page, setPage] = useState(0);
  const prices = useActivePrices(productLineId, page, PAGE_SIZE);
  const remove = useDeleteKioskPrice();
  const [confirm, confirmDialog] = useConfirm();
  const kiosks = useAllKiosks();
  const kioskName = (id: string | null | undefined) => kiosks.data?.find((kiosk) => kiosk._id === id)?.name;

  const onDelete = async (entry: KioskPriceEntry) => {
    const ok = await confirm({
      title: t('products.prices.deleteConfirmTitle'),
      message: t('products.prices.deleteConfirmMessage', { price: money.format(entry.price) }),
      confirmLabel: t('products.prices.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { productLineId, priceHistoryId: entry._id },
      {
        onSuccess: () => notifySuccess(t('products.prices.deleted')),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('products.prices.kioskHint')}
      </Text>
      <DataTable<KioskPriceEntry>
        aria-label={t('products.prices.kioskTitle')}
        withTableBorder
        borderRadius="md"
        minHeight={prices.data?.data.length ? undefined : 120}
        idAccessor="_id"
        records={prices.data?.data ?? []}
        fetching={prices.isFetching}
        noRecordsText={prices.isError ? errorMessage(prices.error, t) : t('products.prices.kioskEmpty')}
        page={page + 1}
        onPageChange={(next) => setPage(next - 1)}
        recordsPerPage={PAGE_SIZE}
        totalRecords={prices.data?.total ?? 0}
        paginationText={({ from, to, totalRecords }) =>
          t('components.dataTable.range', { ns: 'common', from, to, total: totalRecords })
        }
        columns={[
          {
            accessor: 'validForKiosk',
            title: t('products.prices.columns.kiosk'),
            render: (row) => kioskName(row.validForKiosk) ?? <Code>{row.validForKiosk}</Code>,
          },
          ...priceColumns,
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (row) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => void onDelete(row)}
                loading={remove.isPending && remove.variables.priceHistoryId === row._id}
              >
                {t('products.prices.delete')}
              </Button>
            ),
          },
        ]}
      />
      {confirmDialog}
    </>
  );
}
