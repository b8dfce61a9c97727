import type { Language } from '@kiosk/common/constants';
import type { Viewer } from '../auth/viewer.ts';

export type ExportCell = string | number | boolean | Date | null;

/** What an export writes: translated column headers and one record per row. */
export interface ExportTable {
  columns: { key: string; header: string }[];
  rows: Record<string, ExportCell>[];
}

/** One kind of export (users, sales, refills …), provided by the module that owns the data. */
export interface ExportKind {
  kind: string;
  /** Shown in the mail and used as the sheet name. */
  title(lang: Language): string;
  /** File name without date and extension. */
  fileBaseName(lang: Language): string;
  /** The rows the viewer may see, in the viewer's scope at the time the job runs. */
  build(viewer: Viewer, lang: Language, params: Record<string, unknown>): Promise<ExportTable>;
}
