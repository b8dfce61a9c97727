import { resources } from '@kiosk/common/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../nav-items.ts';
import { matchScreens, paletteScreens } from './palette-screens.ts';

/** t() over the German catalogue, enough for the palette's keys. */
const t = ((key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.de.common)) as TFunction;

describe('palette screens', () => {
  it('offers every visible menu entry and the tabs and create pages below them, in the UI language', () => {
    const screens = paletteScreens(NAV_ITEMS, t);
    expect(screens.map((screen) => screen.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/kiosks',
        '/help',
        '/transactions/refills',
        '/settings/security',
        '/kiosks/detail/new',
      ]),
    );
    expect(screens.find((screen) => screen.path === '/transactions/refills')?.label).toBe('Transaktionen: Befüllungen');
  });

  it('leaves out what hangs below a hidden menu entry', () => {
    const screens = paletteScreens(
      NAV_ITEMS.filter((item) => item.key !== 'settings'),
      t,
    );
    expect(screens.some((screen) => screen.path.startsWith('/settings'))).toBe(false);
  });

  it('matches every word of the query, ignoring case and accents', () => {
    const screens = paletteScreens(NAV_ITEMS, t);
    expect(matchScreens(screens, 'befullungen').map((screen) => screen.path)).toEqual(['/transactions/refills']);
    expect(matchScreens(screens, 'transaktionen verk').map((screen) => screen.path)).toEqual(['/transactions/sales']);
    expect(matchScreens(screens, 'zzz')).toEqual([]);
  });
});
