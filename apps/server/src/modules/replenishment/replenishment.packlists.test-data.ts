import ExcelJS from 'exceljs';
import type { TestContext } from '../../test-support/fixtures.ts';

/** A product of an organization with a pack size (first packaging option's unitCount). */
export async function newProduct(
  context: TestContext,
  orgId: string,
  fields: { name: string; unitCount?: number; articleNumber?: string; manufacturer?: string },
): Promise<string> {
  const { unitCount, ...rest } = fields;
  const row = await context.services.products.create(context.root, {
    orgId,
    defaultPrice: '1.00',
    ...rest,
    ...(unitCount ? { packagingOptions: [{ unitCount }] } : {}),
  });
  return row.id;
}

/** Rows of a CSV without quoting tricks (test data has no commas or quotes); the BOM dropped. */
export const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

/** The first sheet of an XLSX as rows of cell values. */
export async function xlsxRows(data: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export { pdfTexts } from '../../test-support/pdf.ts';
/** Cells arranged straight into the stock module's kiosk_cells (its test data). */
export { seedCells, type TestCell } from '../stock/stock.planogram.test-data.ts';
