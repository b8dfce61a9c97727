import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../lib/access.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useSession } from '../../lib/session.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavLinks } from './nav-links.tsx';
import { RoleLabel } from './role-label.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { VersionLabel } from './version-label.tsx';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Below 768 px: the slide-out menu with the same entries, the language switch and the user. */
export function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const { self } = useSession();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('layout.nav.menuTitle')}
      size="xs"
      padding="md"
      closeButtonProps={{ 'aria-label': t('layout.nav.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar size="md" besideName />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {displayName(self)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {self.email}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between">
          <RoleLabel />
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <LanguageSwitch />
          </Group>
        </Group>
        <Divider />
        <nav aria-label={t('layout.nav.label')}>
          <NavLinks onNavigate={onClose} />
        </nav>
        <Divider />
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('layout.user.signOut')}
        </Button>
        <VersionLabel />
      </Stack>
    </Drawer>
  );
}
