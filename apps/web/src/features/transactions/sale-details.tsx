/** A sale opened in the sales table: its items (refunded ones marked), its refunds and the session evidence per load cell. */
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/session.ts';
import { SaleRefunds } from './sale-refunds.tsx';
import type { SaleRow } from './transactions.queries.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

export function SaleDetails({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation('transactions');
  const money = useMoney();
  const grams = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : t('transactions.sales.grams', { value });
  return (
    <Stack gap="sm" p="sm" data-testid="sale-details">
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('transactions.sales.items')}
        </Title>
        <ScrollTable minWidth={360} label={t('transactions.sales.items')}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transactions.sales.itemColumns.product')}</Table.Th>
                <Table.Th>{t('transactions.sales.itemColumns.articleNumber')}</Table.Th>
                <Table.Th ta="right">{t('transactions.sales.itemColumns.price')}</Table.Th>
                <Table.Th ta="right">{t('transactions.sales.itemColumns.tax')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sale.itemsPurchased.map((item, index) => (
                <Table.Tr key={`${item.productLine._id ?? item.productLine.name}-${index}`}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>{item.productLine.name}</span>
                      {item.refunded && (
                        <Badge color="red" variant="light" size="sm" data-testid="item-refunded">
                          {t('transactions.refunds.refunded')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.productLine.articleNumber ?? '–'}</Table.Td>
                  <Table.Td ta="right">{money.format(item.price)}</Table.Td>
                  <Table.Td ta="right">{`${item.tax} %`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </div>
      <SaleRefunds sale={sale} />
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('transactions.sales.evidence')}
        </Title>
        {sale.evidence ? (
          <ScrollTable minWidth={560} label={t('transactions.sales.evidence')}>
            <Table striped withTableBorder data-testid="sale-evidence">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.sales.evidenceColumns.cell')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.sales.evidenceColumns.before')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.sales.evidenceColumns.after')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.sales.evidenceColumns.unitWeight')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.sales.evidenceColumns.tolerance')}</Table.Th>
                  <Table.Th>{t('transactions.sales.evidenceColumns.charged')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sale.evidence.cells.map((cell) => (
                  <Table.Tr key={cell.cellId}>
                    <Table.Td>{cell.cellId}</Table.Td>
                    <Table.Td ta="right">{grams(cell.weightBefore)}</Table.Td>
                    <Table.Td ta="right">{grams(cell.weightAfter)}</Table.Td>
                    <Table.Td ta="right">{grams(cell.unitWeightGrams)}</Table.Td>
                    <Table.Td ta="right">{grams(cell.toleranceGrams)}</Table.Td>
                    <Table.Td>
                      {cell.refused === 'out_of_tolerance' ||
                      cell.refused === 'put_back' ||
                      cell.refused === 'no_product'
                        ? t(`transactions.sales.refused.${cell.refused}`)
                        : String(cell.units ?? 0)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ) : (
          <Text size="sm">{t('transactions.sales.noEvidence')}</Text>
        )}
      </div>
    </Stack>
  );
}
