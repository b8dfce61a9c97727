import type { ExportFormat } from '@kiosk/common/constants';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/export-menu.tsx';
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
    <ExportMenu
      label={t('products.export.button')}
      menuLabel={t('products.export.menuLabel')}
      formatLabel={(format) => t(`products.export.formats.${format}`)}
      loading={exportList.isPending}
      onExport={start}
    />
  );
}
