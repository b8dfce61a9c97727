import type { Readable } from 'node:stream';
import type { ExportFormat, Language } from '@kiosk/common/constants';
import type { Viewer } from '../auth/viewer.ts';

export type ExportCell = string | number | boolean | Date | null;
export type ExportRecord = Record<string, ExportCell>;
export interface ExportColumn {
  key: string;
  header: string;
}

/**
 * What an export writes: translated column headers and its rows, read one at a time, so an export of any
 * size holds one page in memory (the writers stream them into the file).
 */
export interface ExportTable {
  columns: ExportColumn[];
  rows: AsyncIterable<ExportRecord> | Iterable<ExportRecord>;
}

/**
 * The CSV fast path: the data lines already rendered as CSV by the database (PostgreSQL `COPY … TO
 * STDOUT`), in the columns' order and without a header; the writer adds the BOM and the header.
 */
export interface ExportCsvLines {
  columns: ExportColumn[];
  csvLines: Readable;
}

/** One kind of export (users, sales, refills …), provided by the module that owns the data. */
export interface ExportKind {
  kind: string;
  /** Shown in the mail and used as the sheet name. */
  title(lang: Language): string;
  /** File name without date and extension. */
  fileBaseName(lang: Language): string;
  /**
   * The rows the viewer may see, in the viewer's scope at the time the job runs. A kind may answer a CSV
   * request with `csvLines` (the format is passed for that); any other answer is a table of rows.
   */
  build(
    viewer: Viewer,
    lang: Language,
    params: Record<string, unknown>,
    format: ExportFormat,
  ): Promise<ExportTable | ExportCsvLines>;
  /**
   * A printable PDF of the same data (kinds that offer the `pdf` format): the document as a stream and how
   * many rows of figures it shows (the mail names the count).
   */
  document?(
    viewer: Viewer,
    lang: Language,
    params: Record<string, unknown>,
  ): Promise<{ stream: Readable; rows: number }>;
}
