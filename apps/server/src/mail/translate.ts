import i18next, { type TFunction } from 'i18next';
import { resources } from '@kiosk/common/i18n';
import type { Language } from '@kiosk/common/constants';

/** Server-side texts (mails, export headers) from the shared catalogues, in the recipient's language. */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: resources.en, de: resources.de },
  ns: ['mail', 'exports', 'inventory', 'transactions', 'alerts', 'compliance', 'reportExport', 'audit'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  initAsync: false,
  // Plain-text mails and files: no HTML escaping.
  interpolation: { escapeValue: false },
});

export function translator(
  lang: Language,
  ns: 'mail' | 'exports' | 'inventory' | 'transactions' | 'alerts' | 'compliance' | 'reportExport' | 'audit',
): TFunction {
  return i18n.getFixedT(lang, ns);
}
