import { EXPORT_FORMATS, type ExportFormat } from '@kiosk/common/constants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductLinesGridInput } from '../../../generated/graphql.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { exportBody, useExportProductList } from '../products.export.ts';

interface ProductExportMenuProps {
  /** The list's current request; its filters, search and sort go into the export. */
  filters: ProductLinesGridInput;
}

/** "Export" → CSV or Excel of the filtered product list, e-mailed when ready (spec §7, §8 exportProductListSuccess). */
export function ProductExportMenu({ filters }: ProductExportMenuProps) {
  const { t } = useTranslation('products');
  const exportList = useExportProductList();

  const start = (format: ExportFormat) =>
    exportList.mutate(exportBody(filters, format, currentLanguage()), {
      onSuccess: () => notifySuccess(t('products.export.success')),
      onError: (error) => notifyError(errorMessage(error, t)),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exportList.isPending}
        >
          {t('products.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => start(format)}>
            {t(`products.export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
