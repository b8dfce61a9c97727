/**
 * A cell's reconciliation in the refill history (docs/field-operations.md "Reconciliation"): where the
 * count found or the units put in less those removed differ from what the scales measured, each
 * difference; else that they agree, or that the cell has no scale data.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefillVisit } from './refill-history.queries.ts';

type Reconciliation = RefillVisit['lines'][number]['reconciliation'];

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function LineReconciliation({ reconciliation }: { reconciliation: Reconciliation }) {
  const { t } = useTranslation('reports');
  const { status, differences } = reconciliation;
  if (status === 'notRecorded') return <>{t('reports.refillHistory.table.none')}</>;
  if (status === 'noScaleData')
    return (
      <Text span inherit c="dimmed" data-testid="refill-visit-reconcile" data-status={status}>
        {t('reports.refillHistory.table.reconcile_noScaleData')}
      </Text>
    );
  if (status === 'agree')
    return (
      <Text span inherit data-testid="refill-visit-reconcile" data-status={status}>
        {t('reports.refillHistory.table.reconcile_agree')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="refill-visit-reconcile" data-status={status}>
      {differences.map((difference) => (
        <Text key={difference.kind} span inherit fw={700} c="red">
          {t(`reports.refillHistory.table.reconcile_${difference.kind === 'found' ? 'found' : 'change'}`, {
            recorded: difference.kind === 'found' ? difference.recorded : signed(difference.recorded),
            measured: difference.kind === 'found' ? difference.measured : signed(difference.measured),
            difference: signed(difference.difference),
          })}
        </Text>
      ))}
    </Stack>
  );
}
