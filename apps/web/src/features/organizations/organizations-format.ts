/** Display helpers of the organizations screens, in the UI language (lib/format.ts locales). */
import type { Language } from '@kiosk/common/constants';
import { localeFor } from '../../lib/format.ts';

/** "812 byte", "12.3 kB", "4.5 MB" — a file size as Intl words units in that language (1 kB = 1024 bytes). */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = localeFor(language);
  const unit = (value: number, name: 'byte' | 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return unit(bytes, 'byte', 0);
  if (bytes < 1024 * 1024) return unit(bytes / 1024, 'kilobyte', 1);
  return unit(bytes / (1024 * 1024), 'megabyte', 1);
}
