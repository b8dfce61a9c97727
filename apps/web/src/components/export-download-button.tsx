import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../lib/notify.ts';
import { downloadFile } from '../lib/rest-client.ts';
import type { MyExport } from '../lib/my-exports.ts';

/** Downloads a finished export with the bearer token (GET downloadUrl), under its file name. */
export function ExportDownloadButton({ entry }: { entry: MyExport }) {
  const { t } = useTranslation(['common', 'errors']);
  const [busy, setBusy] = useState(false);
  if (entry.status !== 'done' || !entry.downloadUrl) return null;
  const url = entry.downloadUrl;
  const fileName = entry.fileName ?? `${entry.kind}.${entry.format}`;

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('components.myExports.actions.downloadFile', { file: fileName })}
    >
      {t('components.myExports.actions.download')}
    </Button>
  );
}
