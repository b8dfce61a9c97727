import type { ExportFormat } from '@kiosk/common/constants';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useExportUsers } from '../users.export.ts';

interface UserExportMenuProps {
  /** Called once the server accepted the export (e.g. to show "My exports"). */
  onExported: () => void;
}

/** "Export" as CSV or Excel in the current language; the file is e-mailed when ready (spec §7, §8). */
export function UserExportMenu({ onExported }: UserExportMenuProps) {
  const { t } = useTranslation(['users', 'errors']);
  const exportUsers = useExportUsers();

  const start = (format: ExportFormat) => {
    exportUsers.mutate(
      { format, lng: currentLanguage() },
      {
        onSuccess: () => {
          notifySuccess(t('list.export.success'));
          onExported();
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  return (
    <ExportMenu
      label={t('list.export.button')}
      menuLabel={t('list.export.menuLabel')}
      formatLabel={(format) => t(`list.export.${format}`)}
      loading={exportUsers.isPending}
      onExport={start}
    />
  );
}
