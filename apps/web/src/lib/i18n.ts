import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kiosk/common/constants';
import { resources } from '@kiosk/common/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The last language used on this browser, so screens before getSelf (login) already match. */
const LANGUAGE_KEY = 'kiosk.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function initI18n(): typeof i18n {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18n.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'errors', 'login'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language now and remembers it locally; the server copy is saved separately. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the language still comes from getSelf after login.
  }
}
