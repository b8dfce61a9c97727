/**
 * Settings → Integrations: an organization admin's webhooks — add an endpoint (https, or loopback http
 * for testing), choose its events, see and rotate its signing secret, switch it on or off, send a test
 * event and read its delivery log with the receiver's status codes (refreshed while open).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
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
import { WEBHOOK_EVENTS } from '@kiosk/common/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointsQuery } from '../../../generated/graphql.ts';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { CopyField } from './copy-field.tsx';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useSendWebhookTest,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './integrations.queries.ts';

type Endpoint = WebhookEndpointsQuery['getWebhookEndpoints'][number];
const STATUS_COLORS: Record<string, string> = { delivered: 'teal', pending: 'yellow', failed: 'red' };

export function IntegrationsTab() {
  const { t } = useTranslation('integrations');
  const endpoints = useWebhookEndpoints();
  const organizations = useAllOrganizations();
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const orgName = (id: string) => organizations.data?.find((org) => org._id === id)?.name ?? '';

  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Title order={2} size="h3">
            {t('integrations.webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integrations.webhooks.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('integrations.webhooks.add')}
        </Button>
      </Group>
      {endpoints.isPending ? (
        <Center py="xl" role="status" aria-label={t('integrations.webhooks.loading')}>
          <Loader />
        </Center>
      ) : endpoints.isError ? (
        <Alert color="red" role="alert" title={t('integrations.webhooks.loadFailed')}>
          {errorMessage(endpoints.error, t)}
        </Alert>
      ) : endpoints.data.length === 0 ? (
        <Text c="dimmed">{t('integrations.webhooks.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('integrations.webhooks.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {endpoints.data.map((endpoint) => (
            <EndpointCard
              key={endpoint._id}
              endpoint={endpoint}
              orgName={orgName(endpoint.orgId)}
              onEdit={() => setEditing(endpoint)}
            />
          ))}
        </Stack>
      )}
      <EndpointModal
        key={editing === 'new' ? 'new' : (editing?._id ?? 'closed')}
        endpoint={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
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

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('integrations');
  const deliveries = useWebhookDeliveries(endpointId);
  const language = currentLanguage();
  if (deliveries.isPending) {
    return (
      <Center py="sm" role="status" aria-label={t('integrations.webhooks.log.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (deliveries.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(deliveries.error, t)}
      </Alert>
    );
  }
  if (deliveries.data.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('integrations.webhooks.log.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={t('integrations.webhooks.log.title')}
    >
      <Table striped aria-label={t('integrations.webhooks.log.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.webhooks.log.time')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.event')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.status')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.code')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.attempts')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.next')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.data.map((delivery) => (
            <Table.Tr key={delivery._id}>
              <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, language)}</Table.Td>
              <Table.Td>
                {t(`integrations.webhooks.eventNames.${delivery.eventType}`, { defaultValue: delivery.eventType })}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light" miw="max-content">
                  {t(`integrations.webhooks.log.statuses.${delivery.status}`, { defaultValue: delivery.status })}
                </Badge>
              </Table.Td>
              <Table.Td title={delivery.lastError ?? undefined}>
                {delivery.lastStatusCode ?? delivery.lastError ?? '–'}
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, language) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EndpointModal({ endpoint, onClose }: { endpoint: Endpoint | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const organizations = useAllOrganizations();
  const save = useSaveWebhook();
  const existing = endpoint && endpoint !== 'new' ? endpoint : null;
  const [orgId, setOrgId] = useState<string | null>(existing?.orgId ?? null);
  const [url, setUrl] = useState(existing?.url ?? 'https://');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [events, setEvents] = useState<string[]>(existing?.events ?? ['transaction.created']);
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const errors = save.error ? fieldErrors(save.error, t) : {};
  const chosenOrg = orgId ?? organizations.data?.[0]?._id ?? null;

  async function submit() {
    if (!chosenOrg) return;
    try {
      await save.mutateAsync({
        ...(existing ? { endpointId: existing._id } : {}),
        orgId: chosenOrg,
        data: { url: url.trim(), description: description.trim(), events, enabled },
      });
      notifySuccess(t('integrations.webhooks.saved'));
      onClose();
    } catch (error) {
      if (!Object.keys(fieldErrors(error, t)).length) notifyError(errorMessage(error, t));
    }
  }

  return (
    <Modal
      opened={endpoint !== null}
      onClose={onClose}
      title={existing ? t('integrations.webhooks.form.editTitle') : t('integrations.webhooks.form.addTitle')}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {!existing && (
            <Select
              label={t('integrations.webhooks.organization')}
              required
              searchable
              allowDeselect={false}
              value={chosenOrg}
              onChange={setOrgId}
              data={(organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }))}
            />
          )}
          <TextInput
            label={t('integrations.webhooks.url')}
            description={t('integrations.webhooks.urlHint')}
            required
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
            data-autofocus
          />
          <TextInput
            label={t('integrations.webhooks.description')}
            maxLength={200}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('integrations.webhooks.events')}
            required
            value={events}
            onChange={setEvents}
            error={errors.events}
          >
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={t(`integrations.webhooks.eventNames.${event}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {existing && (
            <Switch
              label={t('integrations.webhooks.enabled')}
              checked={enabled}
              onChange={(event) => setEnabled(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('integrations.webhooks.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!events.length || !chosenOrg}>
              {t('integrations.webhooks.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
