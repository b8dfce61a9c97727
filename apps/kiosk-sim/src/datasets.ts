import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real public data sets (`../shared/datasets` beside the repository, see the README there). They are
 * never copied into the repository: the simulator ships what it derives from them (`derived/profile.json`),
 * and tests that read them run where they are, are required in CI and are skipped elsewhere.
 */
export const DATASETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/datasets');
export const SALES_FILE = 'vending-machine-sales-2022/vending_machine_sales.csv';
export const FRIDGE_FILE = 'fridge-temperature-ruuvi/fridge.csv';

/**
 * The full path of a public data set file for a test, or undefined (with one line saying why) when it is
 * not beside the repository. With `CI` set it must be there: a missing file throws.
 */
export function publicDataset(
  file: string,
  what: string,
  log: (line: string) => void = console.warn,
): string | undefined {
  const full = path.join(DATASETS_DIR, file);
  if (fs.existsSync(full)) return full;
  if (process.env.CI)
    throw new Error(`${what}: ${full} is missing; CI must have ../shared/datasets beside the repository`);
  log(
    `${what} skipped: no public data set at ${full} (../shared/datasets beside the repository; required when CI is set)`,
  );
  return undefined;
}
