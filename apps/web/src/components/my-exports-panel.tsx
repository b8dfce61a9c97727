/**
 * "My exports": the signed-in user's recent e-mailed exports with their status and a download button
 * for finished ones (ADR 0005). Reloads every 2 s while one is still waiting or being built.
 *
 *   <MyExportsPanel kind="users" onClose={() => setShown(false)} />
 */
import { Alert, CloseButton, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { errorMessage } from '../lib/notify.ts';
import { ExportDownloadButton } from './export-download-button.tsx';
import { ExportStatusBadge } from './export-status-badge.tsx';
import { useMyExports, type MyExport } from '../lib/my-exports.ts';

interface MyExportsPanelProps {
  /** Only exports of this kind (e.g. 'users'); all kinds when absent. */
  kind?: string;
  /** Newest first, at most this many. */
  limit?: number;
  onClose?: () => void;
}

const KNOWN_KINDS = [
  'users',
  'productList',
  'transactions',
  'refills',
  'transactionProducts',
  'reports',
  'auditLog',
] as const;

export function MyExportsPanel({ kind, limit = 5, onClose }: MyExportsPanelProps) {
  const { t } = useTranslation(['common', 'errors']);
  const query = useMyExports(kind, limit);
  const language = currentLanguage();
  const kindLabel = (entry: MyExport) =>
    (KNOWN_KINDS as readonly string[]).includes(entry.kind)
      ? t(`components.myExports.kinds.${entry.kind as (typeof KNOWN_KINDS)[number]}`)
      : entry.kind;

  return (
    <Paper withBorder p="md" mb="md" radius="md" component="section" aria-labelledby="my-exports-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="my-exports-title">
          {t('components.myExports.panel.title')}
        </Title>
        {onClose ? <CloseButton onClick={onClose} aria-label={t('components.myExports.panel.close')} /> : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('components.myExports.panel.hint')}
      </Text>
      {query.isError ? (
        <Alert color="red" role="alert">
          {t('components.myExports.panel.loadFailed')} {errorMessage(query.error, t)}
        </Alert>
      ) : query.data && query.data.length === 0 ? (
        <Text size="sm">{t('components.myExports.panel.empty')}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t('components.myExports.panel.tableLabel')}
        >
          <Table aria-label={t('components.myExports.panel.tableLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('components.myExports.columns.created')}</Table.Th>
                <Table.Th>{t('components.myExports.columns.kind')}</Table.Th>
                <Table.Th>{t('components.myExports.columns.format')}</Table.Th>
                <Table.Th>{t('components.myExports.columns.status')}</Table.Th>
                <Table.Th>{t('components.myExports.columns.rows')}</Table.Th>
                <Table.Th>{t('components.myExports.columns.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(query.data ?? []).map((entry) => (
                <Table.Tr key={entry._id} data-testid="my-export-row">
                  <Table.Td>{formatDateTime(entry.createdAt, language)}</Table.Td>
                  <Table.Td>{kindLabel(entry)}</Table.Td>
                  <Table.Td tt="uppercase">{entry.format}</Table.Td>
                  <Table.Td>
                    <ExportStatusBadge status={entry.status} />
                    {entry.status === 'failed' && entry.error ? (
                      <Text size="xs" c="red" mt={4}>
                        {entry.error}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{entry.rowCount ?? '–'}</Table.Td>
                  <Table.Td>
                    <ExportDownloadButton entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
