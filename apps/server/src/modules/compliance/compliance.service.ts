import { TEMPERATURE_COMPLIANCE } from '@kiosk/common/constants';
import { temperatureComplianceInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  dayFigures,
  excursions,
  localDays,
  outOfServicePeriods,
  type DayFigures,
  type Excursion,
  type OutOfServicePeriod,
  type Reading,
} from './compliance.rules.ts';

/** What the compliance report reads of the kiosks module. */
export interface ComplianceKiosksPort {
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(viewer: Viewer, id: string): Promise<{ id: string; orgId: string; name: string; serialNumber: string }>;
  /** The readings of a kiosk in [from, to], 1/100 °C, oldest first: at most `limit` + 1 of them. */
  readingsBetween(kioskId: string, from: Date, to: Date, limit: number): Promise<Reading[]>;
  /** `service` commands of the kiosks created in [from, to] and each one's last before `from`. */
  serviceCommands(
    kioskIds: readonly string[],
    from: Date,
    to: Date,
  ): Promise<
    {
      kioskId: string;
      createdAt: Date;
      finishedAt: Date | null;
      status: string;
      params: Record<string, unknown>;
    }[]
  >;
}

/** What it reads of the alerts module: temperature alerts with their acknowledgements, in the caller's scope. */
export interface ComplianceAlertsPort {
  temperatureAlerts(
    viewer: Viewer,
    kioskIds: readonly string[],
    range: { from: Date; to: Date },
  ): Promise<
    {
      id: string;
      kioskId: string;
      type: string;
      startDate: Date;
      endDate: Date | null;
      acknowledgedAt: Date | null;
      acknowledgedBy: string | null;
      acknowledgedNote: string | null;
    }[]
  >;
}

export interface ComplianceOrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; timeZone: string }>>;
}

export interface ComplianceUsersPort {
  /** User id → display name. */
  namesOf(ids: readonly string[]): Promise<Map<string, string>>;
}

export interface TemperatureAlertRecord {
  alertId: string;
  type: 'highTemperature' | 'lowTemperature';
  startDate: Date;
  endDate: Date | null;
  acknowledgedAt: Date | null;
  /** Who acknowledged (display name); null when nobody did or the user was deleted. */
  acknowledgedBy: string | null;
  note: string | null;
}

export interface KioskCompliance {
  kioskId: string;
  kioskName: string;
  serialNumber: string;
  orgId: string;
  orgName: string;
  timeZone: string;
  days: DayFigures[];
  excursions: Excursion[];
  outOfService: OutOfServicePeriod[];
  alerts: TemperatureAlertRecord[];
}

export interface ComplianceReport {
  from: string;
  to: string;
  generatedAt: Date;
  /** The limits in °C (7 and 2). */
  highLimit: number;
  lowLimit: number;
  kiosks: KioskCompliance[];
}

interface Deps {
  kiosks: ComplianceKiosksPort;
  alerts: ComplianceAlertsPort;
  organizations: ComplianceOrganizationsPort;
  users: ComplianceUsersPort;
  now?: () => Date;
}

/** Readings this long before the period are read too, so an excursion running into it keeps its real start. */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/**
 * The temperature compliance report for food-safety audits (docs/compliance.md): per kiosk and local day
 * of its organization's time zone the minimum, maximum, time above 7 °C and below 2 °C; the excursions;
 * the automatic out-of-service periods; the temperature alerts and who acknowledged them.
 */
export function createComplianceService({ kiosks, alerts, organizations, users, now = () => new Date() }: Deps) {
  return {
    /** getTemperatureCompliance(kioskIds, period): every kiosk must be in the caller's scope. */
    async temperatureCompliance(viewer: Viewer, args: unknown): Promise<ComplianceReport> {
      const input = parseInput(temperatureComplianceInput, args);
      const rows = [];
      for (const id of input.kioskIds) {
        try {
          rows.push(await kiosks.getById(viewer, id));
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
          }
          throw error;
        }
      }
      const orgs = await organizations.summaries([...new Set(rows.map((row) => row.orgId))]);
      const zoneOf = (orgId: string) => orgs.get(orgId)?.timeZone ?? 'UTC';
      // The widest instant range over the kiosks' time zones, for the cross-kiosk reads.
      const daysByKiosk = new Map(
        rows.map((row) => [row.id, localDays(input.period.from, input.period.to, zoneOf(row.orgId))]),
      );
      const starts = [...daysByKiosk.values()].map((days) => days[0]?.start ?? 0);
      const ends = [...daysByKiosk.values()].map((days) => days.at(-1)?.end ?? 0);
      const from = new Date(Math.min(...starts));
      const to = new Date(Math.max(...ends));
      const at = now();
      const [commands, alertRows] = await Promise.all([
        kiosks.serviceCommands(
          rows.map((row) => row.id),
          from,
          to,
        ),
        alerts.temperatureAlerts(
          viewer,
          rows.map((row) => row.id),
          { from, to },
        ),
      ]);
      const names = await users.namesOf([
        ...new Set(alertRows.flatMap((row) => (row.acknowledgedBy ? [row.acknowledgedBy] : []))),
      ]);

      const report: KioskCompliance[] = [];
      for (const row of rows) {
        const days = daysByKiosk.get(row.id) ?? [];
        const start = days[0]?.start ?? from.getTime();
        const end = days.at(-1)?.end ?? to.getTime();
        const max = TEMPERATURE_COMPLIANCE.maxReadingsPerKiosk;
        const readings = await kiosks.readingsBetween(
          row.id,
          new Date(start - LOOK_BACK_MS),
          new Date(end + TEMPERATURE_COMPLIANCE.readingHoldMs),
          max,
        );
        if (readings.length > max) {
          throw new AppError('BAD_USER_INPUT', {
            message: `Invalid input: period — ${row.name} sent more than ${max} temperature readings in it; choose a shorter period`,
            fields: { period: 'BAD_USER_INPUT' },
          });
        }
        const periods = outOfServicePeriods(
          commands
            .filter((command) => command.kioskId === row.id)
            .map((command) => ({
              createdAt: command.createdAt,
              finishedAt: command.finishedAt,
              status: command.status,
              inService: command.params.inService === true,
              reason: typeof command.params.reason === 'string' ? command.params.reason : null,
            })),
          start,
          end,
        );
        report.push({
          kioskId: row.id,
          kioskName: row.name,
          serialNumber: row.serialNumber,
          orgId: row.orgId,
          orgName: orgs.get(row.orgId)?.name ?? '',
          timeZone: zoneOf(row.orgId),
          days: dayFigures(readings, days, periods, at),
          excursions: excursions(readings, start, end),
          outOfService: periods,
          alerts: alertRows
            .filter(
              (alert) =>
                alert.kioskId === row.id &&
                alert.startDate.getTime() < end &&
                (alert.endDate?.getTime() ?? Infinity) >= start,
            )
            .map((alert) => ({
              alertId: alert.id,
              type: alert.type as TemperatureAlertRecord['type'],
              startDate: alert.startDate,
              endDate: alert.endDate,
              acknowledgedAt: alert.acknowledgedAt,
              acknowledgedBy: alert.acknowledgedBy ? (names.get(alert.acknowledgedBy) ?? null) : null,
              note: alert.acknowledgedNote,
            })),
        });
      }
      return {
        from: input.period.from,
        to: input.period.to,
        generatedAt: at,
        highLimit: TEMPERATURE_COMPLIANCE.highAbove / 100,
        lowLimit: TEMPERATURE_COMPLIANCE.lowBelow / 100,
        kiosks: report,
      };
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
