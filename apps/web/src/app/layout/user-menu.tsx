import { Group, Menu, Stack, Text, UnstyledButton, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../lib/access.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useSession } from '../../lib/session.ts';
import { UserAvatar } from './user-avatar.tsx';

/**
 * Button showing the user's initials (or picture), name and e-mail; its name is that same text (WCAG
 * 2.5.3), and where only the avatar fits, initials and name. Its menu shows the e-mail and "Sign out".
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const { self } = useSession();
  const name = displayName(self);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const followsSystem = colorScheme === 'auto';

  return (
    <Menu position="bottom-end" withinPortal width={260}>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar size="md" besideName />
            <VisuallyHidden hiddenFrom="md">{name}</VisuallyHidden>
            <Stack gap={0} visibleFrom="md">
              <Text size="sm" fw={500} lineClamp={1}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {self.email}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.user.signedInAs')}</Menu.Label>
        <Stack gap={0} px="sm" pb="xs">
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {self.email}
          </Text>
        </Stack>
        {/* Offered once the header's toggle chose light or dark; until then the console follows the system. */}
        {followsSystem ? null : (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconDeviceDesktop size={16} aria-hidden />} onClick={() => setColorScheme('auto')}>
              {t('layout.colorScheme.followSystem')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        {/* c, not color: a coloured Menu.Item hovers with shade 6 on its pale tint, below AA (theme.ts). */}
        <Menu.Item c="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('layout.user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
