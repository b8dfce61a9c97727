/**
 * The waste report's read on the kiosk endpoint (getWasteReport) and its downloads (REST, CSV or Excel in
 * the user's language; docs/field-operations.md).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@kiosk/common/constants';
import type { WasteReportQuery } from '../../../generated/graphql.ts';
import { graphql } from '../../../generated/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { downloadFile } from '../../../lib/rest-client.ts';
import { wasteDownloadQuery, type WasteVariables } from './waste-filters.ts';

const WASTE_REPORT = graphql(`
  query WasteReport($filter: WasteReportFilter!) {
    getWasteReport(filter: $filter) {
      from
      to
      units
      cost
      salesCost
      spoilageRate
      byReason {
        reason
        units
        cost
      }
      lines {
        kioskId
        kioskName
        orgId
        reason
        units
        cost
        records
        productLine {
          _id
          name
          articleNumber
        }
      }
    }
  }
`);

export type WasteReport = WasteReportQuery['getWasteReport'];
export type WasteLine = WasteReport['lines'][number];

export function useWasteReport(filter: WasteVariables) {
  return useQuery({
    queryKey: queryKeys.reports.waste(filter),
    queryFn: () => request('kiosk', WASTE_REPORT, { filter }),
    select: (data) => data.getWasteReport,
    placeholderData: keepPreviousData,
  });
}

export const WASTE_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type WasteDownloadFormat = (typeof WASTE_DOWNLOAD_FORMATS)[number];

export function downloadWaste(format: WasteDownloadFormat, language: Language, filter: WasteVariables) {
  return downloadFile(
    `/api/v1/kiosk/export/waste/${format}/${language}?${wasteDownloadQuery(filter)}`,
    `waste.${format}`,
  );
}
