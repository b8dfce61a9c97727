/** The waste report's lines: kiosk × product × reason with units, cost and records, and the total. */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import type { MoneyFormatter } from '../../../lib/format.ts';
import type { WasteReport } from './waste.queries.ts';

export function WasteLinesTable({ report, money }: { report: WasteReport; money: MoneyFormatter }) {
  const { t } = useTranslation(['reports', 'inventory']);
  return (
    <SectionCard title={t('reports.waste.table.title')}>
      <ScrollTable label={t('reports.waste.table.label')} minWidth={640}>
        <Table striped withTableBorder data-testid="waste-lines" aria-label={t('reports.waste.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.waste.table.product')}</Table.Th>
              <Table.Th>{t('reports.waste.table.kiosk')}</Table.Th>
              <Table.Th>{t('reports.waste.table.reason')}</Table.Th>
              <Table.Th ta="right">{t('reports.waste.table.units')}</Table.Th>
              <Table.Th ta="right">{t('reports.waste.table.cost')}</Table.Th>
              <Table.Th ta="right">{t('reports.waste.table.records')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.lines.map((line) => (
              <Table.Tr key={`${line.kioskId}:${line.productLine?._id ?? ''}:${line.reason}`} data-testid="waste-line">
                <Table.Td>
                  <Text size="sm">{line.productLine?.name ?? t('reports.waste.table.unknownProduct')}</Text>
                  {line.productLine?.articleNumber && (
                    <Text size="xs" c="dimmed">
                      {t('reports.waste.table.articleNumber')} {line.productLine.articleNumber}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.kioskName}</Table.Td>
                <Table.Td>
                  {t(`inventory:inventory.waste.reasons.${line.reason}` as 'inventory:inventory.waste.reasons.other')}
                </Table.Td>
                <Table.Td ta="right">{line.units}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(line.cost)}
                </Table.Td>
                <Table.Td ta="right">{line.records}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th colSpan={3}>{t('reports.waste.table.total')}</Table.Th>
              <Table.Th ta="right" data-testid="waste-total-units">
                {report.units}
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="waste-total-cost">
                {money.format(report.cost)}
              </Table.Th>
              <Table.Th ta="right">{report.lines.reduce((sum, line) => sum + line.records, 0)}</Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SectionCard>
  );
}
