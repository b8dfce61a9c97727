/**
 * The product list export (spec §7: POST /api/v1/products/export/productList with the current
 * filters): the server builds the file in the background, e-mails it, and keeps it for download
 * under "My exports" (components/my-exports-panel.tsx).
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';
import { useMutation } from '@tanstack/react-query';
import type { ProductLinesGridInput } from '../../generated/graphql.ts';
import { restRequest } from '../../lib/rest-client.ts';
import { useRefreshMyExports } from '../../lib/my-exports.ts';

export const PRODUCT_LIST_EXPORT_KIND = 'productList';

type ProductListExportBody = Omit<ProductLinesGridInput, 'page' | 'pageSize'> & {
  format: ExportFormat;
  lng: Language;
};

/** The export body: the grid's filters (no paging) plus format and language. */
export function exportBody(filters: ProductLinesGridInput, format: ExportFormat, lng: Language): ProductListExportBody {
  const { page: _page, pageSize: _pageSize, ...rest } = filters;
  return { ...rest, format, lng };
}

export function useExportProductList() {
  const refreshExports = useRefreshMyExports();
  return useMutation({
    mutationFn: (body: ProductListExportBody) =>
      restRequest<{ exportId: string }>('/api/v1/products/export/productList', { method: 'POST', body }),
    onSuccess: () => refreshExports(),
  });
}
