import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import type { Language } from '@kiosk/common/constants';
import type { OrderLine, OrderMode, PackListKiosk } from './replenishment.inventory-export.service.ts';

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const BOTTOM = PAGE.height - MARGIN;
const COLUMNS = { tick: MARGIN, product: MARGIN + 50, article: 330, packs: 440, units: 500 };
const ROW = 20;

/** One-line address of a kiosk: street, postal code and city. */
function address(location: PackListKiosk['kiosk']['location']): string {
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  return [location.name, location.line1, location.line2, place].filter(Boolean).join(', ');
}

/**
 * The printable pack list of a route (beyond spec §7; apps/server/src/modules/kiosks/README.md "Pack lists and inventory exports"): a header with
 * the route and date, then per kiosk its lines — a tick box, product, article number, packs, units —,
 * the route's totals per product for loading, and signature lines. Written to the returned stream while
 * the kiosks are read, page by page. In `next-visit` mode each kiosk says which visit it is for, until when
 * its stock must last and with which safety margin (or that it has no schedule and is filled to max).
 */
export function packListPdf(
  t: TFunction,
  lng: Language,
  route: { tag: string | undefined; mode?: OrderMode; kiosks: AsyncIterable<PackListKiosk> },
  now = new Date(),
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('inventory.packList.title'), Creator: 'Kiosk Console' },
  });
  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };

  const tableHeader = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text(t('inventory.packList.packed'), COLUMNS.tick, y, { width: 50, lineBreak: false });
    doc.text(t('inventory.columns.product'), COLUMNS.product, y, { lineBreak: false });
    doc.text(t('inventory.columns.articleNumber'), COLUMNS.article, y, { lineBreak: false });
    doc.text(t('inventory.columns.packs'), COLUMNS.packs, y, { width: 50, align: 'right', lineBreak: false });
    doc.text(t('inventory.columns.units'), COLUMNS.units, y, { width: 47, align: 'right', lineBreak: false });
    doc
      .moveTo(MARGIN, y + 13)
      .lineTo(PAGE.width - MARGIN, y + 13)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + 18;
  };

  const line = (item: Pick<OrderLine, 'product' | 'articleNumber' | 'packs' | 'units'>) => {
    ensure(ROW);
    const y = doc.y;
    doc
      .rect(COLUMNS.tick + 8, y - 1, 11, 11)
      .lineWidth(0.8)
      .stroke();
    doc.font('Helvetica').fontSize(10);
    doc.text(item.product, COLUMNS.product, y, {
      width: COLUMNS.article - COLUMNS.product - 8,
      height: 12,
      ellipsis: true,
      lineBreak: false,
    });
    doc.text(item.articleNumber ?? '', COLUMNS.article, y, {
      width: COLUMNS.packs - COLUMNS.article - 8,
      lineBreak: false,
    });
    doc.text(String(item.packs), COLUMNS.packs, y, { width: 50, align: 'right', lineBreak: false });
    doc.text(String(item.units), COLUMNS.units, y, { width: 47, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + ROW;
  };

  void (async () => {
    doc.font('Helvetica-Bold').fontSize(18).text(t('inventory.packList.title'));
    doc.font('Helvetica').fontSize(10);
    doc.text(t('inventory.packList.route', { route: route.tag ?? t('inventory.packList.allKiosks') }));
    const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(now);
    doc.text(t('inventory.packList.created', { date: `${date} UTC` }));
    const nextVisit = route.mode === 'next-visit';
    if (nextVisit) doc.text(t('inventory.packList.modeNextVisit'));
    doc.moveDown(1);
    const dayFormat = new Intl.DateTimeFormat(lng, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
    const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));

    const totals = new Map<string, { product: string; articleNumber: string | null; packs: number; units: number }>();
    let kiosks = 0;
    for await (const { kiosk, lines, plan, pull } of route.kiosks) {
      kiosks += 1;
      ensure(60);
      doc.font('Helvetica-Bold').fontSize(13).text(`${kiosk.name} (${kiosk.serialNumber})`, MARGIN);
      const where = address(kiosk.location);
      if (where)
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(`${t('inventory.packList.address')}: ${where}`);
      if (nextVisit) {
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(
            plan
              ? t('inventory.packList.visitPlan', {
                  visit: day(plan.visit),
                  nextVisit: day(plan.nextVisit),
                  margin: plan.safetyMarginPercent,
                })
              : t('inventory.packList.noSchedule'),
          );
      }
      doc.moveDown(0.4);
      if (lines.length === 0) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .text(t(plan ? 'inventory.packList.stockLasts' : 'inventory.packList.nothingToBring'));
      } else {
        tableHeader();
        for (const item of lines) {
          line(item);
          const key = `${item.product}\u0000${item.articleNumber ?? ''}`;
          const sum = totals.get(key) ?? {
            product: item.product,
            articleNumber: item.articleNumber,
            packs: 0,
            units: 0,
          };
          sum.packs += item.packs;
          sum.units += item.units;
          totals.set(key, sum);
        }
      }
      if (pull.length > 0) {
        ensure(40);
        doc.moveDown(0.4);
        doc.font('Helvetica-Bold').fontSize(10).text(t('inventory.packList.pullTitle'), MARGIN);
        doc.moveDown(0.2);
        for (const cell of pull) {
          ensure(ROW);
          const y = doc.y;
          doc
            .rect(COLUMNS.tick + 8, y - 1, 11, 11)
            .lineWidth(0.8)
            .stroke();
          doc
            .font('Helvetica')
            .fontSize(10)
            .text(
              t('inventory.packList.pullLine', {
                cell: cell.cellId,
                product: cell.product ?? '',
                count: cell.quantity,
                bestBefore: day(cell.bestBefore),
              }),
              COLUMNS.product,
              y,
              { width: PAGE.width - MARGIN - COLUMNS.product, height: 12, ellipsis: true, lineBreak: false },
            );
          doc.x = MARGIN;
          doc.y = y + ROW;
        }
      }
      doc.moveDown(1);
    }

    if (kiosks === 0) doc.font('Helvetica-Oblique').fontSize(10).text(t('inventory.packList.noKiosks'));
    if (totals.size > 0) {
      ensure(60);
      doc.font('Helvetica-Bold').fontSize(13).text(t('inventory.packList.totals'), MARGIN);
      doc.moveDown(0.4);
      tableHeader();
      const sorted = [...totals.values()].sort((a, b) => a.product.localeCompare(b.product, lng));
      for (const item of sorted) line(item);
      doc.moveDown(1);
    }

    ensure(90);
    doc.moveDown(1.5);
    for (const label of ['packedBy', 'deliveredBy'] as const) {
      const y = doc.y + 18;
      const third = (PAGE.width - 2 * MARGIN) / 3;
      doc.lineWidth(0.5);
      for (const [i, part] of [label, 'date', 'signature'].entries()) {
        const x = MARGIN + i * third;
        doc
          .moveTo(x, y)
          .lineTo(x + third - 12, y)
          .stroke();
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(t(`inventory.packList.${part}`), x, y + 3, { lineBreak: false });
      }
      doc.x = MARGIN;
      doc.y = y + 24;
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
