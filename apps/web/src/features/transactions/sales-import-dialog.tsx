/**
 * Transactions → Import (issue 13): upload a sales-history CSV. The dialog reads the file's first line:
 * the built-in ePort export selects the preset, any other file gets its delimiter and its obviously named
 * columns matched (to check and change). The file's times are read in the organization's zone unless
 * another is chosen; day-and-month dates in the order chosen, else as the file shows. A dry run shows
 * what will be created, then the import. A file with refused lines imports nothing.
 */
import { timeZoneOptions } from '@kiosk/common/time-zones';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesImportDateOrder, SalesImportInput } from '../../generated/graphql.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { guessColumns, guessDelimiter, isPresetHeader } from './sales-import-mapping.ts';
import { SalesImportSummary, type ImportSummaryData } from './sales-import-summary.tsx';
import {
  firstLineOf,
  headerNames,
  IMPORT_FIELDS,
  runSalesImport,
  useOrganizationZone,
  VENDING_PRESET,
  type ImportField,
} from './sales-import.queries.ts';

type Columns = Partial<Record<ImportField, string | null>>;
const DATE_ORDERS = ['auto', 'DAY_FIRST', 'MONTH_FIRST'] as const;
type DateOrderChoice = (typeof DATE_ORDERS)[number];
/** Below Mantine's xs breakpoint the two formats stack: side by side their names do not fit a phone. */
const NARROW = '(max-width: 575.98px)';

export function SalesImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['transactions', 'errors']);
  const queryClient = useQueryClient();
  const organizations = useAllOrganizations();
  const [orgId, setOrgId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [firstLine, setFirstLine] = useState('');
  const [mode, setMode] = useState<'preset' | 'columns'>('preset');
  const [delimiter, setDelimiter] = useState(',');
  /** null: the organization's zone. */
  const [zoneChoice, setZoneChoice] = useState<string | null>(null);
  const [dateOrder, setDateOrder] = useState<DateOrderChoice>('auto');
  const [columns, setColumns] = useState<Columns>({});
  const [autoMapped, setAutoMapped] = useState(false);
  const [kiosk, setKiosk] = useState('');
  const [quantity, setQuantity] = useState<number | string>('');
  const [paymentType, setPaymentType] = useState('');
  const [summary, setSummary] = useState<ImportSummaryData | null>(null);
  const narrow = useMediaQuery(NARROW, window.matchMedia(NARROW).matches, { getInitialValueInEffect: false });
  const organizationZone = useOrganizationZone(orgId);
  const timeZone = zoneChoice ?? organizationZone.data ?? null;
  const zoneList = useMemo(() => timeZoneOptions(organizationZone.data), [organizationZone.data]);
  const headers = useMemo(() => headerNames(firstLine, delimiter), [firstLine, delimiter]);

  useEffect(() => {
    if (!orgId && organizations.data?.[0]) setOrgId(organizations.data[0]._id);
  }, [orgId, organizations.data]);
  useEffect(() => {
    setSummary(null);
    if (!file) return;
    void firstLineOf(file).then((line) => {
      const found = guessDelimiter(line);
      const names = headerNames(line, found);
      const guessed = guessColumns(names);
      setFirstLine(line);
      setDelimiter(found);
      setMode(isPresetHeader(names) ? 'preset' : 'columns');
      setColumns(guessed);
      setAutoMapped(Object.keys(guessed).length > 0);
    });
  }, [file]);

  const input = (): SalesImportInput => ({
    orgId,
    ...(timeZone ? { timeZone } : {}),
    ...(mode === 'preset'
      ? { preset: VENDING_PRESET }
      : {
          delimiter,
          columns,
          dateOrder: dateOrder === 'auto' ? null : (dateOrder as SalesImportDateOrder),
          constants: {
            kiosk: kiosk.trim() || null,
            quantity: typeof quantity === 'number' ? quantity : null,
            paymentType: paymentType.trim() || null,
          },
        }),
  });
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => runSalesImport(file as File, input(), dryRun),
    onSuccess: (result) => {
      setSummary(result);
      if (result.imported) {
        notifySuccess(t('transactions.import.done', { count: result.transactions }));
        // New kiosks and products appear in pickers, the sales in every figure.
        for (const queryKey of [
          queryKeys.transactions.all,
          queryKeys.kiosks.all,
          queryKeys.products.all,
          queryKeys.dashboard.all,
          queryKeys.reports.all,
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    },
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSummary(null);
    };
  /** A delimiter typed in: the header is split again and its obvious columns matched again. */
  const onDelimiter = (value: string) => {
    const guessed = guessColumns(headerNames(firstLine, value || ','));
    setColumns(guessed);
    setAutoMapped(Object.keys(guessed).length > 0);
    change(setDelimiter)(value || ',');
  };
  const canImport = summary && !summary.imported && summary.refusedTotal === 0 && summary.transactions > 0;

  /** A whole-file refusal names its field: a mapped column missing from the header, the zone, the file. */
  const failure = (error: unknown): string => {
    const field = error instanceof GraphQLRequestError ? Object.keys(error.fields)[0] : undefined;
    const column = field?.startsWith('columns.') ? (field.slice('columns.'.length) as ImportField) : undefined;
    if (column && IMPORT_FIELDS.includes(column)) {
      return t('transactions.import.columnNotInFile', { field: t(`transactions.import.fields.${column}`) });
    }
    if (field === 'file') return t('transactions.import.fileUnreadable');
    return errorMessage(error, t);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('transactions.import.title')} size="xl">
      <Stack gap="sm">
        <Select
          label={t('transactions.import.organization')}
          data={(organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }))}
          value={orgId}
          onChange={change(setOrgId)}
          allowDeselect={false}
          searchable
        />
        <FileInput
          label={t('transactions.import.file')}
          description={t('transactions.import.fileHint')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          data-testid="sales-import-file"
        />
        <SegmentedControl
          aria-label={t('transactions.import.format')}
          value={mode}
          onChange={(value) => change(setMode)(value as 'preset' | 'columns')}
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
          data={[
            { value: 'preset', label: t('transactions.import.preset') },
            { value: 'columns', label: t('transactions.import.mapColumns') },
          ]}
        />
        {mode === 'columns' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('transactions.import.delimiter')}
                value={delimiter === '\t' ? '⇥' : delimiter}
                maxLength={1}
                onChange={(event) => onDelimiter(event.currentTarget.value)}
              />
              <Select
                label={t('transactions.import.dateOrder')}
                description={t('transactions.import.dateOrderHint')}
                data={DATE_ORDERS.map((value) => ({ value, label: t(`transactions.import.dateOrders.${value}`) }))}
                value={dateOrder}
                onChange={(value) => value && change(setDateOrder)(value as DateOrderChoice)}
                allowDeselect={false}
              />
            </SimpleGrid>
            {autoMapped && (
              <Text size="sm" c="dimmed">
                {t('transactions.import.autoMapped')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {IMPORT_FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t(`transactions.import.fields.${field}`)}
                  placeholder={t('transactions.import.notInFile')}
                  data={headers}
                  value={columns[field] ?? null}
                  onChange={(value) => change(setColumns)({ ...columns, [field]: value })}
                  clearable
                  searchable
                />
              ))}
            </SimpleGrid>
            <Text size="sm">{t('transactions.import.constantsHint')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('transactions.import.fields.kiosk')}
                value={kiosk}
                onChange={(e) => change(setKiosk)(e.currentTarget.value)}
              />
              <NumberInput
                label={t('transactions.import.fields.quantity')}
                value={quantity}
                onChange={change(setQuantity)}
                min={1}
                allowDecimal={false}
              />
              <TextInput
                label={t('transactions.import.fields.paymentType')}
                value={paymentType}
                onChange={(e) => change(setPaymentType)(e.currentTarget.value)}
              />
            </SimpleGrid>
          </>
        )}
        <Select
          label={t('transactions.import.timeZone')}
          description={t('transactions.import.timeZoneHint')}
          data={zoneList}
          value={timeZone}
          onChange={(value) => value && change(setZoneChoice)(value)}
          searchable
          allowDeselect={false}
        />
        {run.error && (
          <Alert color="red" role="alert">
            {failure(run.error)}
          </Alert>
        )}
        {summary && <SalesImportSummary summary={summary} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('transactions.import.close')}
          </Button>
          <Button
            variant="light"
            disabled={!file || !orgId}
            loading={run.isPending && run.variables.dryRun}
            onClick={() => run.mutate({ dryRun: true })}
          >
            {t('transactions.import.dryRun')}
          </Button>
          <Button
            disabled={!canImport}
            loading={run.isPending && !run.variables.dryRun}
            onClick={() => run.mutate({ dryRun: false })}
          >
            {t('transactions.import.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
