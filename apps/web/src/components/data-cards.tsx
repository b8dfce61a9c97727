/**
 * A list's rows as cards, for phones (DataTable switches to it below 768 px): each row a card headed by its
 * key column, the other columns as label and value below — so nothing hides behind a sideways scroll. Paging,
 * sorting (a "Sort by" select), row links and expansion work as in the table.
 */
import { Box, Center, Group, Loader, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import type {
  DataTableColumn as MantineColumn,
  DataTableRowExpansionProps,
  DataTableSortStatus,
} from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column as the card shows it: `title` heads the card, `media` sits beside it, `hidden` is left out. */
export type CardColumn<T> = MantineColumn<T> & { card?: 'title' | 'media' | 'hidden' };

interface DataCardsProps<T> {
  columns: CardColumn<T>[];
  records: T[];
  idOf(record: T): string;
  totalRecords: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  sortStatus: DataTableSortStatus<T>;
  onSortStatusChange(status: DataTableSortStatus<T>): void;
  fetching: boolean;
  emptyText: string;
  'aria-label'?: string | undefined;
  onCardClick?: ((record: T, target: HTMLElement) => void) | undefined;
  rowExpansion?: DataTableRowExpansionProps<T> | undefined;
}

/** The i18n key naming a pagination control (the table's and the cards' alike). */
export function pagingLabel(control: 'first' | 'last' | 'previous' | 'next') {
  return `components.dataTable.${control === 'first' ? 'firstPage' : control === 'last' ? 'lastPage' : control === 'previous' ? 'previousPage' : 'nextPage'}` as const;
}

/** A record's value at a (dotted) accessor, as mantine-datatable reads it. */
function valueAt(record: unknown, accessor: string): unknown {
  return accessor.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], record);
}

function cell<T>(column: CardColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = valueAt(record, String(column.accessor));
  return value === null || value === undefined ? '' : String(value as string | number);
}

export function DataCards<T>({
  columns,
  records,
  idOf,
  totalRecords,
  page,
  pageSize,
  onPageChange,
  sortStatus,
  onSortStatusChange,
  fetching,
  emptyText,
  'aria-label': ariaLabel,
  onCardClick,
  rowExpansion,
}: DataCardsProps<T>) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => !column.hidden && column.card !== 'hidden');
  const untitled = shown.filter((column) => !column.title && column.card !== 'media');
  const media = shown.find((column) => column.card === 'media');
  const titled = shown.filter((column) => column.title && column.card !== 'media');
  const title = titled.find((column) => column.card === 'title') ?? titled[0];
  const fields = titled.filter((column) => column !== title);
  const sortable = columns.filter((column) => column.sortable && column.title);
  const expanded = rowExpansion?.expanded?.recordIds ?? [];
  const pages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const from = totalRecords ? (page - 1) * pageSize + 1 : 0;
  const to = Math.min(page * pageSize, totalRecords);

  return (
    <Stack gap="sm">
      {sortable.length > 0 ? (
        <Select
          label={t('components.dataCards.sortBy')}
          data={sortable.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => ({
              value: `${String(column.accessor)}:${direction}`,
              label: t(`components.dataCards.${direction}`, { column: String(column.title) }),
            })),
          )}
          value={`${String(sortStatus.columnAccessor)}:${sortStatus.direction}`}
          onChange={(value) => {
            const [accessor = '', direction] = (value ?? '').split(':');
            onSortStatusChange({ columnAccessor: accessor, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          allowDeselect={false}
          size="sm"
        />
      ) : null}
      {records.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Center mih={100}>
            {fetching ? (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('components.dataTable.loading')}</Text>
              </Group>
            ) : (
              <Text c="dimmed">{emptyText}</Text>
            )}
          </Center>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          aria-label={ariaLabel}
          aria-busy={fetching}
          // No dimming while a new page loads: faded labels fall below WCAG AA contrast (aria-busy says it).
          style={{ listStyle: 'none' }}
          data-testid="data-cards"
        >
          {records.map((record, index) => {
            const id = idOf(record);
            const open = expanded.includes(id as never);
            // A column with nothing to say for this row (an empty cell) is left out of its card.
            const values = fields
              .map((column) => ({ column, value: cell(column, record, index) }))
              .filter(({ value }) => value !== '' && value !== null && value !== undefined && value !== false);
            return (
              <Paper
                key={id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                onClick={onCardClick ? (event) => onCardClick(record, event.target as HTMLElement) : undefined}
                style={onCardClick ? { cursor: 'pointer' } : undefined}
                data-testid="data-card"
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap" align="center" miw={0}>
                    {media ? cell(media, record, index) : null}
                    {title ? (
                      <Box fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                        {cell(title, record, index)}
                      </Box>
                    ) : null}
                  </Group>
                  {untitled.length ? (
                    <Group gap={4} wrap="nowrap">
                      {untitled.map((column) => (
                        <Box key={String(column.accessor)}>{cell(column, record, index)}</Box>
                      ))}
                    </Group>
                  ) : null}
                </Group>
                {values.length ? (
                  <Box
                    component="dl"
                    m={0}
                    mt="xs"
                    style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', gap: '4px 12px' }}
                  >
                    {values.map(({ column, value }) => (
                      <Box key={String(column.accessor)} style={{ display: 'contents' }}>
                        <Text component="dt" size="xs" c="dimmed" m={0} pt={2}>
                          {column.title}
                        </Text>
                        <Box component="dd" m={0} fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                          {value}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                ) : null}
                {open && rowExpansion ? (
                  <Box mt="sm">{rowExpansion.content({ record, index, collapse: () => undefined })}</Box>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      )}
      {totalRecords > 0 ? (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{t('components.dataTable.range', { from, to, total: totalRecords })}</Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              size="sm"
              siblings={0}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': t(pagingLabel(control)) })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
