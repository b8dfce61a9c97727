/**
 * Settings → Security (spec §2, §3 User.apiKey, §7 addApiKey / removeApiKey): the caller's personal API
 * keys — generate one (name, access, expiry) and see its secret once with the explanation and examples
 * that work as shown; revoke after a confirmation. Users without an organization never get here (the
 * settings page shows the no-access notice).
 */
import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddApiKeyMutation, ApiKeyScope } from '../../../generated/graphql.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { CopyField } from './copy-field.tsx';
import { useAddApiKey, useApiKeys, useRemoveApiKey } from './integrations.queries.ts';
import { ListSection } from './list-section.tsx';

type NewKey = AddApiKeyMutation['addApiKey'];
const EXPIRY_DAYS = { none: 0, d30: 30, d90: 90, d365: 365 } as const;
type Expiry = keyof typeof EXPIRY_DAYS;

export function SecurityTab() {
  const { t } = useTranslation('integrations');
  const keys = useApiKeys();
  const remove = useRemoveApiKey();
  const [confirm, confirmDialog] = useConfirm();
  const [generating, setGenerating] = useState(false);
  const [shown, setShown] = useState<NewKey | null>(null);
  const language = currentLanguage();

  async function revoke(key: { _id: string; name: string }) {
    const ok = await confirm({
      title: t('integrations.apiKeys.revokeTitle'),
      message: t('integrations.apiKeys.revokeMessage', { name: key.name }),
      confirmLabel: t('integrations.apiKeys.revoke'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(key._id);
      notifySuccess(t('integrations.apiKeys.revoked'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  }

  return (
    <ListSection
      kind="apiKeys"
      action={
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setGenerating(true)}>
          {t('integrations.apiKeys.generate')}
        </Button>
      }
      query={keys}
      maw={900}
      renderItem={(key) => (
        <Card key={key._id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{key.name}</Text>
                <Badge variant="light" color={key.scope === 'READ_WRITE' ? 'orange' : 'blue'}>
                  {t(`integrations.apiKeys.scopes.${key.scope}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('integrations.apiKeys.created')}: {formatDateTime(key.createdAt, language)} ·{' '}
                {t('integrations.apiKeys.expires')}:{' '}
                {key.expiresAt ? formatDateTime(key.expiresAt, language) : t('integrations.apiKeys.noExpiry')} ·{' '}
                {t('integrations.apiKeys.lastUsed')}:{' '}
                {key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t('integrations.apiKeys.never')}
              </Text>
            </Stack>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('integrations.apiKeys.revokeLabel', { name: key.name })}
              loading={remove.isPending && remove.variables === key._id}
              onClick={() => void revoke(key)}
            >
              {t('integrations.apiKeys.revoke')}
            </Button>
          </Group>
        </Card>
      )}
    >
      <GenerateKeyModal
        opened={generating}
        onClose={() => setGenerating(false)}
        onCreated={(key) => {
          setGenerating(false);
          setShown(key);
        }}
      />
      <NewKeyModal apiKey={shown} onClose={() => setShown(null)} />
      {confirmDialog}
    </ListSection>
  );
}

function GenerateKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: NewKey) => void;
}) {
  const { t } = useTranslation('integrations');
  const add = useAddApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('READ_ONLY');
  const [expiry, setExpiry] = useState<Expiry>('d90');
  const errors = add.error ? fieldErrors(add.error, t) : {};

  async function submit() {
    const days = EXPIRY_DAYS[expiry];
    try {
      const key = await add.mutateAsync({
        name: name.trim(),
        scope,
        expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
      });
      setName('');
      add.reset();
      onCreated(key);
    } catch (error) {
      if (!Object.keys(fieldErrors(error, t)).length) notifyError(errorMessage(error, t));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('integrations.apiKeys.form.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('integrations.apiKeys.form.name')}
            placeholder={t('integrations.apiKeys.form.namePlaceholder')}
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Select
            label={t('integrations.apiKeys.form.scope')}
            description={t('integrations.apiKeys.form.scopeHint')}
            allowDeselect={false}
            value={scope}
            onChange={(value) => value && setScope(value as ApiKeyScope)}
            data={(['READ_ONLY', 'READ_WRITE'] as const).map((value) => ({
              value,
              label: t(`integrations.apiKeys.scopes.${value}`),
            }))}
          />
          <Select
            label={t('integrations.apiKeys.form.expiry')}
            allowDeselect={false}
            value={expiry}
            onChange={(value) => value && setExpiry(value as Expiry)}
            data={(Object.keys(EXPIRY_DAYS) as Expiry[]).map((value) => ({
              value,
              label: t(`integrations.apiKeys.expiry.${value}`),
            }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('integrations.apiKeys.form.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!name.trim()}>
              {t('integrations.apiKeys.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The new key's secret, shown once, with the explanation (spec §3) and the examples. */
function NewKeyModal({ apiKey, onClose }: { apiKey: NewKey | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('integrations.apiKeys.shown.title')}
      size="xl"
      closeOnClickOutside={false}
    >
      {apiKey && (
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            {t('integrations.apiKeys.shown.warning')}
          </Alert>
          <CopyField label={t('integrations.apiKeys.shown.keyId')} value={apiKey._id} />
          <CopyField label={t('integrations.apiKeys.shown.secret')} value={apiKey.secret ?? ''} />
          <CopyField label={t('integrations.apiKeys.shown.requestHeader')} value={apiKey.explanation.requestHeader} />
          <CopyField label={t('integrations.apiKeys.shown.jwtHeader')} value={apiKey.explanation.jwtHeader} />
          <CopyField label={t('integrations.apiKeys.shown.payloadRule')} value={apiKey.explanation.payloadRule} />
          <CopyField label={t('integrations.apiKeys.shown.payloadExample')} value={apiKey.explanation.payloadExample} />
          <CopyField label={t('integrations.apiKeys.shown.nodeExample')} value={apiKey.explanation.nodeExample} block />
          {apiKey.explanation.curlExample && (
            <CopyField
              label={t('integrations.apiKeys.shown.curlExample')}
              value={apiKey.explanation.curlExample}
              block
            />
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('integrations.apiKeys.shown.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
