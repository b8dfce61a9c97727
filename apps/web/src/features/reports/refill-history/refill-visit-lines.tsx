/**
 * The cells of a visit: per cell what the scale measured (units, grams), what was recorded, the difference,
 * waste, the nearest best-before day and the reconciliation of the scales with the person's counts — a table on wider screens, one block per cell on a phone.
 */
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatCalendarDay } from '../../../lib/calendar-day.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import type { RefillVisit } from './refill-history.queries.ts';
import { LineReconciliation } from './refill-reconciliation.tsx';

type Line = RefillVisit['lines'][number];
const COLUMNS = ['measured', 'measuredWeight', 'recorded', 'difference', 'wasted', 'bestBefore', 'scales'] as const;
type Column = (typeof COLUMNS)[number];
const LEFT = new Set<Column>(['bestBefore', 'scales']);

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function useCells() {
  const { t } = useTranslation('reports');
  const language = currentLanguage();
  const none = t('reports.refillHistory.table.none');
  return (line: Line): Record<Column, ReactNode> => ({
    measured: line.measured ?? none,
    measuredWeight:
      line.measuredWeight === null || line.measuredWeight === undefined
        ? none
        : t('reports.refillHistory.table.grams', { value: signed(line.measuredWeight) }),
    recorded: line.recorded ?? none,
    difference:
      line.difference === null || line.difference === undefined ? (
        none
      ) : (
        <Text
          span
          inherit
          fw={line.difference ? 700 : undefined}
          c={line.difference ? 'red' : undefined}
          data-testid="refill-visit-difference"
        >
          {signed(line.difference)}
        </Text>
      ),
    wasted: line.wasted || none,
    bestBefore: line.bestBefore ? formatCalendarDay(line.bestBefore, language) : none,
    scales: <LineReconciliation reconciliation={line.reconciliation} />,
  });
}

export function RefillVisitLines({ lines }: { lines: RefillVisit['lines'] }) {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const cells = useCells();
  const none = t('reports.refillHistory.table.none');
  const label = t('reports.refillHistory.table.label');
  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {lines.map((line) => {
          const values = cells(line);
          return (
            <Paper key={line.cellId} withBorder radius="sm" p="xs" role="listitem" data-testid="refill-visit-line">
              <Text size="sm" fw={700}>
                {line.cellId} · {line.productLine?.name ?? none}
              </Text>
              <SimpleGrid cols={3} spacing={6} verticalSpacing={4} mt={4}>
                {COLUMNS.filter((column) => column !== 'scales').map((column) => (
                  <div key={column}>
                    <Text size="xs" c="dimmed">
                      {t(`reports.refillHistory.table.${column}`)}
                    </Text>
                    <Text size="sm">{values[column]}</Text>
                  </div>
                ))}
              </SimpleGrid>
              {/* The reconciliation's sentences take the block's width. */}
              <Text size="xs" c="dimmed" mt={4}>
                {t('reports.refillHistory.table.scales')}
              </Text>
              <Text size="sm" component="div">
                {values.scales}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <ScrollTable label={label} minWidth={820}>
      <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.refillHistory.table.cell')}</Table.Th>
            <Table.Th>{t('reports.refillHistory.table.product')}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta={LEFT.has(column) ? undefined : 'right'}>
                {t(`reports.refillHistory.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const values = cells(line);
            return (
              <Table.Tr key={line.cellId} data-testid="refill-visit-line">
                <Table.Td fw={600}>{line.cellId}</Table.Td>
                <Table.Td>{line.productLine?.name ?? none}</Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column} ta={LEFT.has(column) ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                    {values[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
