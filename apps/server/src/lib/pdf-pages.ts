/** The A4 page of the printable reports (points) and its margin. */
export const A4 = { width: 595.28, height: 841.89 };

/** What numbering pages needs of a pdfkit document created with `bufferPages: true`. */
interface PagedDocument {
  bufferedPageRange(): { start: number; count: number };
  switchToPage(index: number): unknown;
  page: { margins: { bottom: number } };
  font(name: string): this;
  fontSize(size: number): this;
  fillColor(color: string): this;
  text(text: string, x: number, y: number, options: Record<string, unknown>): this;
}

/**
 * Writes "page n of m" at the bottom right of every buffered page, once the page count is known.
 * Writing into the bottom margin must not start a new page, so the margin is lifted while writing.
 */
export function numberPages(
  doc: PagedDocument,
  label: (page: number, pages: number) => string,
  layout: { margin: number; width: number; height: number },
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(label(i + 1, range.count), layout.margin, layout.height - layout.margin - 8, {
        width: layout.width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}
