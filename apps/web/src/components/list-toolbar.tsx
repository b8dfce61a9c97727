/**
 * The bar above a list: a debounced search box, filter selects (each with an 'all' entry) and
 * optional actions, all wired to the URL list state (lib/list-state.ts). On a phone the filters fold
 * behind one "Filters (n)" button; the search stays in view.
 *
 *   <ListToolbar list={list} searchLabel={t('…search')}
 *     filters={[{ key: 'category', label: t('…category'), options: [{ value: 'Water', label: 'Water' }] }]}
 *     actions={<Button>…</Button>}>{extra controls, e.g. a switch}</ListToolbar>
 */
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL, type ListController } from '../lib/list-state.ts';
import { CollapsibleFilters } from './collapsible-filters.tsx';

export interface ToolbarFilter<FilterKey extends string> {
  key: FilterKey;
  label: string;
  options: { value: string; label: string }[];
  /** Text of the 'all' entry; defaults to "All". */
  allLabel?: string;
}

interface ListToolbarProps<Field extends string, FilterKey extends string> {
  list: ListController<Field, FilterKey>;
  /** Label (and placeholder) of the search box, e.g. "Search by name, article number or EAN". */
  searchLabel: string;
  filters?: ToolbarFilter<FilterKey>[];
  actions?: ReactNode;
  children?: ReactNode;
  /** How many of `children`'s controls are set (they count on the phone's Filters button). */
  activeChildren?: number;
  /** Milliseconds to wait after typing before the search applies. */
  debounceMs?: number;
}

export function ListToolbar<Field extends string, FilterKey extends string>({
  list,
  searchLabel,
  filters = [],
  actions,
  children,
  activeChildren = 0,
  debounceMs = 300,
}: ListToolbarProps<Field, FilterKey>) {
  const { t } = useTranslation();
  const applied = list.state.search;
  const [search, setSearch] = useState(applied);
  const applySearch = useDebouncedCallback((value: string) => list.setSearch(value), debounceMs);

  const active = filters.filter((filter) => (list.state.filters[filter.key] ?? ALL) !== ALL).length + activeChildren;

  // The URL may change from elsewhere (back button, reset): show what is applied.
  useEffect(() => {
    setSearch(applied);
  }, [applied]);

  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {filters.length || children ? (
          <CollapsibleFilters active={active}>
            {filters.map((filter) => (
              <Select
                key={filter.key}
                label={filter.label}
                data={[{ value: ALL, label: filter.allLabel ?? t('components.listToolbar.all') }, ...filter.options]}
                value={list.state.filters[filter.key] ?? ALL}
                onChange={(value) => list.setFilter(filter.key, value ?? ALL)}
                allowDeselect={false}
                searchable={filter.options.length > 10}
                w={{ base: '100%', sm: 200 }}
              />
            ))}
            {children}
          </CollapsibleFilters>
        ) : null}
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
