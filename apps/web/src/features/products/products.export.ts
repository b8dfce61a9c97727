/**
 * The product list export (spec §7: POST /api/v1/products/export/productList with the current
 * filters): the server builds the file in the background, e-mails it, and keeps it for download
 * (getMyExports on the organizations endpoint, GET /api/v1/exports/{id}/download).
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductLinesGridInput, ProductMyExportsQuery } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { restRequest } from '../../lib/rest-client.ts';

export const PRODUCT_MY_EXPORTS = /* GraphQL */ `
  query ProductMyExports($page: Int, $pageSize: Int) {
    getMyExports(page: $page, pageSize: $pageSize) {
      total
      data {
        _id
        kind
        format
        status
        fileName
        rowCount
        error
        downloadUrl
        createdAt
      }
    }
  }
`;

export const PRODUCT_LIST_EXPORT_KIND = 'productList';
const exportsKey = ['products', 'myExports'] as const;

export type ExportEntry = ProductMyExportsQuery['getMyExports']['data'][number];

/** The export body: the grid's filters (no paging) plus format and language. */
export function exportBody(
  filters: ProductLinesGridInput,
  format: ExportFormat,
  lng: Language,
): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, ...rest } = filters;
  return { ...rest, format, lng };
}

export function useExportProductList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      restRequest<{ exportId: string }>('/api/v1/products/export/productList', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}

/** The signed-in user's recent product list exports; polls while one is still being built. */
export function useRecentProductExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: () => request<ProductMyExportsQuery>('organizations', PRODUCT_MY_EXPORTS, { page: 0, pageSize: 25 }),
    select: (data) => data.getMyExports.data.filter((entry) => entry.kind === PRODUCT_LIST_EXPORT_KIND).slice(0, 5),
    refetchInterval: (query) =>
      query.state.data?.getMyExports.data.some((entry) => entry.status === 'pending' || entry.status === 'running')
        ? 2_000
        : false,
  });
}
