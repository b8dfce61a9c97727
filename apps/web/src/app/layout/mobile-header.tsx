import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { AlertsLink } from './alerts-link.tsx';
import { AppTitle } from './app-title.tsx';
import { PaletteButton } from './command-palette/palette-button.tsx';
import { UserAvatar } from './user-avatar.tsx';

interface MobileHeaderProps {
  drawerOpened: boolean;
  onOpenDrawer: () => void;
}

export function MobileHeader({ drawerOpened, onOpenDrawer }: MobileHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onOpenDrawer}
          aria-label={t('layout.nav.open')}
          aria-expanded={drawerOpened}
          size="sm"
        />
        <AppTitle />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <PaletteButton compact />
        <AlertsLink />
        <NotificationBell />
        <UserAvatar size="sm" />
      </Group>
    </Group>
  );
}
