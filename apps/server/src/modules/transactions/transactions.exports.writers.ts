import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportCell } from '../../lib/export-kind.ts';

type Columns = { key: string; header: string }[];
const cell = (value: ExportCell | undefined) => (value instanceof Date ? value.toISOString() : (value ?? ''));

/** CSV as a stream (UTF-8 with BOM): rows are pulled only as fast as the reader takes them. */
export function csvStream(columns: Columns, rows: AsyncIterable<Record<string, ExportCell>>): Readable {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => cell(row[c.key]));
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return csv;
}

/** XLSX through exceljs' streaming WorkbookWriter: each row is committed as soon as it is added. */
export function xlsxStream(sheetName: string, columns: Columns, rows: AsyncIterable<Record<string, ExportCell>>) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 2) }));
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => cell(row[c.key]))).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
