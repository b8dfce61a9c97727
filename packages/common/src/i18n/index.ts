import enCommon from './locales/en/common.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import deErrors from './locales/de/errors.json' with { type: 'json' };
import enLogin from './locales/en/login.json' with { type: 'json' };
import deLogin from './locales/de/login.json' with { type: 'json' };
import enExports from './locales/en/exports.json' with { type: 'json' };
import deExports from './locales/de/exports.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import deMail from './locales/de/mail.json' with { type: 'json' };

/**
 * Translation catalogues, one JSON file per namespace and language. Keys are
 * `<area>.<screen>.<item>`; every key exists in en and de (i18n.test.ts checks).
 */
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    login: enLogin,
    exports: enExports,
    mail: enMail,
  },
  de: {
    common: deCommon,
    errors: deErrors,
    login: deLogin,
    exports: deExports,
    mail: deMail,
  },
} as const;

export const NAMESPACES = ['common', 'errors', 'login', 'exports', 'mail'] as const;
export type Namespace = (typeof NAMESPACES)[number];
