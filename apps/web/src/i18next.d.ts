import type { resources } from '@kiosk/common/i18n';

// Typed keys: t('layout.nav.kiosks') is checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
