import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kiosk/common/constants';
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

/**
 * Every namespace of every language (packages/common/src/i18n/locales/<lang>/<ns>.json), each language
 * built into one chunk of its own (vite.config.ts): the console loads the one it shows, not both, and
 * not as part of its entry script. help.json is the help screen's own (features/help).
 */
const CATALOGUE_FILES = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/common/src/i18n/locales/*/*.json', '!**/help.json'],
  { import: 'default' },
);

const loaded = new Map<Language, Promise<void>>();

/** Loads a language's namespaces into i18next once; later calls wait for the same load. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const files = Object.entries(CATALOGUE_FILES).filter(([file]) => file.includes(`/locales/${language}/`));
    loading = Promise.all(
      files.map(async ([file, load]) => {
        const namespace = file.replace(/^.*\/([^/]+)\.json$/, '$1');
        i18n.addResourceBundle(language, namespace, await load(), true, true);
      }),
    ).then(() => undefined);
    loaded.set(language, loading);
    // A failed load may be retried (e.g. after a network error).
    loading.catch(() => loaded.delete(language));
  }
  return loading;
}

/** Starts i18next in the stored language; resolves once that language's texts are there. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'errors', 'login'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // Only the language shown: every key exists in both (packages/common i18n.test.ts).
  await loadLanguage(language);
  document.documentElement.lang = i18n.language;
  return i18n;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language now and remembers it locally; the server copy is saved separately. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) {
    void loadLanguage(language).then(() => i18n.changeLanguage(language));
  }
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the language still comes from getSelf after login.
  }
}
