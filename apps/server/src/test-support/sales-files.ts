import { readFileSync } from 'node:fs';
import { publicDataset, SALES_FILE } from '@kiosk/kiosk-sim/datasets';

/**
 * `fixtures/eport-sales.csv`: 43 made-up lines in the format of the public vending data set's ePort export
 * (UTF-8 BOM, CRLF, M/D/YYYY dates, one line per product of a transaction), with a line without a product,
 * a product spelled in another letter case and a line exported twice. Lives in the repository, so the import
 * and report tests run on a clone with nothing beside it.
 */
export const EPORT_FIXTURE = new URL('./fixtures/eport-sales.csv', import.meta.url);

export interface SalesFile {
  name: string;
  text: string;
}

/**
 * The ePort files a test runs on: the fixture always, and the public data set (`../shared/datasets`, read
 * in place, never copied) where it is — required when CI is set, else skipped with one line saying why.
 */
export function eportSalesFiles(what: string): SalesFile[] {
  const dataset = publicDataset(SALES_FILE, what);
  return [
    { name: 'the ePort fixture', text: readFileSync(EPORT_FIXTURE, 'utf8') },
    ...(dataset ? [{ name: 'the public vending data set', text: readFileSync(dataset, 'utf8') }] : []),
  ];
}
