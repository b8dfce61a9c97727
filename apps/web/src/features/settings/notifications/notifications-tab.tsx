/**
 * Settings → Notifications (spec §2, §3, §7): per alert type an e-mail and an in-console switch, and the
 * kiosks it is wanted for (all, or chosen ones of the caller's organizations). Saving shows
 * notificationsSettingsSaved and returns to `/` after 1.5 s (spec §2, §9) — or, opened from the Alerts
 * screen (`?back=`), to the alerts as they were, which a back link also offers. Below 768 px each type is a card.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { DURATIONS } from '@kiosk/common/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAllKiosks } from '../../../lib/lookups.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { returnPath } from '../../../lib/paths.ts';
import { rowsFromRule, rowsMissingKiosks, ruleFromRows, type NotificationRow } from './notification-rule-form.ts';
import { useAlertLabels } from '../../../lib/alert-labels.ts';
import { useNotificationRules, useSaveNotificationRules } from './notification-rules.queries.ts';

const MOBILE_QUERY = '(max-width: 767.98px)';
const SEVERITY_COLORS: Record<string, string> = { high: 'red', mid: 'orange', low: 'gray' };

export function NotificationsTab() {
  const { t } = useTranslation('notifications');
  const rules = useNotificationRules();
  if (rules.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('notifications.settings.loading')}>
        <Loader />
      </Center>
    );
  }
  if (rules.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(rules.error, t)}
      </Alert>
    );
  }
  return <NotificationsForm initial={rowsFromRule(rules.data)} />;
}

function NotificationsForm({ initial }: { initial: NotificationRow[] }) {
  const { t } = useTranslation('notifications');
  const { typeLabel, severityLabel } = useAlertLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = returnPath(params.get('back'));
  const save = useSaveNotificationRules();
  const kiosks = useAllKiosks();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [rows, setRows] = useState(initial);
  const [missing, setMissing] = useState<string[]>([]);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const kioskOptions = (kiosks.data ?? []).map((kiosk) => ({ value: kiosk._id, label: kiosk.name }));
  const change = (type: string, patch: Partial<NotificationRow>) => {
    setRows((current) => current.map((row) => (row.type === type ? { ...row, ...patch } : row)));
    setMissing((current) => current.filter((each) => each !== type));
  };

  const submit = () => {
    const lacking = rowsMissingKiosks(rows);
    setMissing(lacking);
    if (lacking.length) return;
    save.mutate(ruleFromRows(rows), {
      onSuccess: () => {
        notifySuccess(t('notifications.settings.notificationsSettingsSaved'));
        redirect.current = setTimeout(() => void navigate(back ?? '/'), DURATIONS.postNotificationRedirectMs);
      },
      onError: (error) => notifyError(errorMessage(error, t)),
    });
  };

  const typeName = (row: NotificationRow) => typeLabel(row.type);
  const severity = (row: NotificationRow) => (
    <Badge color={SEVERITY_COLORS[row.severity] ?? 'gray'} variant="light">
      {severityLabel(row.severity)}
    </Badge>
  );
  const emailSwitch = (row: NotificationRow) => (
    <Switch
      checked={row.email}
      onChange={(event) => change(row.type, { email: event.currentTarget.checked })}
      aria-label={t('notifications.settings.emailFor', { type: typeName(row) })}
      label={isMobile ? t('notifications.settings.email') : undefined}
    />
  );
  const mcSwitch = (row: NotificationRow) => (
    <Switch
      checked={row.mc}
      onChange={(event) => change(row.type, { mc: event.currentTarget.checked })}
      aria-label={t('notifications.settings.mcFor', { type: typeName(row) })}
      label={isMobile ? t('notifications.settings.mc') : undefined}
    />
  );
  const kioskChoice = (row: NotificationRow) => (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        disabled={!row.email && !row.mc}
        value={row.allKiosks ? 'all' : 'chosen'}
        onChange={(value) => change(row.type, { allKiosks: value === 'all' })}
        aria-label={t('notifications.settings.kiosksFor', { type: typeName(row) })}
        data={[
          { value: 'all', label: t('notifications.settings.allKiosks') },
          { value: 'chosen', label: t('notifications.settings.chosenKiosks') },
        ]}
      />
      {!row.allKiosks && (row.email || row.mc) ? (
        <MultiSelect
          size="xs"
          data={kioskOptions}
          value={row.kioskIds}
          onChange={(kioskIds) => change(row.type, { kioskIds })}
          aria-label={t('notifications.settings.chosenKiosksFor', { type: typeName(row) })}
          placeholder={t('notifications.settings.chooseKiosks')}
          searchable
          clearable
          error={missing.includes(row.type) ? t('notifications.settings.kiosksRequired') : undefined}
        />
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="md">
      {back ? (
        <Anchor component={Link} to={back} size="sm" w="fit-content" data-testid="notifications-back">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {back.startsWith('/alerts') ? t('notifications.settings.backToAlerts') : t('notifications.settings.back')}
          </Group>
        </Anchor>
      ) : null}
      <Text c="dimmed">{t('notifications.settings.intro')}</Text>
      {isMobile ? (
        <Stack gap="sm">
          {rows.map((row) => (
            <Card key={row.type} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Text fw={600}>{typeName(row)}</Text>
                {severity(row)}
              </Group>
              <Group gap="lg" mb="xs">
                {emailSwitch(row)}
                {mcSwitch(row)}
              </Group>
              {kioskChoice(row)}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped verticalSpacing="xs" aria-label={t('notifications.settings.typesTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.settings.type')}</Table.Th>
              <Table.Th>{t('notifications.settings.severity')}</Table.Th>
              <Table.Th>{t('notifications.settings.email')}</Table.Th>
              <Table.Th>{t('notifications.settings.mc')}</Table.Th>
              <Table.Th>{t('notifications.settings.kiosksTitle')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Td>{typeName(row)}</Table.Td>
                <Table.Td>{severity(row)}</Table.Td>
                <Table.Td>{emailSwitch(row)}</Table.Td>
                <Table.Td>{mcSwitch(row)}</Table.Td>
                <Table.Td miw={260}>{kioskChoice(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy aria-hidden size={18} />} loading={save.isPending} onClick={submit}>
          {t('notifications.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
