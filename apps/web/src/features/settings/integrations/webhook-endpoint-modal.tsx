import { Button, Checkbox, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { WEBHOOK_EVENTS } from '@kiosk/common/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointsQuery } from '../../../generated/graphql.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveWebhook, useWebhookUrlRule } from './integrations.queries.ts';

type Endpoint = WebhookEndpointsQuery['getWebhookEndpoints'][number];

/** Adds or edits a webhook endpoint: its URL, organization, events, its sub-organizations' events and whether it is on. */
export function EndpointModal({ endpoint, onClose }: { endpoint: Endpoint | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const organizations = useAllOrganizations();
  const save = useSaveWebhook();
  const rule = useWebhookUrlRule();
  const existing = endpoint && endpoint !== 'new' ? endpoint : null;
  const [orgId, setOrgId] = useState<string | null>(existing?.orgId ?? null);
  const [url, setUrl] = useState(existing?.url ?? 'https://');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [events, setEvents] = useState<string[]>(existing?.events ?? ['transaction.created']);
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const [includeSubOrganizations, setIncludeSubOrganizations] = useState(existing?.includeSubOrganizations ?? false);
  const errors = save.error ? fieldErrors(save.error, t) : {};
  const chosenOrg = orgId ?? organizations.data?.[0]?._id ?? null;

  async function submit() {
    if (!chosenOrg) return;
    try {
      await save.mutateAsync({
        ...(existing ? { endpointId: existing._id } : {}),
        orgId: chosenOrg,
        data: { url: url.trim(), description: description.trim(), events, enabled, includeSubOrganizations },
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
            description={
              rule.data?.loopbackAllowed
                ? t('integrations.webhooks.urlHintLoopback')
                : t('integrations.webhooks.urlHint')
            }
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
          <Switch
            label={t('integrations.webhooks.includeSubOrganizations')}
            description={t('integrations.webhooks.includeSubOrganizationsHint')}
            checked={includeSubOrganizations}
            onChange={(event) => setIncludeSubOrganizations(event.currentTarget.checked)}
          />
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
