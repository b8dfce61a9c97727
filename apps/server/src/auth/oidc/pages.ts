import { createHash } from 'node:crypto';
import i18next, { type TFunction } from 'i18next';
import { resources } from '@kiosk/common/i18n';
import { LANGUAGES, type Language } from '@kiosk/common/constants';

/** Server-rendered pages of the embedded identity provider (login, set password, logout), in en and de. */

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: resources.en, de: resources.de },
  ns: ['login'],
  defaultNS: 'login',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: true },
});

export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    for (const part of (candidate ?? '').split(/[\s,;]+/)) {
      const code = part.slice(0, 2).toLowerCase();
      if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
    }
  }
  return 'en';
}

function t(lang: Language): TFunction {
  return i18n.getFixedT(lang, 'login');
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The console's colours (apps/web/src/app/theme.ts): its primary teal as the web theme darkens it for
 * WCAG AA (white on it 5.1:1, it on white 5.1:1), darker still on hover. pages.test.ts checks the pairs.
 */
export const PAGE_COLORS = {
  text: '#212529',
  hint: '#495057',
  page: '#f1f3f5',
  surface: '#ffffff',
  primary: '#0c7d5b',
  primaryHover: '#0b6e50',
  onPrimary: '#ffffff',
  error: '#c92a2a',
  errorSurface: '#fff5f5',
  /** Input borders: 3:1 against the surface (WCAG 1.4.11, non-text contrast). */
  inputBorder: '#868e96',
} as const;

const C = PAGE_COLORS;
const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${C.page};color:${C.text};display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:${C.surface};border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:32px;width:100%;max-width:400px}
  h1{font-size:1.4rem;margin:0 0 24px}label{display:block;font-size:.9rem;font-weight:500;margin:12px 0 4px}
  input{width:100%;padding:10px;border:1px solid ${C.inputBorder};border-radius:4px;font-size:1rem;color:${C.text};background:${C.surface}}
  button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:${C.primary};color:${C.onPrimary};font-size:1rem;cursor:pointer}
  button:hover{background:${C.primaryHover}}
  button:focus-visible,input:focus-visible{outline:2px solid ${C.primary};outline-offset:2px}
  .error{background:${C.errorSurface};color:${C.error};border:1px solid #ffc9c9;border-radius:4px;padding:10px;margin-bottom:12px}
  .hint{font-size:.85rem;color:${C.hint};margin-top:16px}a{color:${C.primary}}`;

/** Hash of the page's own style sheet, so the CSP can allow exactly it. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function layout(lang: Language, title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style>${extraHead}</head><body><main>${body}</main></body></html>`;
}

const LOGIN_ERRORS = {
  invalid: 'login.page.invalidCredentials',
  inactive: 'login.page.inactive',
  tooMany: 'login.page.tooManyAttempts',
} as const;

export function loginPage(options: {
  lang: Language;
  action: string;
  email?: string;
  error?: 'invalid' | 'inactive' | 'tooMany';
}): string {
  const tr = t(options.lang);
  const error = options.error ? `<div class="error" role="alert">${escape(tr(LOGIN_ERRORS[options.error]))}</div>` : '';
  return layout(
    options.lang,
    tr('login.page.title'),
    `<h1>${escape(tr('login.page.title'))}</h1>${error}
    <form method="post" action="${escape(options.action)}" autocomplete="on">
      <label for="email">${escape(tr('login.page.email'))}</label>
      <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(options.email ?? '')}">
      <label for="password">${escape(tr('login.page.password'))}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">${escape(tr('login.page.submit'))}</button>
    </form>
    <p class="hint">${escape(tr('login.page.forgot'))}</p>`,
  );
}

export function setPasswordPage(options: {
  lang: Language;
  action: string;
  email?: string;
  error?: 'tooShort' | 'mismatch' | 'invalidLink';
  done?: boolean;
  loginUrl: string;
}): string {
  const tr = t(options.lang);
  const title = tr('login.setPassword.title');
  if (options.error === 'invalidLink' || options.done) {
    const text = options.done ? tr('login.setPassword.done') : tr('login.setPassword.invalidLink');
    return layout(
      options.lang,
      title,
      `<h1>${escape(title)}</h1><p role="${options.done ? 'status' : 'alert'}">${escape(text)}</p><p><a href="${escape(options.loginUrl)}">${escape(tr('login.setPassword.toLogin'))}</a></p>`,
    );
  }
  const error = options.error
    ? `<div class="error" role="alert">${escape(tr(`login.setPassword.${options.error}`))}</div>`
    : '';
  return layout(
    options.lang,
    title,
    `<h1>${escape(title)}</h1><p>${escape(tr('login.setPassword.intro', { email: options.email ?? '', interpolation: { escapeValue: false } }))}</p>${error}
    <form method="post" action="${escape(options.action)}">
      <label for="password">${escape(tr('login.setPassword.password'))}</label>
      <input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus>
      <label for="confirm">${escape(tr('login.setPassword.confirm'))}</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="8" required>
      <button type="submit">${escape(tr('login.setPassword.submit'))}</button>
    </form>`,
  );
}

const AUTO_SUBMIT = 'document.forms[0].submit();';
export const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/** The provider's logout form, submitted at once: the console's own "Sign out" was the confirmation. */
export function logoutPage(lang: Language, form: string): string {
  const tr = t(lang);
  // logout=yes ends the whole provider session, not only this client's part of it.
  const fields = `<input type="hidden" name="logout" value="yes"><button type="submit">${escape(tr('login.logout.continue'))}</button></form>`;
  return layout(
    lang,
    tr('login.logout.title'),
    `<h1>${escape(tr('login.logout.title'))}</h1>${form.replace('</form>', fields)}<script>${AUTO_SUBMIT}</script>`,
  );
}

export function loggedOutPage(lang: Language, consoleUrl: string): string {
  const tr = t(lang);
  return layout(
    lang,
    tr('login.logout.done'),
    `<h1>${escape(tr('login.logout.done'))}</h1><p><a href="${escape(consoleUrl)}">${escape(tr('login.error.back'))}</a></p>`,
  );
}

export function errorPage(lang: Language, message: string, consoleUrl: string): string {
  const tr = t(lang);
  return layout(
    lang,
    tr('login.error.title'),
    `<h1>${escape(tr('login.error.title'))}</h1><p role="alert">${escape(message)}</p><p><a href="${escape(consoleUrl)}">${escape(tr('login.error.back'))}</a></p>`,
  );
}
