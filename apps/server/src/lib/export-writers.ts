import { once } from 'node:events';
import { PassThrough, Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ExportFileFormat, ExportFormat } from '@kiosk/common/constants';
import type { ExportCell, ExportColumn, ExportCsvLines, ExportRecord, ExportTable } from './export-kind.ts';

export const EXPORT_CONTENT_TYPES: Record<ExportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

type Rows = AsyncIterable<ExportRecord> | Iterable<ExportRecord>;

const BATCH_BYTES = 64 * 1024;

const cell = (value: ExportCell | undefined) => (value instanceof Date ? value.toISOString() : (value ?? ''));

/** The rows, calling `onRow` with the running count after each (progress of a job). */
async function* counted(rows: Rows, onRow?: (count: number) => void): AsyncGenerator<ExportRecord> {
  let count = 0;
  for await (const row of rows) {
    yield row;
    count += 1;
    onRow?.(count);
  }
}

/** CSV as a stream (UTF-8 with BOM so spreadsheet programs read umlauts): rows are pulled as fast as the reader takes them. */
export function csvStream(columns: ExportColumn[], rows: Rows, onRow?: (count: number) => void): Readable {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  const source = Readable.from(
    (async function* () {
      for await (const row of counted(rows, onRow)) yield columns.map((c) => cell(row[c.key]));
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  csv.on('close', () => source.destroy());
  source.pipe(csv);
  return csv;
}

/** XLSX through exceljs' streaming WorkbookWriter: each row is committed as soon as it is added. */
export function xlsxStream(
  sheetName: string,
  columns: ExportColumn[],
  rows: Rows,
  onRow?: (count: number) => void,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const row of counted(rows, onRow)) {
      sheet.addRow(columns.map((c) => cell(row[c.key]))).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * A header line (BOM first, like csvStream) followed by CSV lines rendered elsewhere (COPY); `onRow` gets the
 * running count of lines (a line per row: the lines' fields never hold line breaks).
 */
export function csvWithHeader(columns: ExportColumn[], lines: Readable, onRow?: (count: number) => void): Readable {
  let count = 0;
  // COPY sends a message per row: lines are gathered into 64 kB chunks, so what follows (file, response)
  // handles a few large writes instead of a small one per row.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < BATCH_BYTES) return done();
      onRow?.(count);
      const batch = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      done(null, batch);
    },
    flush(done) {
      onRow?.(count);
      done(null, pendingBytes ? Buffer.concat(pending, pendingBytes) : undefined);
    },
  });
  out.push(`\uFEFF${stringifySync([columns.map((c) => c.header)])}`);
  lines.on('error', (error) => out.destroy(error));
  out.on('close', () => lines.destroy());
  lines.pipe(out);
  return out;
}

/** The file of an export as a stream, in the requested format. */
export function exportStream(
  format: ExportFormat,
  sheetName: string,
  source: ExportTable | ExportCsvLines,
  onRow?: (count: number) => void,
): Readable {
  if ('csvLines' in source) {
    if (format !== 'csv') throw new Error('CSV lines can only be written as CSV');
    return csvWithHeader(source.columns, source.csvLines, onRow);
  }
  return format === 'csv'
    ? csvStream(source.columns, source.rows, onRow)
    : xlsxStream(sheetName, source.columns, source.rows, onRow);
}
