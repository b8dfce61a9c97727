import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import type { KioskDeviceCredentialsMutation } from '../../../generated/graphql.ts';
import { useDateTime } from '../../../lib/time-zones.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { useGenerateDeviceCredentials } from '../kiosk-detail.mutations.ts';

type Credentials = KioskDeviceCredentialsMutation['kioskDeviceCredentials'];

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('kiosks');
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all', flex: 1 }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('kiosks.page.credentials.copied') : t('kiosks.page.credentials.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('kiosks.page.credentials.copyField', { field: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * Device credentials (device contract §1): generating them replaces the kiosk's secret (after a
 * confirmation saying the old one stops working) and shows username, password and broker URLs once.
 */
export function KioskCredentialsPanel({ kioskId, issuedAt }: { kioskId: string; issuedAt: string | null | undefined }) {
  const { t } = useTranslation('kiosks');
  const time = useDateTime();
  const generate = useGenerateDeviceCredentials(kioskId);
  const [confirm, confirmDialog] = useConfirm();
  const [shown, setShown] = useState<Credentials | null>(null);

  const run = async () => {
    const ok = await confirm({
      title: t('kiosks.page.credentials.confirmTitle'),
      message: issuedAt ? t('kiosks.page.credentials.confirmReplace') : t('kiosks.page.credentials.confirmFirst'),
      confirmLabel: t('kiosks.page.credentials.generate'),
      danger: Boolean(issuedAt),
    });
    if (!ok) return;
    try {
      setShown(await generate.mutateAsync());
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return (
    <SectionCard
      title={t('kiosks.page.credentials.title')}
      description={
        <Text size="sm" c="dimmed">
          {issuedAt
            ? t('kiosks.page.credentials.issuedAt', { date: time.format(issuedAt) })
            : t('kiosks.page.credentials.never')}
        </Text>
      }
    >
      {shown ? (
        <Alert color="yellow" variant="light" title={t('kiosks.page.credentials.onceTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('kiosks.page.credentials.onceNote')}</Text>
            <CopyField label={t('kiosks.page.credentials.username')} value={shown.username} />
            <CopyField label={t('kiosks.page.credentials.password')} value={shown.password} />
            {shown.mqttUrl ? <CopyField label={t('kiosks.page.credentials.mqttUrl')} value={shown.mqttUrl} /> : null}
            <CopyField label={t('kiosks.page.credentials.mqttWsUrl')} value={shown.mqttWsUrl} />
            {shown.mqttUrl ? null : (
              <Text size="sm" c="dimmed">
                {t('kiosks.page.credentials.tcpOff')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setShown(null)}>
                {t('kiosks.page.credentials.hide')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={generate.isPending}
            onClick={() => void run()}
          >
            {t('kiosks.page.credentials.generate')}
          </Button>
        </Group>
      )}
      {confirmDialog}
    </SectionCard>
  );
}
