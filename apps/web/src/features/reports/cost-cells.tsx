/** A report row's net cost and profit cells — or "no cost data" when its sales carry no cost (imported sales). */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MoneyFormatter } from '../../lib/format.ts';

interface CostCellsProps {
  costKnown: boolean;
  netCost: string;
  profit: string;
  money: MoneyFormatter;
  /** A total row's header cells. */
  header?: boolean;
}

export function CostCells({ costKnown, netCost, profit, money, header = false }: CostCellsProps) {
  const { t } = useTranslation('reports');
  const Cell = header ? Table.Th : Table.Td;
  if (costKnown) {
    return (
      <>
        <Cell ta="right">{money.format(netCost)}</Cell>
        <Cell ta="right">{money.format(profit)}</Cell>
      </>
    );
  }
  return (
    <Cell ta="right" colSpan={2} data-testid="report-no-cost">
      <Text span size="sm" c="dimmed" fw={header ? 700 : undefined}>
        {t('reports.figures.noCostData')}
      </Text>
    </Cell>
  );
}
