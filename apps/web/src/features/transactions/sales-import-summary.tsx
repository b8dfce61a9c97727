import { Alert, List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/session.ts';
import type { runSalesImport, ImportField } from './sales-import.queries.ts';

export type ImportSummaryData = Awaited<ReturnType<typeof runSalesImport>>;

/** At most this many names or lines are spelled out in a sentence; the rest are counted. */
const LISTED = 12;

function Listed({ items }: { items: readonly string[] }) {
  const { t } = useTranslation('transactions');
  if (items.length === 0) return null;
  const shown = items.slice(0, LISTED).join(', ');
  return (
    <>
      : {shown}
      {items.length > LISTED && ` ${t('transactions.import.more', { count: items.length - LISTED })}`}
    </>
  );
}

/** The dry run's or the import's result: what is (or was) created, merged, refused and suspicious. */
export function SalesImportSummary({ summary }: { summary: ImportSummaryData }) {
  const { t } = useTranslation('transactions');
  const money = useMoney();
  const done = summary.imported;
  const refusal = (r: ImportSummaryData['refused'][number]) =>
    t(`transactions.import.refusals.${r.code}`, {
      value: r.code === 'TOTAL_MISMATCH' ? money.format(r.value) : r.value,
      expected: r.expected === null || r.expected === undefined ? '' : money.format(r.expected),
    });
  return (
    <Stack gap="xs" data-testid="sales-import-summary" aria-live="polite">
      <Text fw={600}>{done ? t('transactions.import.importedTitle') : t('transactions.import.dryRunTitle')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('transactions.import.rows', { rows: summary.rows, accepted: summary.acceptedRows })}</List.Item>
        <List.Item>
          {t('transactions.import.readIn', { zone: summary.timeZone })}
          {summary.dateOrder && `, ${t(`transactions.import.readOrder.${summary.dateOrder}`)}`}
        </List.Item>
        <List.Item>
          {t('transactions.import.transactions', { count: summary.transactions, total: money.format(summary.total) })}
        </List.Item>
        <List.Item>{t('transactions.import.already', { count: summary.alreadyImported })}</List.Item>
        <List.Item>
          {done
            ? t('transactions.import.createdKiosks', { count: summary.newKiosks.length })
            : t('transactions.import.newKiosks', { count: summary.newKiosks.length })}
          <Listed items={summary.newKiosks} />
        </List.Item>
        <List.Item>
          {done
            ? t('transactions.import.createdProducts', { count: summary.newProducts.length })
            : t('transactions.import.newProducts', { count: summary.newProducts.length })}
          <Listed items={summary.newProducts} />
        </List.Item>
      </List>
      {summary.merged.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('transactions.import.merged')}</Text>
          <List size="sm" spacing={2}>
            {summary.merged.map((merge) => (
              <List.Item key={`${merge.field}-${merge.name}`}>
                {t(`transactions.import.mergedFields.${merge.field === 'kiosk' ? 'kiosk' : 'product'}`)}:{' '}
                {t('transactions.import.mergedItem', { variants: merge.variants.join('”, “'), name: merge.name })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {summary.duplicateTotal > 0 && (
        <Alert color="yellow" data-testid="sales-import-duplicates">
          <Text size="sm">{t('transactions.import.duplicates', { count: summary.duplicateTotal })}</Text>
          <Text size="sm">
            {summary.duplicates
              .slice(0, LISTED)
              .map((d) => t('transactions.import.duplicateItem', { row: d.row, sameAs: d.sameAs }))
              .join('; ')}
            {summary.duplicateTotal > LISTED &&
              ` ${t('transactions.import.more', { count: summary.duplicateTotal - LISTED })}`}
          </Text>
        </Alert>
      )}
      {summary.refusedTotal > 0 && (
        <>
          <Alert color="red" role="alert">
            {t('transactions.import.refused', { count: summary.refusedTotal })}
          </Alert>
          <Table.ScrollContainer minWidth={320} mah={240}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.import.line')}</Table.Th>
                  <Table.Th>{t('transactions.import.column')}</Table.Th>
                  <Table.Th>{t('transactions.import.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.refused.map((r) => (
                  <Table.Tr key={`${r.row}-${r.field}`}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td>{t(`transactions.import.fields.${r.field as ImportField}`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{refusal(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
