/**
 * The notification centre in the layout header: a bell with the unread count (pushed live, no reload)
 * opening a list of the newest notices — alert opened or resolved at a kiosk — each linking to its
 * kiosk's alerts and marked read when followed (and a link to the kiosk); "mark all read"; a link to the notification settings.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlertLabels } from '../../lib/alert-labels.ts';
import { useDateTime, useTimeZones } from '../../lib/time-zones.ts';
import { paths } from '../../lib/paths.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
  useMyNotifications,
  useNotificationChanges,
  type NotificationItem,
} from './notifications.queries.ts';

const SEVERITY_COLORS: Record<string, string> = { high: 'red', mid: 'orange', low: 'gray' };

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, { toggle, close }] = useDisclosure(false);
  const centre = useMyNotifications();
  useNotificationChanges();
  const unread = centre.data?.unread ?? 0;
  const label = unread ? t('notifications.centre.openWithCount', { count: unread }) : t('notifications.centre.open');

  return (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} color="red" offset={4}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        withinPortal
        shadow="md"
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={label}
            data-testid="notification-bell"
          >
            <IconBell aria-hidden size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('notifications.centre.title')}>
          <NotificationList items={centre.data?.data} pending={centre.isPending} unread={unread} onLeave={close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NotificationList({
  items,
  pending,
  unread,
  onLeave,
}: {
  items: NotificationItem[] | undefined;
  pending: boolean;
  unread: number;
  onLeave: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { typeLabel, severityLabel } = useAlertLabels();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const time = useDateTime();
  const zones = useTimeZones();

  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate([item._id]);
    onLeave();
    void navigate(paths.alerts(item.kioskId));
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Text fw={600}>{t('notifications.centre.title')}</Text>
        <Button size="compact-sm" variant="subtle" disabled={unread === 0} onClick={() => markAll.mutate()}>
          {t('notifications.centre.markAllRead')}
        </Button>
      </Group>
      {pending ? (
        <Center py="md" role="status" aria-label={t('notifications.centre.loading')}>
          <Loader size="sm" />
        </Center>
      ) : !items?.length ? (
        <Text c="dimmed" px="sm" py="md">
          {t('notifications.centre.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item._id}>
                <UnstyledButton
                  onClick={() => open(item)}
                  w="100%"
                  px="sm"
                  py="xs"
                  style={item.readAt ? undefined : { borderInlineStart: '3px solid var(--mantine-color-blue-filled)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={item.readAt ? 400 : 600} lineClamp={2}>
                      {item.readAt ? null : <VisuallyHidden>{t('notifications.centre.unread')}: </VisuallyHidden>}
                      {t(item.kind === 'resolved' ? 'notifications.centre.resolved' : 'notifications.centre.opened', {
                        type: typeLabel(item.type),
                        kiosk: item.kioskName,
                      })}
                    </Text>
                    <Badge size="sm" variant="light" color={SEVERITY_COLORS[item.severity] ?? 'gray'}>
                      {severityLabel(item.severity)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {/* At the kiosk's organization's wall clock, its zone said where it differs. */}
                    {time.format(item.kind === 'resolved' ? (item.endDate ?? item.created) : item.startDate, {
                      zone: zones.ofKiosk(item.kioskId),
                      label: true,
                    })}
                  </Text>
                </UnstyledButton>
                <Anchor component={Link} to={paths.kiosks.detail(item.kioskId)} size="xs" px="sm" onClick={onLeave}>
                  {t('notifications.centre.showKiosk', { kiosk: item.kioskName })}
                </Anchor>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group px="sm" py="xs" justify="flex-end">
        <Anchor component={Link} to="/settings/notifications" size="sm" onClick={onLeave}>
          {t('notifications.centre.settings')}
        </Anchor>
      </Group>
    </Stack>
  );
}
