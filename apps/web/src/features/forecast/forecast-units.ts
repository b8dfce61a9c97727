import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * How the forecast screen writes units (docs/forecast.md "On the screen"): products are sold whole, so
 * point forecasts and intervals are whole units; expected units are means, written whole from 10 on
 * ("969", not "968.6") and with one decimal below ("2.4" a product sells in a fortnight says more than "2").
 */
export function unitFormatter(language = currentLanguage()) {
  const whole = new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 0 });
  const small = new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 1 });
  return {
    /** An expected (mean) number of units. */
    expected: (value: number) => (Math.abs(value) >= 10 ? whole : small).format(value),
    /** Whole units (a point forecast or an interval's bound). */
    whole: (value: number) => whole.format(value),
    /** An interval of whole units, "3 – 9". */
    interval: (lower: number, upper: number) => `${whole.format(lower)} – ${whole.format(upper)}`,
  };
}
