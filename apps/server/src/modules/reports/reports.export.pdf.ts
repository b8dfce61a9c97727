import { A4, numberPages } from '../../lib/pdf-pages.ts';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Language } from '@kiosk/common/constants';
import { localeFor, moneyFormatter, toCurrency } from '@kiosk/common/format';
import { translator } from '../../mail/translate.ts';
import { hourSpan, paymentMethodNamer, periodLabel, type Costed, type ReportFigures } from './reports.export.ts';

const MARGIN = 42;
const PAGE = A4;
const BOTTOM = PAGE.height - MARGIN - 18;
const WIDTH = PAGE.width - 2 * MARGIN;
const ROW = 15;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** A bar of this share (0–1) drawn behind the cell. */
  bar?: (row: number) => number;
}

/**
 * The printable report (Reports → Export → PDF): the period, grouping, currency and time zone; the period's
 * totals; net sales and profit per bucket with a bar of the net sales (the chart's figures); the top products
 * and kiosks; the payment methods; the peak sales hour. Money in the caller's working currency (spec §4,
 * as on the screen) and the recipient's language.
 */
export function reportExportPdf(lang: Language, figures: ReportFigures, now = new Date()): Readable {
  const t = translator(lang, 'reportExport');
  const methodName = paymentMethodNamer(lang);
  // Without cost data the profit would repeat the net sales: the page says so instead.
  const cost = (row: Costed) =>
    row.costKnown
      ? { netCost: money(row.netCost), profit: money(row.profit) }
      : { netCost: '–', profit: t('reportExport.noCostData') };
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: t('reportExport.title'), Creator: 'Kiosk Console' },
  });
  const moneyFormat = moneyFormatter(toCurrency(figures.currency), lang);
  // Standard PDF fonts have no narrow no-break space: a plain no-break space instead.
  const money = (value: string) => moneyFormat.format(value).replace(/\u202f/g, '\u00a0');
  const count = (value: number) => new Intl.NumberFormat(localeFor(lang)).format(value);
  const section = (key: string) =>
    t(`reportExport.sections.${key}`, { grouping: t(`reportExport.groupings.${figures.grouping}`) });

  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(ROW * 3);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  };
  const note = (text: string) => {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#444').text(text, MARGIN, doc.y, { width: WIDTH });
    doc.fillColor('black');
  };
  const rowAt = (columns: readonly Column[], cells: readonly string[], bold: boolean, index = -1) => {
    if (doc.y + ROW > BOTTOM) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    columns.forEach((column, i) => {
      const share = index >= 0 && column.bar ? Math.max(0, Math.min(1, column.bar(index))) : 0;
      if (share > 0)
        doc
          .rect(x + 1, y + 2, (column.width - 2) * share, ROW - 4)
          .fill('#c5dcf5')
          .fillColor('black');
      doc.text(cells[i] ?? '', x + 2, y + 3, {
        width: column.width - 4,
        align: column.align ?? 'left',
        height: ROW - 3,
        ellipsis: true,
        lineBreak: false,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + WIDTH, y + ROW)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor(bold ? '#000' : '#999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  const table = (columns: readonly Column[], rows: readonly string[][]) => {
    const header = columns.map((column) => column.header);
    ensure(ROW * 2);
    rowAt(columns, header, true);
    rows.forEach((cells, index) => {
      if (doc.y + ROW > BOTTOM) {
        doc.addPage();
        rowAt(columns, header, true);
      }
      rowAt(columns, cells, false, index);
    });
  };
  const scale = (widths: readonly number[]) => {
    const total = widths.reduce((a, b) => a + b, 0);
    return widths.map((w) => (w / total) * WIDTH);
  };
  const col = (key: string) => t(`reportExport.columns.${key}`, { currency: figures.currency.toUpperCase() });

  // Header.
  doc.font('Helvetica-Bold').fontSize(18).text(t('reportExport.title'));
  doc.font('Helvetica').fontSize(10);
  doc.text(t('reportExport.pdf.period', { period: periodLabel(figures) }));
  doc.text(
    t('reportExport.pdf.settings', {
      grouping: t(`reportExport.groupings.${figures.grouping}`),
      currency: figures.currency.toUpperCase(),
      timeZone: figures.timeZone,
    }),
  );
  doc.text(t('reportExport.pdf.generated', { at: now.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }));

  // Totals.
  heading(section('total'));
  const totals: [string, string][] = [
    [col('netSales'), money(figures.total.netSales)],
    [col('netCost'), cost(figures.total).netCost],
    [col('profit'), cost(figures.total).profit],
    [col('transactions'), count(figures.total.transactions)],
    [col('units'), count(figures.total.items)],
  ];
  const boxWidth = WIDTH / totals.length;
  const top = doc.y;
  totals.forEach(([label, value], i) => {
    const x = MARGIN + i * boxWidth;
    doc
      .rect(x + 2, top, boxWidth - 4, 40)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444')
      .text(label, x + 6, top + 5, { width: boxWidth - 12, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('black')
      .text(value, x + 6, top + 19, { width: boxWidth - 12, lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = top + 48;

  // The series (the chart of net sales and profit).
  heading(section('series'));
  if (figures.series.length === 0) note(t('reportExport.pdf.noSales'));
  else {
    const max = Math.max(...figures.series.map((point) => Math.abs(Number(point.netSales))), 0.01);
    const w = scale([80, 55, 45, 80, 80, 80]);
    table(
      [
        { header: col('item'), width: w[0] ?? 0 },
        { header: col('transactions'), width: w[1] ?? 0, align: 'right' },
        { header: col('units'), width: w[2] ?? 0, align: 'right' },
        {
          header: col('netSales'),
          width: w[3] ?? 0,
          align: 'right',
          bar: (i) => Number(figures.series[i]?.netSales ?? 0) / max,
        },
        { header: col('netCost'), width: w[4] ?? 0, align: 'right' },
        { header: col('profit'), width: w[5] ?? 0, align: 'right' },
      ],
      figures.series.map((point) => [
        point.label,
        count(point.transactions),
        count(point.items),
        money(point.netSales),
        cost(point).netCost,
        cost(point).profit,
      ]),
    );
  }

  heading(section('topProducts'));
  if (figures.topProducts.length === 0) note(t('reportExport.pdf.noSales'));
  else {
    const w = scale([30, 150, 50, 80, 80, 80]);
    table(
      [
        { header: col('rank'), width: w[0] ?? 0, align: 'right' },
        { header: col('product'), width: w[1] ?? 0 },
        { header: col('units'), width: w[2] ?? 0, align: 'right' },
        { header: col('netSales'), width: w[3] ?? 0, align: 'right' },
        { header: col('netCost'), width: w[4] ?? 0, align: 'right' },
        { header: col('profit'), width: w[5] ?? 0, align: 'right' },
      ],
      figures.topProducts.map((row) => [
        String(row.rank),
        row.productLine,
        count(row.amount),
        money(row.netSales),
        cost(row).netCost,
        cost(row).profit,
      ]),
    );
  }

  heading(section('topKiosks'));
  if (figures.topKiosks.length === 0) note(t('reportExport.pdf.noSales'));
  else {
    const w = scale([30, 200, 80, 80, 80]);
    table(
      [
        { header: col('rank'), width: w[0] ?? 0, align: 'right' },
        { header: col('kiosk'), width: w[1] ?? 0 },
        { header: col('netSales'), width: w[2] ?? 0, align: 'right' },
        { header: col('netCost'), width: w[3] ?? 0, align: 'right' },
        { header: col('profit'), width: w[4] ?? 0, align: 'right' },
      ],
      figures.topKiosks.map((row) => [
        String(row.rank),
        row.kioskName ?? t('reportExport.unknownKiosk'),
        money(row.netSales),
        cost(row).netCost,
        cost(row).profit,
      ]),
    );
  }

  heading(section('paymentMethods'));
  if (figures.paymentMethods.length === 0) note(t('reportExport.pdf.noSales'));
  else {
    const max = Math.max(...figures.paymentMethods.map((row) => row.cnt), 1);
    const w = scale([200, 120]);
    table(
      [
        { header: col('paymentMethod'), width: w[0] ?? 0 },
        {
          header: col('count'),
          width: w[1] ?? 0,
          align: 'right',
          bar: (i) => (figures.paymentMethods[i]?.cnt ?? 0) / max,
        },
      ],
      figures.paymentMethods.map((row) => [methodName(row._id), count(row.cnt)]),
    );
  }

  heading(section('peakHour'));
  note(
    figures.peakHour
      ? t('reportExport.pdf.peakHour', {
          hours: hourSpan(figures.peakHour.start, figures.peakHour.end),
          sum: money(figures.peakHour.sum),
        })
      : t('reportExport.pdf.noSales'),
  );

  numberPages(doc, (page, pages) => t('reportExport.pdf.page', { page, pages }), {
    margin: MARGIN,
    width: WIDTH,
    height: PAGE.height,
  });
  doc.end();
  return doc;
}
