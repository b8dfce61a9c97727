import { ActionIcon, AppShell, Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './nav-links.tsx';

interface DesktopNavbarProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function DesktopNavbar({ collapsed, onToggle }: DesktopNavbarProps) {
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('layout.nav.expand') : t('layout.nav.collapse');
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <NavLinks collapsed={collapsed} />
      </AppShell.Section>
      <AppShell.Section p="xs">
        <Group justify={collapsed ? 'center' : 'flex-end'}>
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggle}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      </AppShell.Section>
    </>
  );
}
