/**
 * The reconciliation of the visit on the phone (docs/field-operations.md "Reconciliation"): once the refill
 * session has closed and the phone's records are sent, per cell where what the scales measured and what
 * the replenisher recorded differ — or that they agree. Cells without scale data say so.
 */
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldActionInput } from '../field.queue.ts';
import { useRefillReconciliation, type FieldVisitReconciliation } from '../field.reconcile.queries.ts';
import { useFieldQueue, useOnline } from '../use-field-sync.ts';

/** The count a saved cell sends: units found (null: not counted) and all units put in at this visit. */
export function cellCountAction(
  base: { kioskId: string; cellId: string },
  found: number | null,
  added: number,
): FieldActionInput {
  return { ...base, kind: 'recordCellCount', found, added, countedAt: new Date().toISOString() };
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

type Line = FieldVisitReconciliation['lines'][number];

function CellLine({ line }: { line: Line }) {
  const { t } = useTranslation('field');
  const name = `${line.cellId} · ${line.productLine?.name ?? t('field.kiosk.emptyCell')}`;
  const { status, differences } = line.reconciliation;
  return (
    <List.Item data-testid="field-reconcile-line" data-status={status}>
      <Text size="sm" fw={700}>
        {name}
      </Text>
      {status === 'noScaleData' ? (
        <Text size="sm">{t('field.reconcile.noScaleData')}</Text>
      ) : (
        differences.map((difference) => (
          <Text size="sm" key={difference.kind} c="red" fw={600}>
            {t(`field.reconcile.${difference.kind === 'found' ? 'found' : 'change'}`, {
              recorded: difference.kind === 'found' ? difference.recorded : signed(difference.recorded),
              measured: difference.kind === 'found' ? difference.measured : signed(difference.measured),
              difference: signed(difference.difference),
            })}
          </Text>
        ))
      )}
    </List.Item>
  );
}

export function RefillDifferences({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('field');
  const online = useOnline();
  const queue = useFieldQueue();
  const reconciliation = useRefillReconciliation(kioskId, online);
  const waiting = (queue.data ?? []).filter((action) => action.kioskId === kioskId).length;
  const visit = reconciliation.data;
  const shown = visit?.lines.filter((line) => ['differ', 'noScaleData'].includes(line.reconciliation.status)) ?? [];
  const agree = visit ? visit.lines.filter((line) => line.reconciliation.status === 'agree').length : 0;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="field-reconcile-title" data-testid="field-reconcile">
      <Stack gap="xs">
        <Title order={2} size="h5" id="field-reconcile-title">
          {t('field.reconcile.title')}
        </Title>
        {!online ? <Text size="sm">{t('field.reconcile.offline')}</Text> : null}
        {waiting > 0 ? <Text size="sm">{t('field.reconcile.waiting', { count: waiting })}</Text> : null}
        {reconciliation.isError ? (
          <Text size="sm" c="red" role="alert">
            {t('field.reconcile.error')}
          </Text>
        ) : null}
        {online && reconciliation.isSuccess && !visit ? (
          <Text size="sm" data-testid="field-reconcile-none">
            {t('field.reconcile.none')}
          </Text>
        ) : null}
        {visit ? (
          <>
            {visit.kind !== 'session' ? <Text size="sm">{t('field.reconcile.noSession')}</Text> : null}
            {visit.differences === 0 && agree > 0 ? (
              <Alert color="teal" data-testid="field-reconcile-agree">
                {t('field.reconcile.agree')}
              </Alert>
            ) : null}
            {visit.differences > 0 ? (
              <Text size="sm" fw={700} c="red" data-testid="field-reconcile-summary">
                {t('field.reconcile.differ', { count: visit.differences })}
              </Text>
            ) : null}
            {shown.length > 0 ? (
              <List spacing={4} listStyleType="none" aria-label={t('field.reconcile.listLabel')}>
                {shown.map((line) => (
                  <CellLine key={line.cellId} line={line} />
                ))}
              </List>
            ) : null}
            {visit.differences === 0 && agree === 0 && shown.length === 0 ? (
              <Text size="sm">{t('field.reconcile.nothing')}</Text>
            ) : null}
          </>
        ) : null}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void reconciliation.refetch()}
            loading={reconciliation.isFetching}
            disabled={!online}
          >
            {t('field.reconcile.check')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
