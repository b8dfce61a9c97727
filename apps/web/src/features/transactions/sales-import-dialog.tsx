/**
 * Transactions → Import (issue 13): upload a sales-history CSV, pick the built-in preset or map its
 * columns (or give one value for a column the file lacks), choose the time zone of its times, see a dry
 * run of what will be created, then import. A file with refused lines imports nothing.
 */
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesImportInput } from '../../generated/graphql.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { headerOf, IMPORT_FIELDS, runSalesImport, VENDING_PRESET, type ImportField } from './sales-import.queries.ts';

type Summary = Awaited<ReturnType<typeof runSalesImport>>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [browserZone()];
};

export function SalesImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['transactions', 'errors']);
  const queryClient = useQueryClient();
  const organizations = useAllOrganizations();
  const [orgId, setOrgId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'preset' | 'columns'>('preset');
  const [delimiter, setDelimiter] = useState(',');
  const [timeZone, setTimeZone] = useState<string>(browserZone());
  const [headers, setHeaders] = useState<string[]>([]);
  const [columns, setColumns] = useState<Partial<Record<ImportField, string | null>>>({});
  const [kiosk, setKiosk] = useState('');
  const [quantity, setQuantity] = useState<number | string>('');
  const [paymentType, setPaymentType] = useState('');
  const [summary, setSummary] = useState<Summary | null>(null);
  const zoneList = useMemo(zones, []);

  useEffect(() => {
    if (!orgId && organizations.data?.[0]) setOrgId(organizations.data[0]._id);
  }, [orgId, organizations.data]);
  useEffect(() => {
    setSummary(null);
    if (file) void headerOf(file, delimiter).then(setHeaders);
  }, [file, delimiter]);

  const input = (): SalesImportInput => ({
    orgId,
    timeZone,
    ...(mode === 'preset'
      ? { preset: VENDING_PRESET }
      : {
          delimiter,
          columns,
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
        void queryClient.invalidateQueries({ queryKey: queryKeys.transactions.all });
      }
    },
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSummary(null);
    };
  const canImport = summary && !summary.imported && summary.refusedTotal === 0 && summary.transactions > 0;

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
          data={[
            { value: 'preset', label: t('transactions.import.preset') },
            { value: 'columns', label: t('transactions.import.mapColumns') },
          ]}
        />
        {mode === 'columns' && (
          <>
            <TextInput
              label={t('transactions.import.delimiter')}
              value={delimiter}
              maxLength={1}
              onChange={(event) => change(setDelimiter)(event.currentTarget.value || ',')}
            />
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
          data={zoneList}
          value={timeZone}
          onChange={(value) => value && change(setTimeZone)(value)}
          searchable
          allowDeselect={false}
        />
        {run.error && (
          <Alert color="red" role="alert">
            {errorMessage(run.error, t)}
          </Alert>
        )}
        {summary && <ImportSummary summary={summary} />}
        <Group justify="flex-end">
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

function ImportSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('transactions');
  return (
    <Stack gap="xs" data-testid="sales-import-summary" aria-live="polite">
      <Text fw={600}>
        {summary.imported ? t('transactions.import.importedTitle') : t('transactions.import.dryRunTitle')}
      </Text>
      <List size="sm">
        <List.Item>{t('transactions.import.rows', { rows: summary.rows, accepted: summary.acceptedRows })}</List.Item>
        <List.Item>
          {t('transactions.import.transactions', { count: summary.transactions, total: summary.total })}
        </List.Item>
        <List.Item>{t('transactions.import.already', { count: summary.alreadyImported })}</List.Item>
        <List.Item>
          {t('transactions.import.newKiosks', { count: summary.newKiosks.length })}
          {summary.newKiosks.length > 0 && `: ${summary.newKiosks.join(', ')}`}
        </List.Item>
        <List.Item>{t('transactions.import.newProducts', { count: summary.newProducts.length })}</List.Item>
      </List>
      {summary.refusedTotal > 0 && (
        <>
          <Alert color="red" role="alert">
            {t('transactions.import.refused', { count: summary.refusedTotal })}
          </Alert>
          <Table.ScrollContainer minWidth={320} mah={240}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.import.line')}</Table.Th>
                  <Table.Th>{t('transactions.import.column')}</Table.Th>
                  <Table.Th>{t('transactions.import.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.refused.map((refusal) => (
                  <Table.Tr key={`${refusal.row}-${refusal.field}`}>
                    <Table.Td>{refusal.row}</Table.Td>
                    <Table.Td>{t(`transactions.import.fields.${refusal.field as ImportField}`)}</Table.Td>
                    <Table.Td>{refusal.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
