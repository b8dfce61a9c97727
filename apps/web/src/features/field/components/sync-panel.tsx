import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldAction } from '../field.queue.ts';
import { useFieldSync } from '../field-sync-context.tsx';
import { useFieldQueue, useOnline } from '../use-field-sync.ts';

function unitsOf(action: FieldAction): number {
  if (action.kind === 'recordCellCount') return action.added ?? 0;
  if (action.kind === 'shelfPhoto') return 1;
  return action.kind === 'recordWaste' ? action.units : action.batches.reduce((sum, b) => sum + b.quantity, 0);
}

/** What waits on the phone: the count of pending actions and every conflict with the server's message. */
export function SyncPanel() {
  const { t } = useTranslation('field');
  const online = useOnline();
  const queue = useFieldQueue();
  const { sync, retry, discard, syncing } = useFieldSync();
  const actions = queue.data ?? [];
  const pending = actions.filter((a) => a.status === 'pending' && !a.waitingForScale);
  const waiting = actions.filter((a) => a.status === 'pending' && a.waitingForScale);
  const conflicts = actions.filter((a) => a.status === 'conflict');

  const describe = (action: FieldAction) =>
    t(`field.sync.kind.${action.kind}`, {
      units: unitsOf(action),
      cell: action.kind === 'shelfPhoto' ? '' : action.cellId,
      reason: action.kind === 'recordWaste' ? t(`field.reason.${action.reason as 'other'}`) : '',
    });

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="field-sync-title" data-testid="field-sync">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="field-sync-title">
            {t('field.sync.title')}
          </Title>
          <Badge
            color={online ? 'teal' : 'gray'}
            variant="light"
            leftSection={online ? null : <IconCloudOff size={14} aria-hidden />}
            data-testid="field-online"
          >
            {online ? t('field.sync.online') : t('field.sync.offline')}
          </Badge>
        </Group>
        <Text size="sm" data-testid="field-pending">
          {waiting.length > 0
            ? null
            : pending.length > 0
              ? t('field.sync.pending', { count: pending.length })
              : conflicts.length === 0
                ? t('field.sync.allSent')
                : null}
        </Text>
        {waiting.length > 0 ? (
          <Alert color="blue" data-testid="field-waiting-scale">
            {t('field.sync.waitingForScale', { count: waiting.length })}
          </Alert>
        ) : null}
        {pending.length + waiting.length > 0 ? (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={syncing}
            disabled={!online}
            onClick={() => void sync()}
          >
            {t('field.sync.syncNow')}
          </Button>
        ) : null}
        {conflicts.map((action) => (
          <Alert key={action.id} color="red" title={describe(action)} data-testid="field-conflict">
            <Stack gap="xs">
              <Text size="sm">{t('field.sync.conflict', { message: action.message ?? '' })}</Text>
              <Text size="sm">{t('field.sync.conflictHelp')}</Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => void retry(action.id)}>
                  {t('field.sync.retry')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    if (window.confirm(t('field.sync.discardConfirm'))) void discard(action.id);
                  }}
                >
                  {t('field.sync.discard')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
