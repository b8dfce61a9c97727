import enCommon from './locales/en/common.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import deErrors from './locales/de/errors.json' with { type: 'json' };
import enLogin from './locales/en/login.json' with { type: 'json' };
import deLogin from './locales/de/login.json' with { type: 'json' };

/**
 * Translation catalogues, one JSON file per namespace and language. Keys are
 * `<area>.<screen>.<item>`; every key exists in en and de (i18n.test.ts checks).
 */
export const resources = {
  en: { common: enCommon, errors: enErrors, login: enLogin },
  de: { common: deCommon, errors: deErrors, login: deLogin },
} as const;

export const NAMESPACES = ['common', 'errors', 'login'] as const;
export type Namespace = (typeof NAMESPACES)[number];
