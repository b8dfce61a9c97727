import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { downloadFile } from '../../../lib/rest-client.ts';
import { useRecentProductExports, type ExportEntry } from '../products.export.ts';

const STATUS_COLOR: Record<ExportEntry['status'], string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

/** The user's last product list exports with download links (the e-mailed files are kept on the server). */
export function RecentExports() {
  const { t } = useTranslation('products');
  const exports = useRecentProductExports();
  const [downloading, setDownloading] = useState<string | null>(null);
  const entries = exports.data ?? [];
  if (entries.length === 0) return null;

  const download = async (entry: ExportEntry) => {
    if (!entry.downloadUrl) return;
    setDownloading(entry._id);
    try {
      await downloadFile(entry.downloadUrl, entry.fileName ?? `products.${entry.format}`);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="recent-exports-title">
      <Title order={2} size="h4" mb="sm" id="recent-exports-title">
        {t('products.export.recent.title')}
      </Title>
      <Stack gap="xs">
        {entries.map((entry) => (
          <Group key={entry._id} justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Text size="sm">{formatDateTime(entry.createdAt, currentLanguage())}</Text>
              <Badge variant="light" color="gray">
                {entry.format.toUpperCase()}
              </Badge>
              <Badge variant="light" color={STATUS_COLOR[entry.status]}>
                {t(`products.export.recent.status.${entry.status}`)}
              </Badge>
              {entry.status === 'done' && entry.rowCount !== null ? (
                <Text size="sm" c="dimmed">
                  {t('products.export.recent.rows', { count: entry.rowCount })}
                </Text>
              ) : null}
              {entry.status === 'failed' && entry.error ? (
                <Text size="sm" c="red">
                  {entry.error}
                </Text>
              ) : null}
            </Group>
            {entry.status === 'done' && entry.downloadUrl ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={downloading === entry._id}
                onClick={() => void download(entry)}
                aria-label={t('products.export.recent.downloadFile', { name: entry.fileName ?? entry.format })}
              >
                {t('products.export.recent.download')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
