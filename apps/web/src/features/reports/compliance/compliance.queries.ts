/**
 * The temperature compliance report's read on the reports endpoint (getTemperatureCompliance) and its
 * downloads (REST, PDF and CSV in the user's language).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@kiosk/common/constants';
import type { TemperatureComplianceQuery } from '../../../generated/graphql.ts';
import { graphql } from '../../../generated/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { downloadFile } from '../../../lib/rest-client.ts';

const TEMPERATURE_COMPLIANCE = graphql(`
  query TemperatureCompliance($kioskIds: [ID!]!, $period: CompliancePeriodInput!) {
    getTemperatureCompliance(kioskIds: $kioskIds, period: $period) {
      from
      to
      highLimit
      lowLimit
      kiosks {
        kioskId
        kioskName
        serialNumber
        orgName
        timeZone
        days {
          date
          readings
          min
          max
          secondsAbove
          secondsBelow
          secondsCovered
          secondsOutOfService
        }
        excursions {
          kind
          start
          end
          durationSeconds
          peak
          closed
        }
        outOfService {
          start
          appliedAt
          end
          endReason
        }
        alerts {
          alertId
          type
          startDate
          endDate
          acknowledgedAt
          acknowledgedBy
          note
        }
      }
    }
  }
`);

export type ComplianceReport = TemperatureComplianceQuery['getTemperatureCompliance'];
export type KioskCompliance = ComplianceReport['kiosks'][number];

export interface ComplianceSelection {
  kioskIds: string[];
  from: string;
  to: string;
}

export function useTemperatureCompliance(selection: ComplianceSelection, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'compliance', selection],
    queryFn: () =>
      request('reports', TEMPERATURE_COMPLIANCE, {
        kioskIds: selection.kioskIds,
        period: { from: selection.from, to: selection.to },
      }),
    select: (data) => data.getTemperatureCompliance,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The report as a file (GET /api/v1/reports/compliance/{pdf|csv}/{lng}). */
export function downloadCompliance(format: 'pdf' | 'csv', language: Language, selection: ComplianceSelection) {
  const query = new URLSearchParams();
  for (const id of selection.kioskIds) query.append('kioskId', id);
  query.set('from', selection.from);
  query.set('to', selection.to);
  return downloadFile(
    `/api/v1/reports/compliance/${format}/${language}?${query.toString()}`,
    `temperature-compliance.${format}`,
  );
}
