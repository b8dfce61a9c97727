import { A4, numberPages } from '../../lib/pdf-pages.ts';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import type { Language } from '@kiosk/common/constants';
import { celsius, duration, localDate, localDateTime } from './compliance.format.ts';
import type { ComplianceReport, KioskCompliance } from './compliance.service.ts';

const MARGIN = 42;
const PAGE = A4;
const BOTTOM = PAGE.height - MARGIN - 18; // room for the page footer
const WIDTH = PAGE.width - 2 * MARGIN;
const ROW = 15;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * The printable temperature compliance report (docs/compliance.md): a header with the period, the limits
 * and when it was made; per kiosk (each on a new page) its organization and time zone, a table of its days,
 * its excursions, its automatic out-of-service periods and its temperature alerts with who acknowledged
 * them; a signature line; page numbers. Times are the kiosk's organization's local time.
 */
export function compliancePdf(t: TFunction, lng: Language, report: ComplianceReport): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: t('compliance.pdf.title'), Creator: 'Kiosk Console' },
  });
  const limits = { high: String(report.highLimit), low: String(report.lowLimit) };

  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };

  const heading = (text: string) => {
    ensure(ROW * 3);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  };

  const note = (text: string) => {
    ensure(ROW);
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#444').text(text, MARGIN, doc.y, { width: WIDTH });
    doc.fillColor('black');
  };

  /** One table row; long texts wrap, so the row is as tall as its tallest cell. */
  const rowAt = (columns: readonly Column[], cells: readonly string[], bold: boolean, shade = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height = Math.max(
      ROW,
      ...columns.map((column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width - 4 }) + 6),
    );
    if (doc.y + height > BOTTOM) doc.addPage();
    const y = doc.y;
    if (shade) doc.rect(MARGIN, y, WIDTH, height).fill('#fdecea').fillColor('black');
    let x = MARGIN;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 3, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + WIDTH, y + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor(bold ? '#000' : '#999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };

  /** A table whose header is repeated on every page it runs over. */
  const table = (columns: readonly Column[], rows: readonly string[][], shade?: (index: number) => boolean) => {
    const header = columns.map((column) => column.header);
    ensure(ROW * 2);
    rowAt(columns, header, true);
    rows.forEach((cells, index) => {
      if (doc.y + ROW > BOTTOM) {
        doc.addPage();
        rowAt(columns, header, true);
      }
      rowAt(columns, cells, false, shade?.(index) ?? false);
    });
  };

  const scale = (widths: readonly number[]) => {
    const total = widths.reduce((a, b) => a + b, 0);
    return widths.map((w) => (w / total) * WIDTH);
  };

  function kioskSection(kiosk: KioskCompliance) {
    const zone = kiosk.timeZone;
    const at = (date: Date | null) => (date ? localDateTime(date, zone, lng) : '');
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('compliance.kiosk.heading', { name: kiosk.kioskName, serialNumber: kiosk.serialNumber }), MARGIN, doc.y);
    doc.font('Helvetica').fontSize(9.5);
    doc.text(t('compliance.kiosk.organization', { name: kiosk.orgName }));
    doc.text(t('compliance.kiosk.timeZone', { timeZone: zone }));

    heading(t('compliance.days.title'));
    const dayWidths = scale([70, 45, 45, 45, 62, 62, 62, 62]);
    table(
      [
        { header: t('compliance.days.date'), width: dayWidths[0] ?? 0 },
        { header: t('compliance.days.readings'), width: dayWidths[1] ?? 0, align: 'right' },
        { header: t('compliance.days.min'), width: dayWidths[2] ?? 0, align: 'right' },
        { header: t('compliance.days.max'), width: dayWidths[3] ?? 0, align: 'right' },
        { header: t('compliance.days.above', limits), width: dayWidths[4] ?? 0, align: 'right' },
        { header: t('compliance.days.below', limits), width: dayWidths[5] ?? 0, align: 'right' },
        { header: t('compliance.days.covered'), width: dayWidths[6] ?? 0, align: 'right' },
        { header: t('compliance.days.outOfService'), width: dayWidths[7] ?? 0, align: 'right' },
      ],
      kiosk.days.map((day) => [
        localDate(day.date, lng),
        String(day.readings),
        day.readings ? celsius(day.min, lng) : t('compliance.days.noReadings'),
        celsius(day.max, lng),
        duration(day.aboveMs),
        duration(day.belowMs),
        duration(day.coveredMs),
        duration(day.outOfServiceMs),
      ]),
      (index) => {
        const day = kiosk.days[index];
        return Boolean(day && (day.aboveMs > 0 || day.belowMs > 0));
      },
    );

    heading(t('compliance.excursions.title'));
    if (kiosk.excursions.length === 0) note(t('compliance.excursions.none'));
    else {
      const widths = scale([80, 100, 100, 70, 60]);
      table(
        [
          { header: t('compliance.excursions.kind'), width: widths[0] ?? 0 },
          { header: t('compliance.excursions.start'), width: widths[1] ?? 0 },
          { header: t('compliance.excursions.end'), width: widths[2] ?? 0 },
          { header: t('compliance.excursions.duration'), width: widths[3] ?? 0, align: 'right' },
          { header: t('compliance.excursions.peak'), width: widths[4] ?? 0, align: 'right' },
        ],
        kiosk.excursions.map((excursion) => [
          t(`compliance.excursions.${excursion.kind}`, limits),
          at(excursion.start),
          excursion.closed ? at(excursion.end) : `${at(excursion.end)} (${t('compliance.excursions.ongoing')})`,
          duration(excursion.durationMs),
          celsius(excursion.peak, lng),
        ]),
      );
    }

    heading(t('compliance.outOfService.title'));
    if (kiosk.outOfService.length === 0) note(t('compliance.outOfService.none'));
    else {
      const widths = scale([100, 100, 100, 90]);
      table(
        [
          { header: t('compliance.outOfService.start'), width: widths[0] ?? 0 },
          { header: t('compliance.outOfService.applied'), width: widths[1] ?? 0 },
          { header: t('compliance.outOfService.end'), width: widths[2] ?? 0 },
          { header: t('compliance.outOfService.endReason'), width: widths[3] ?? 0 },
        ],
        kiosk.outOfService.map((period) => [
          at(period.start),
          period.appliedAt ? at(period.appliedAt) : t('compliance.outOfService.pending'),
          period.end ? at(period.end) : t('compliance.outOfService.stillOut'),
          period.endReason ? t(`compliance.outOfService.reasons.${period.endReason}`) : '',
        ]),
      );
    }

    heading(t('compliance.alerts.title'));
    if (kiosk.alerts.length === 0) note(t('compliance.alerts.none'));
    else {
      const widths = scale([88, 82, 82, 82, 80, 110]);
      table(
        [
          { header: t('compliance.alerts.type'), width: widths[0] ?? 0 },
          { header: t('compliance.alerts.start'), width: widths[1] ?? 0 },
          { header: t('compliance.alerts.end'), width: widths[2] ?? 0 },
          { header: t('compliance.alerts.acknowledgedAt'), width: widths[3] ?? 0 },
          { header: t('compliance.alerts.acknowledgedBy'), width: widths[4] ?? 0 },
          { header: t('compliance.alerts.note'), width: widths[5] ?? 0 },
        ],
        kiosk.alerts.map((alert) => [
          t(`compliance.alerts.${alert.type}`),
          at(alert.startDate),
          alert.endDate ? at(alert.endDate) : t('compliance.alerts.open'),
          alert.acknowledgedAt ? at(alert.acknowledgedAt) : t('compliance.alerts.notAcknowledged'),
          alert.acknowledgedBy ?? '',
          alert.note ?? '',
        ]),
      );
    }

    ensure(ROW * 4);
    doc.moveDown(2.5);
    const y = doc.y;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 260, y)
      .lineWidth(0.5)
      .strokeColor('#000')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(t('compliance.pdf.signature'), MARGIN, y + 4);
  }

  // The document's header.
  doc.font('Helvetica-Bold').fontSize(18).text(t('compliance.pdf.title'));
  doc.font('Helvetica').fontSize(10);
  doc.text(t('compliance.pdf.period', { from: localDate(report.from, lng), to: localDate(report.to, lng) }));
  doc.text(
    t('compliance.pdf.generated', {
      at: localDateTime(report.generatedAt, report.kiosks[0]?.timeZone ?? 'UTC', lng),
    }),
  );
  doc.font('Helvetica-Oblique').fontSize(8.5).text(t('compliance.pdf.limits', limits), { width: WIDTH });
  doc.moveDown(1);

  report.kiosks.forEach((kiosk, index) => {
    if (index > 0) doc.addPage();
    kioskSection(kiosk);
  });

  numberPages(doc, (page, pages) => t('compliance.pdf.page', { page, pages }), {
    margin: MARGIN,
    width: WIDTH,
    height: PAGE.height,
  });
  doc.end();
  return doc;
}
