/**
 * The sales tab's member-card filter: every card used in the period, however many. The server searches
 * (typing narrows the list) and answers 50 cards a page; scrolling to the list's end loads the next page.
 */
import { Combobox, InputBase, Loader, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleMembercardsInput } from '../../generated/graphql.ts';
import { ALL } from '../../lib/list-state.ts';
import { useSaleMembercards } from './transactions.queries.ts';

const SEARCH_DEBOUNCE_MS = 250;
/** How close to the list's end the next page starts loading. */
const NEAR_END_PX = 48;

interface MemberCardFilterProps {
  /** A card id, or ALL. */
  value: string;
  onChange(value: string): void;
  /** The period and kiosks whose sales' cards are offered. */
  period: Omit<SaleMembercardsInput, 'after' | 'limit' | 'search'>;
}

export function MemberCardFilter({ value, onChange, period }: MemberCardFilterProps) {
  const { t } = useTranslation('transactions');
  const id = useId();
  const allLabel = t('transactions.sales.allMemberCards');
  const shown = value === ALL ? allLabel : value;
  // The field shows the chosen card until the user types; what they type is the search.
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const [search] = useDebouncedValue(typed ? text.trim() : '', SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped(false);
    },
  });
  const cards = useSaleMembercards({ ...period, ...(search ? { search } : {}) }, combobox.dropdownOpened);
  const viewport = useRef<HTMLDivElement>(null);
  // Near the end of the list (scrolled by wheel, keyboard or a jump), the next page loads.
  const loadMore = () => {
    const element = viewport.current;
    if (!element || element.scrollHeight - element.scrollTop - element.clientHeight > NEAR_END_PX) return;
    if (cards.hasNextPage && !cards.isFetchingNextPage) void cards.fetchNextPage();
  };

  const options = [
    ...(search ? [] : [{ value: ALL, label: allLabel }]),
    ...(cards.data ?? []).map((card) => ({ value: card, label: card })),
  ];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(next) => {
        onChange(next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          id={id}
          label={t('transactions.sales.memberCardFilter')}
          rightSection={cards.isFetching ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={typed ? text : shown}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            combobox.openDropdown();
            event.currentTarget.select();
          }}
          onBlur={(event) => {
            // Focus moving into the list (to scroll it by keyboard) keeps it open.
            if (!viewport.current?.contains(event.relatedTarget)) combobox.closeDropdown();
          }}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setTyped(true);
            setText(event.currentTarget.value);
          }}
          miw={200}
          data-testid="member-card-filter"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <ScrollArea.Autosize
          mah={260}
          type="scroll"
          viewportRef={viewport}
          onScrollPositionChange={loadMore}
          // The list scrolls by keyboard too (Tab from the field, then the arrow keys): the audit's scroll rule.
          viewportProps={{
            tabIndex: 0,
            'aria-label': t('transactions.sales.memberCardList'),
            onBlur: (event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) combobox.closeDropdown();
            },
          }}
        >
          <Combobox.Options labelledBy={`${id}-label`}>
            {options.map((option) => (
              <Combobox.Option key={option.value} value={option.value} active={option.value === value}>
                {option.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {cards.isError ? (
            <Text size="sm" c="red" p="xs" role="alert">
              {t('transactions.sales.memberCardsFailed')}
            </Text>
          ) : cards.isPending || cards.isFetchingNextPage ? (
            <Text size="sm" c="dimmed" p="xs" role="status">
              {t('transactions.sales.memberCardsLoading')}
            </Text>
          ) : options.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('transactions.sales.noMemberCard')}
            </Text>
          ) : null}
        </ScrollArea.Autosize>
      </Combobox.Dropdown>
    </Combobox>
  );
}
