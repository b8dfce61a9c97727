import { EXPORT_FORMATS, type ExportFormat } from '@kiosk/common/constants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useExportUsers } from '../users.export.ts';

interface UserExportMenuProps {
  /** Called once the server accepted the export (e.g. to show "My exports"). */
  onExported: () => void;
}

/** "Export" as CSV or Excel in the current language; the file is e-mailed when ready (spec §7, §8). */
export function UserExportMenu({ onExported }: UserExportMenuProps) {
  const { t, i18n } = useTranslation(['users', 'errors']);
  const exportUsers = useExportUsers();

  const start = (format: ExportFormat) => {
    exportUsers.mutate(
      { format, lng: isLanguage(i18n.language) ? i18n.language : 'en' },
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exportUsers.isPending}
        >
          {t('list.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('list.export.menuLabel')}>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => start(format)}>
            {t(`list.export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
