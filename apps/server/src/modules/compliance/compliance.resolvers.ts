import type { Resolvers } from '../../generated/graphql.ts';
import type { ComplianceReport, ComplianceService } from './compliance.service.ts';

const seconds = (ms: number) => Math.round(ms / 1000);

/** The report as the API shows it: durations in whole seconds. */
export function toComplianceGraph(report: ComplianceReport) {
  return {
    ...report,
    kiosks: report.kiosks.map((kiosk) => ({
      ...kiosk,
      days: kiosk.days.map((day) => ({
        date: day.date,
        start: day.start,
        end: day.end,
        readings: day.readings,
        min: day.min,
        max: day.max,
        secondsAbove: seconds(day.aboveMs),
        secondsBelow: seconds(day.belowMs),
        secondsCovered: seconds(day.coveredMs),
        secondsOutOfService: seconds(day.outOfServiceMs),
      })),
      excursions: kiosk.excursions.map((excursion) => ({
        kind: excursion.kind,
        start: excursion.start,
        end: excursion.end,
        durationSeconds: seconds(excursion.durationMs),
        peak: excursion.peak,
        closed: excursion.closed,
      })),
    })),
  };
}

/** GraphQL ↔ compliance service (the reports endpoint). */
export function createComplianceResolvers(compliance: ComplianceService): Resolvers {
  return {
    Query: {
      getTemperatureCompliance: async (_parent, args, { viewer }) =>
        toComplianceGraph(await compliance.temperatureCompliance(viewer, args)),
    },
  };
}
