/**
 * Amounts typed by people: "2,49" (German) and "2.49" both mean the decimal string "2.49" the API
 * wants (ARCHITECTURE invariant 5: money stays a decimal string, never a float).
 *
 *   normalizeDecimalInput(' 2,49 ') → '2.49'      toDecimalInput('2.49', 'de') → '2,49'
 */
import type { Language } from '@kiosk/common/constants';

/** The decimal string for the API; anything that is not a plain amount is returned trimmed, for validation to refuse. */
export function normalizeDecimalInput(value: string): string {
  const trimmed = value.trim().replace(/\s/g, '');
  return /^-?\d*[.,]?\d*$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/** An API decimal string as the user's language writes it in an input. */
export function toDecimalInput(value: string | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  return language === 'de' ? value.replace('.', ',') : value;
}
