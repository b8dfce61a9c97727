import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { EXPORT_FORMATS, LANGUAGES, type ExportFormat, type Language } from '@kiosk/common/constants';
import { AppError } from './errors.ts';

/*
 * Tables streamed as downloads (the stock module's waste download, the replenishment module's inventory,
 * order and pick lists): the format and language of the download's path, CSV and XLSX streams.
 */

export type Cell = string | number | null;

/** A column of a streamed table: its translated header and how to read a row. */
export interface Column<R> {
  header: string;
  value: (row: R) => Cell;
}

/**
 * CSV as a stream (UTF-8 with BOM so spreadsheet programs read umlauts): rows are pulled from `rows`
 * only as fast as the reader takes them, so memory stays flat.
 */
export function csvStream<R>(columns: Column<R>[], rows: AsyncIterable<R>): Readable {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => c.value(row) ?? '');
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return csv;
}

/**
 * XLSX as a stream (exceljs' streaming WorkbookWriter): each row is committed as soon as it is added and
 * the zip is written to the returned stream; between rows the writer waits while the reader lags behind.
 */
export function xlsxStream<R>(sheetName: string, columns: Column<R>[], rows: AsyncIterable<R>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.max(12, c.header.length + 2),
  }));
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => c.value(row))).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // The reader went away (download cancelled): stop reading the database.
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

const formatAndLanguage = z.object({ format: z.enum(EXPORT_FORMATS), lng: z.enum(LANGUAGES) });

const FORMAT_MESSAGE = 'Invalid input: format must be csv or xlsx, language en or de';

/** `format` (csv | xlsx) and `lng` (en | de) of an export path, or BAD_USER_INPUT naming the wrong one. */
export function parseFormatAndLanguage(input: { format?: unknown; lng?: unknown }): {
  format: ExportFormat;
  lng: Language;
} {
  const parsed = formatAndLanguage.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), 'BAD_USER_INPUT']));
  throw new AppError('BAD_USER_INPUT', { message: FORMAT_MESSAGE, fields });
}

/** The language of a path (en | de), or BAD_USER_INPUT. */
export function parseLanguage(lng: unknown): Language {
  return parseFormatAndLanguage({ format: 'csv', lng }).lng;
}
