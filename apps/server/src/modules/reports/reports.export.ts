import type { ExportFormat, Language } from '@kiosk/common/constants';
import { paymentMethodName } from '@kiosk/common/payments';
import type { Viewer } from '../../auth/viewer.ts';
import type { ExportColumn, ExportKind, ExportRecord, ExportTable } from '../../lib/export-kind.ts';
import { wallClock } from '../../lib/time-zone.ts';
import { translator } from '../../mail/translate.ts';
import { reportExportPdf } from './reports.export.pdf.ts';
import type { ReportFilter, ReportsService } from './reports.service.ts';

export const REPORT_EXPORT = 'reports';

/** What a report export was asked for (stored with the export, read when the job runs). */
export interface ReportExportParams {
  orgId?: string | null;
  from?: string | null;
  to?: string | null;
  kioskIds?: string[] | null;
  grouping?: string | null;
}

/** Net cost and profit, and whether there is cost data behind them (reports.figures.ts `costKnown`). */
export interface Costed {
  netCost: string;
  profit: string;
  costKnown: boolean;
}

/** The figures of the Reports screen for one filter, as the export writes them. */
export interface ReportFigures {
  orgId: string;
  currency: string;
  timeZone: string;
  from: Date;
  to: Date;
  grouping: string;
  total: Costed & { transactions: number; items: number; netSales: string };
  series: (Costed & { label: string; transactions: number; items: number; netSales: string })[];
  topProducts: (Costed & { rank: number; productLine: string; amount: number; netSales: string })[];
  topKiosks: (Costed & { rank: number; kioskName: string | null; netSales: string })[];
  paymentMethods: { _id: string; cnt: number }[];
  peakHour: { start: number; end: number; sum: string } | null;
}

/** A payment method's name in the export's language (Card, Cash, Member card, Visa, …). */
export function paymentMethodNamer(lang: Language): (method: string) => string {
  const t = translator(lang, 'transactions');
  return (method) => paymentMethodName(method, (key) => t(key));
}

const filterOf = (params: ReportExportParams): ReportFilter => ({
  orgId: params.orgId ?? null,
  period: { from: params.from ?? null, to: params.to ?? null },
  kioskIds: params.kioskIds ?? null,
});

/** Reads every figure of the Reports screen through the reports service, as the caller. */
export async function reportFigures(
  reports: ReportsService,
  viewer: Viewer,
  params: ReportExportParams,
): Promise<ReportFigures> {
  const filter = filterOf(params);
  const grouping = params.grouping ?? 'daily';
  const [summary, topProducts, topKiosks, paymentMethods, peakHour] = await Promise.all([
    reports.summary(viewer, filter, grouping),
    reports.topProducts(viewer, filter, 10),
    reports.topKiosks(viewer, filter, 10),
    reports.paymentMethods(viewer, filter),
    reports.peakSalesHour(viewer, filter),
  ]);
  return {
    orgId: summary.scope.orgId,
    currency: summary.scope.currency,
    timeZone: summary.scope.timeZone,
    from: summary.scope.from,
    to: summary.scope.to,
    grouping: summary.grouping,
    total: {
      transactions: summary.transactions,
      items: summary.items,
      netSales: summary.netSales,
      netCost: summary.netCost,
      profit: summary.profit,
      costKnown: summary.costKnown,
    },
    series: summary.series.map((point) => ({
      label: point.label,
      transactions: point.transactions,
      items: point.items,
      netSales: point.netSales,
      netCost: point.netCost,
      profit: point.profit,
      costKnown: point.costKnown,
    })),
    topProducts: topProducts.map((row) => ({
      rank: row.rank,
      productLine: row.productLine,
      amount: row.amount,
      netSales: row.netSales,
      netCost: row.netCost,
      profit: row.profit,
      costKnown: row.costKnown,
    })),
    topKiosks: topKiosks.map((row) => ({
      rank: row.rank,
      kioskName: row.kioskName,
      netSales: row.netSales,
      netCost: row.netCost,
      profit: row.profit,
      costKnown: row.costKnown,
    })),
    paymentMethods,
    peakHour,
  };
}

/** The period as local days of the organization: `2026-10-19 – 2026-11-08`. */
export function periodLabel(figures: Pick<ReportFigures, 'from' | 'to' | 'timeZone'>): string {
  const day = (instant: number) => new Date(wallClock(instant, figures.timeZone)).toISOString().slice(0, 10);
  return `${day(figures.from.getTime())} – ${day(figures.to.getTime() - 1)}`;
}

const COLUMN_KEYS = [
  'section',
  'item',
  'rank',
  'transactions',
  'units',
  'netSales',
  'netCost',
  'profit',
  'count',
] as const;

/** `14:00–15:00`. */
export const hourSpan = (start: number, end: number) =>
  `${String(start).padStart(2, '0')}:00–${String(end % 24).padStart(2, '0')}:00`;

/**
 * The figures as one table (CSV, XLSX): a `section` column tells the period total, the series by day / week /
 * month, the top products, the top kiosks, the payment methods and the peak sales hour apart. Money is
 * exact: decimal text in CSV, numbers with two decimals in XLSX.
 */
export function reportTable(lang: Language, figures: ReportFigures, format: ExportFormat): ExportTable {
  const t = translator(lang, 'reportExport');
  const methodName = paymentMethodNamer(lang);
  const money = (value: string) => (format === 'xlsx' ? Number(value) : value);
  // Without cost data the profit would repeat the net sales: the file says so instead.
  const costs = (row: Costed) =>
    row.costKnown
      ? { netCost: money(row.netCost), profit: money(row.profit) }
      : { netCost: '', profit: t('reportExport.noCostData') };
  const columns: ExportColumn[] = COLUMN_KEYS.map((key) => ({
    key,
    header: t(`reportExport.columns.${key}`, { currency: figures.currency.toUpperCase() }),
  }));
  const section = (key: string) =>
    t(`reportExport.sections.${key}`, { grouping: t(`reportExport.groupings.${figures.grouping}`) });
  const rows: ExportRecord[] = [
    {
      section: section('total'),
      item: periodLabel(figures),
      transactions: figures.total.transactions,
      units: figures.total.items,
      netSales: money(figures.total.netSales),
      ...costs(figures.total),
    },
    ...figures.series.map((point) => ({
      section: section('series'),
      item: point.label,
      transactions: point.transactions,
      units: point.items,
      netSales: money(point.netSales),
      ...costs(point),
    })),
    ...figures.topProducts.map((row) => ({
      section: section('topProducts'),
      item: row.productLine,
      rank: row.rank,
      units: row.amount,
      netSales: money(row.netSales),
      ...costs(row),
    })),
    ...figures.topKiosks.map((row) => ({
      section: section('topKiosks'),
      item: row.kioskName ?? t('reportExport.unknownKiosk'),
      rank: row.rank,
      netSales: money(row.netSales),
      ...costs(row),
    })),
    ...figures.paymentMethods.map((row) => ({
      section: section('paymentMethods'),
      item: methodName(row._id),
      count: row.cnt,
    })),
    ...(figures.peakHour
      ? [
          {
            section: section('peakHour'),
            item: hourSpan(figures.peakHour.start, figures.peakHour.end),
            netSales: money(figures.peakHour.sum),
          },
        ]
      : []),
  ];
  return { columns, rows };
}

/**
 * The e-mailed report export (Reports → Export): the figures of the Reports screen for the chosen period,
 * kiosks and grouping, as CSV, XLSX or a printable PDF, in the caller's scope when the job runs.
 */
export function createReportsExport(reports: ReportsService): ExportKind {
  return {
    kind: REPORT_EXPORT,
    title: (lang) => translator(lang, 'reportExport')('reportExport.title'),
    fileBaseName: (lang) => translator(lang, 'reportExport')('reportExport.fileName'),
    async build(viewer, lang, params, format) {
      return reportTable(lang, await reportFigures(reports, viewer, params as ReportExportParams), format);
    },
    async document(viewer, lang, params) {
      const figures = await reportFigures(reports, viewer, params as ReportExportParams);
      const rows =
        1 +
        figures.series.length +
        figures.topProducts.length +
        figures.topKiosks.length +
        figures.paymentMethods.length +
        (figures.peakHour ? 1 : 0);
      return { stream: reportExportPdf(lang, figures), rows };
    },
  };
}
