import { NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from './nav-items.ts';
import { useVisibleNavItems } from './use-visible-nav-items.ts';

interface NavLinksProps {
  /** Icons only (minimised desktop navigation); the label stays the link's accessible name. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ collapsed = false, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useVisibleNavItems();

  return (
    <Stack gap={4}>
      {items.map(({ key, path, icon: Icon }) => {
        const label = t(`layout.nav.${key}`);
        const active = isActivePath(path, pathname);
        const link = (
          <NavLink
            key={key}
            component={Link}
            to={path}
            label={collapsed ? undefined : label}
            aria-label={collapsed ? label : undefined}
            aria-current={active ? 'page' : undefined}
            active={active}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            onClick={onNavigate}
            styles={collapsed ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } } : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
        return collapsed ? (
          <Tooltip key={key} label={label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
