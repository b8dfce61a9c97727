import { Group } from '@mantine/core';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { AlertsLink } from './alerts-link.tsx';
import { AppTitle } from './app-title.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { PaletteButton } from './command-palette/palette-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RoleLabel } from './role-label.tsx';
import { UserMenu } from './user-menu.tsx';
import { VersionLabel } from './version-label.tsx';

export function DesktopHeader() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <AppTitle />
      <Group gap="md" wrap="nowrap">
        <PaletteButton />
        <VersionLabel />
        <RoleLabel />
        <AlertsLink />
        <ColorSchemeToggle />
        <LanguageSwitch />
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
