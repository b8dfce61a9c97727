/** A sale's refunds in its expanded row: the Refund action (while items are left) and the refund records. */
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/session.ts';
import { useDateTime, useTimeZones, withZone } from '../../lib/time-zones.ts';
import { RefundDialog } from './refund-dialog.tsx';
import type { SaleRow } from './transactions.queries.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

export function SaleRefunds({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation('transactions');
  const money = useMoney();
  const time = useDateTime();
  // Refunds at the sale's organization's wall clock, like the sale itself.
  const zone = useTimeZones().ofOrganization(sale.orgId);
  const [opened, setOpened] = useState(false);
  const names = new Map(sale.itemsPurchased.map((item) => [item._id, item.productLine.name]));
  const left = sale.itemsPurchased.some((item) => !item.refunded);
  return (
    <div data-testid="sale-refunds">
      <Group justify="space-between" mb={4} wrap="wrap">
        <Title order={3} size="h6">
          {t('transactions.refunds.title')}
        </Title>
        {left && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('transactions.refunds.action')}
          </Button>
        )}
      </Group>
      {sale.refunds.length === 0 ? (
        <Text size="sm">{t('transactions.refunds.none')}</Text>
      ) : (
        <Stack gap={4}>
          <ScrollTable minWidth={360} label={t('transactions.refunds.title')}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {withZone(t('transactions.refunds.columns.created'), time.differs(zone) ? zone : null)}
                  </Table.Th>
                  <Table.Th>{t('transactions.refunds.columns.items')}</Table.Th>
                  <Table.Th>{t('transactions.refunds.columns.reason')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.refunds.columns.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sale.refunds.map((refund) => (
                  <Table.Tr key={refund._id}>
                    <Table.Td>{time.format(refund.created, { zone })}</Table.Td>
                    <Table.Td>{refund.items.map((item) => names.get(item.itemId) ?? '–').join(', ')}</Table.Td>
                    <Table.Td>{refund.reason}</Table.Td>
                    <Table.Td ta="right">{money.format(refund.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Text size="sm" fw={600}>
            {t('transactions.refunds.refundedTotal', { amount: money.format(sale.refundedTotal) })}
          </Text>
        </Stack>
      )}
      {opened && <RefundDialog sale={sale} opened={opened} onClose={() => setOpened(false)} />}
    </div>
  );
}
