/**
 * A server-paged list table: mantine-datatable driven by the URL list state (lib/list-state.ts).
 *
 *   const list = useListState({ sort: DEFAULT_SORTS.products });
 *   <DataTable list={list} records={data?.data} totalRecords={data?.total} fetching={isFetching}
 *     columns={[{ accessor: 'name', title: t('…'), sortable: true }]} rowHref={(p) => `/products/detail/${p._id}`} />
 *
 * Pages are 0-based in our state and the API, 1-based in the table; `sortable` columns' accessors are
 * the API sort fields. Loading, empty and range texts come from i18n. A click on a row opens `rowHref`
 * (a link inside the row stays the keyboard way there). On a phone the rows are cards (DataCards): the key
 * columns show first instead of behind a sideways scroll.
 */
import { Alert } from '@mantine/core';
import {
  DataTable as MantineDataTable,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListController } from '../lib/list-state.ts';
import { usePhone } from '../lib/use-phone.ts';
import { DataCards, pagingLabel, type CardColumn } from './data-cards.tsx';

/**
 * A column: mantine-datatable's, plus where it goes on a phone's card (`title` heads the card — by default
 * the first column with a title —, `media` sits beside the title, `hidden` is left out).
 */
export type DataTableColumn<T> = CardColumn<T>;

interface DataTableProps<T, Field extends string, FilterKey extends string> {
  list: ListController<Field, FilterKey>;
  columns: DataTableColumn<T>[];
  /** The current page's rows; undefined while the first load runs. */
  records: T[] | undefined;
  totalRecords: number | undefined;
  fetching: boolean;
  /** Shown above the table when loading failed (e.g. errorMessage(error, t)). */
  error?: string | null;
  /** Key of a row; defaults to `_id`. */
  idAccessor?: keyof T & string;
  /** Where a click on the row goes. */
  rowHref?: (record: T) => string;
  /** Overrides the empty-state text. */
  emptyText?: string;
  'aria-label'?: string;
  /** Rows that open to show more (mantine-datatable's row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
  /**
   * Makes the scroll area reachable by keyboard (for tables without links or buttons in their rows). An
   * empty table's always is: on a phone its headers scroll sideways with nothing in it to focus.
   */
  focusableScroll?: boolean;
}

export function DataTable<T, Field extends string, FilterKey extends string>({
  list,
  columns,
  records,
  totalRecords,
  fetching,
  error,
  idAccessor,
  rowHref,
  emptyText,
  'aria-label': ariaLabel,
  rowExpansion,
  focusableScroll,
}: DataTableProps<T, Field, FilterKey>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhone();
  const { state } = list;
  const sortStatus: DataTableSortStatus<T> = { columnAccessor: state.sort.field, direction: state.sort.order };
  const onSortStatusChange = (status: DataTableSortStatus<T>) =>
    list.setSort({ field: String(status.columnAccessor) as Field, order: status.direction });
  const open = rowHref
    ? (record: T, target: HTMLElement) => {
        // Let links and buttons inside the row do their own thing.
        if (target.closest('a, button, input, label')) return;
        void navigate(rowHref(record));
      }
    : undefined;
  const alert = error ? (
    <Alert color="red" role="alert" mb="md">
      {error}
    </Alert>
  ) : null;

  if (phone) {
    const key = (idAccessor ?? '_id') as keyof T;
    return (
      <>
        {alert}
        <DataCards<T>
          aria-label={ariaLabel}
          columns={columns}
          records={records ?? []}
          idOf={(record) => String(record[key])}
          totalRecords={totalRecords ?? 0}
          page={state.page + 1}
          pageSize={state.pageSize}
          onPageChange={(page) => list.setPage(page - 1)}
          sortStatus={sortStatus}
          onSortStatusChange={onSortStatusChange}
          fetching={fetching}
          emptyText={emptyText ?? t('components.dataTable.empty')}
          onCardClick={open}
          rowExpansion={rowExpansion}
        />
      </>
    );
  }

  return (
    <>
      {alert}
      <MantineDataTable<T>
        aria-label={ariaLabel}
        withTableBorder
        borderRadius="md"
        highlightOnHover
        minHeight={records && records.length > 0 ? undefined : 180}
        idAccessor={idAccessor ?? '_id'}
        columns={columns.map(({ card: _card, ...column }) => column)}
        records={records ?? []}
        fetching={fetching}
        loadingText={t('components.dataTable.loading')}
        noRecordsText={emptyText ?? t('components.dataTable.empty')}
        page={state.page + 1}
        onPageChange={(page) => list.setPage(page - 1)}
        recordsPerPage={state.pageSize}
        totalRecords={totalRecords ?? 0}
        paginationText={({ from, to, totalRecords: total }) => t('components.dataTable.range', { from, to, total })}
        getPaginationControlProps={(control) => ({ 'aria-label': t(pagingLabel(control)) })}
        sortStatus={sortStatus}
        onSortStatusChange={onSortStatusChange}
        onRowClick={open ? ({ record, event }) => open(record, event.target as HTMLElement) : undefined}
        rowStyle={rowHref ? () => ({ cursor: 'pointer' }) : undefined}
        {...(rowExpansion ? { rowExpansion } : {})}
        {...(focusableScroll || !records?.length
          ? { scrollAreaProps: { viewportProps: { tabIndex: 0, 'aria-label': ariaLabel } } }
          : {})}
      />
    </>
  );
}
