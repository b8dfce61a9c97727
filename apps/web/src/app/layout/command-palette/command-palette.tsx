import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconBuildingStore, IconFridge, IconPackage, IconSearch, IconUser, type Icon } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useVisibleNavItems } from '../use-visible-nav-items.ts';
import { paletteStore } from './palette-store.ts';
import { matchScreens, paletteScreens } from './palette-screens.ts';
import { PALETTE_MIN_QUERY, usePaletteSearch, type PaletteResults } from './palette.queries.ts';

const SEARCH_DEBOUNCE_MS = 250;
/** Screens shown before anything is typed. */
const SCREENS_WHEN_EMPTY = 12;

const RECORD_GROUPS: { key: keyof PaletteResults; icon: Icon; path: (id: string) => string }[] = [
  { key: 'kiosks', icon: IconFridge, path: paths.kiosks.detail },
  { key: 'products', icon: IconPackage, path: paths.products.detail },
  { key: 'users', icon: IconUser, path: paths.users.detail },
  { key: 'organizations', icon: IconBuildingStore, path: paths.organizations.detail },
];

/**
 * Ctrl/⌘-K: jump to any screen, or to a kiosk, product, user or organization found by name through the
 * list screens' own searches. Arrow keys move, Enter goes, Escape closes (Mantine Spotlight: a dialog
 * with a combobox-style list).
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navItems = useVisibleNavItems();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = usePaletteSearch(debounced);
  const screens = useMemo(() => paletteScreens(navItems, t), [navItems, t]);
  const matchingScreens = query.trim() ? matchScreens(screens, query) : screens.slice(0, SCREENS_WHEN_EMPTY);
  const typedEnough = debounced.trim().length >= PALETTE_MIN_QUERY;
  const records = typedEnough && search.data && !search.isPlaceholderData ? search.data : undefined;
  const searching = query.trim().length >= PALETTE_MIN_QUERY && (query !== debounced || search.isFetching);

  const go = (path: string) => {
    void navigate(path);
  };

  const groups = [
    matchingScreens.length > 0 ? (
      <Spotlight.ActionsGroup key="screens" label={t('layout.palette.groups.screens')}>
        {matchingScreens.map((screen) => (
          <Spotlight.Action key={screen.id} label={screen.label} onClick={() => go(screen.path)} />
        ))}
      </Spotlight.ActionsGroup>
    ) : null,
    ...RECORD_GROUPS.map(({ key, icon: GroupIcon, path }) => {
      const hits = records?.[key] ?? [];
      if (hits.length === 0) return null;
      return (
        <Spotlight.ActionsGroup key={key} label={t(`layout.palette.groups.${key}`)}>
          {hits.map((hit) => (
            <Spotlight.Action
              key={hit.id}
              label={hit.label}
              {...(hit.description ? { description: hit.description } : {})}
              leftSection={<GroupIcon size={18} aria-hidden />}
              onClick={() => go(path(hit.id))}
            />
          ))}
        </Spotlight.ActionsGroup>
      );
    }),
  ].filter(Boolean);

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      clearQueryOnClose
      scrollable
      maxHeight={480}
      // The dialog's name (Spotlight has no visible title).
      attributes={{ content: { 'aria-label': t('layout.palette.label') } }}
    >
      <Spotlight.Search
        aria-label={t('layout.palette.searchLabel')}
        placeholder={t('layout.palette.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
      />
      <Spotlight.ActionsList>
        {groups.length > 0 ? groups : null}
        {groups.length === 0 && !searching ? (
          <Spotlight.Empty>
            {search.isError ? t('layout.palette.failed') : t('layout.palette.nothingFound')}
          </Spotlight.Empty>
        ) : null}
        {searching ? (
          <Group px="md" py="xs" gap="xs" role="status">
            <Text size="sm" c="dimmed">
              {t('layout.palette.searching')}
            </Text>
          </Group>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
