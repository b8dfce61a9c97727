import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@kiosk/common/constants';
import type { ExportCell, ExportTable } from '../../lib/export-kind.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const csvCell = (value: ExportCell | undefined): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/** Renders a table as CSV (UTF-8 with BOM so spreadsheet programs read umlauts) or XLSX. */
export async function renderTable(format: ExportFormat, sheetName: string, table: ExportTable): Promise<Buffer> {
  if (format === 'csv') {
    const records = table.rows.map((row) => table.columns.map((c) => csvCell(row[c.key])));
    return Buffer.from(
      stringify(records, { header: true, columns: table.columns.map((c) => c.header), bom: true }),
      'utf8',
    );
  }
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? null])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
