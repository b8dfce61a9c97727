import { contrastRatio, MIN_TEXT_CONTRAST } from '@kiosk/common/color-contrast';
import { describe, expect, it } from 'vitest';
import { errorPage, loggedOutPage, loginPage, PAGE_COLORS, setPasswordPage } from './pages.ts';

const C = PAGE_COLORS;

describe('identity provider pages: colours', () => {
  it('reach WCAG AA for every text on its background', () => {
    const pairs: [string, string, string][] = [
      ['text on the card', C.text, C.surface],
      ['text on the page', C.text, C.page],
      ['hint', C.hint, C.surface],
      ['link', C.primary, C.surface],
      ['Sign in button', C.onPrimary, C.primary],
      ['Sign in button, hovered', C.onPrimary, C.primaryHover],
      ['error message', C.error, C.errorSurface],
    ];
    const failing = pairs
      .map(([name, text, background]) => [name, contrastRatio(text, background)] as const)
      .filter(([, ratio]) => ratio < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
    // Input borders are not text: 3:1 (WCAG 1.4.11).
    expect(contrastRatio(C.inputBorder, C.surface)).toBeGreaterThanOrEqual(3);
  });

  it('are the ones every page is styled with', () => {
    const pages = [
      loginPage({ lang: 'en', action: '/login', error: 'invalid' }),
      setPasswordPage({ lang: 'de', action: '/set', email: 'a@b.test', error: 'mismatch', loginUrl: '/' }),
      setPasswordPage({ lang: 'en', action: '', error: 'invalidLink', loginUrl: '/' }),
      errorPage('de', 'Fehler', '/'),
      loggedOutPage('en', '/'),
    ];
    for (const html of pages) {
      expect(html).toContain(`background:${C.primary};color:${C.onPrimary}`);
      expect(html).toContain(`a{color:${C.primary}}`);
      expect(html).toContain(`.error{background:${C.errorSurface};color:${C.error}`);
      // No colour of the old style sheet is left (white on #228be6 was 3.56:1).
      expect(html).not.toMatch(/#228be6|#1c7ed6/i);
    }
  });
});
