/**
 * Settings → Integrations: an organization admin's webhooks — add an endpoint (https, or loopback http
 * for testing), choose its events, see and rotate its signing secret, switch it on or off, send a test
 * event and read its delivery log with the receiver's status codes (refreshed while open).
 */
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconList,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointsQuery } from '../../../generated/graphql.ts';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { CopyField } from './copy-field.tsx';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useWebhookEndpoints,
} from './integrations.queries.ts';
import { ListSection } from './list-section.tsx';
import { DeliveryLog } from './webhook-delivery-log.tsx';
import { EndpointModal } from './webhook-endpoint-modal.tsx';

type Endpoint = WebhookEndpointsQuery['getWebhookEndpoints'][number];

export function IntegrationsTab() {
  const { t } = useTranslation('integrations');
  const endpoints = useWebhookEndpoints();
  const organizations = useAllOrganizations();
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const orgName = (id: string) => organizations.data?.find((org) => org._id === id)?.name ?? '';

  return (
    <ListSection
      kind="webhooks"
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('integrations.webhooks.add')}
        </Button>
      }
      query={endpoints}
      maw={1000}
      renderItem={(endpoint) => (
        <EndpointCard
          key={endpoint._id}
          endpoint={endpoint}
          orgName={orgName(endpoint.orgId)}
          onEdit={() => setEditing(endpoint)}
        />
      )}
    >
      <EndpointModal
        key={editing === 'new' ? 'new' : (editing?._id ?? 'closed')}
        endpoint={editing}
        onClose={() => setEditing(null)}
      />
    </ListSection>
  );
}

function EndpointCard({ endpoint, orgName, onEdit }: { endpoint: Endpoint; orgName: string; onEdit: () => void }) {
  const { t } = useTranslation('integrations');
  const [secretShown, setSecretShown] = useState(false);
  const [logShown, setLogShown] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const test = useSendWebhookTest();

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  }

  return (
    <Card withBorder component="li" padding="sm" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            <Text size="sm" c="dimmed">
              {orgName}
              {endpoint.includeSubOrganizations ? ` · ${t('integrations.webhooks.withSubOrganizations')}` : ''}
              {endpoint.description ? ` · ${endpoint.description}` : ''}
            </Text>
          </Stack>
          <Badge color={endpoint.enabled ? 'teal' : 'gray'} variant="light">
            {endpoint.enabled ? t('integrations.webhooks.enabled') : t('integrations.webhooks.disabled')}
          </Badge>
        </Group>
        {!endpoint.enabled && endpoint.disabledReason && (
          <Alert color="orange" p="xs">
            {t('integrations.webhooks.disabledBecause', { reason: endpoint.disabledReason })}
          </Alert>
        )}
        <Group gap={4} aria-label={t('integrations.webhooks.events')}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" size="sm">
              {t(`integrations.webhooks.eventNames.${event}`, { defaultValue: event })}
            </Badge>
          ))}
        </Group>
        {secretShown ? <CopyField label={t('integrations.webhooks.secret')} value={endpoint.secret} /> : null}
        <Group gap="xs" aria-label={t('integrations.webhooks.actionsFor', { url: endpoint.url })} role="group">
          <Button
            size="xs"
            variant="light"
            leftSection={secretShown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
            onClick={() => setSecretShown((v) => !v)}
          >
            {secretShown ? t('integrations.webhooks.hideSecret') : t('integrations.webhooks.showSecret')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={rotate.isPending}
            onClick={() =>
              void (async () => {
                const ok = await confirm({
                  title: t('integrations.webhooks.rotateTitle'),
                  message: t('integrations.webhooks.rotateMessage'),
                  confirmLabel: t('integrations.webhooks.rotate'),
                });
                if (ok) await run(() => rotate.mutateAsync(endpoint._id), t('integrations.webhooks.rotated'));
              })()
            }
          >
            {t('integrations.webhooks.rotate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={test.isPending}
            onClick={() =>
              void run(async () => {
                await test.mutateAsync(endpoint._id);
                setLogShown(true);
              }, t('integrations.webhooks.testQueued'))
            }
          >
            {t('integrations.webhooks.sendTest')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconList size={14} aria-hidden />}
            aria-expanded={logShown}
            onClick={() => setLogShown((v) => !v)}
          >
            {t('integrations.webhooks.log.show')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t('integrations.webhooks.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() =>
              void (async () => {
                const ok = await confirm({
                  title: t('integrations.webhooks.deleteTitle'),
                  message: t('integrations.webhooks.deleteMessage', { url: endpoint.url }),
                  confirmLabel: t('integrations.webhooks.delete'),
                  danger: true,
                });
                if (ok) await run(() => remove.mutateAsync(endpoint._id), t('integrations.webhooks.deleted'));
              })()
            }
          >
            {t('integrations.webhooks.delete')}
          </Button>
        </Group>
        {logShown && <DeliveryLog endpointId={endpoint._id} />}
      </Stack>
      {confirmDialog}
    </Card>
  );
}
