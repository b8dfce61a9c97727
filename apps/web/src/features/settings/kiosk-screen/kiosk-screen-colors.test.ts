import { describe, expect, it } from 'vitest';
import { isScreenColor, lowContrast, toSixDigits } from './kiosk-screen-colors.ts';

describe('kiosk screen colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(['#fff', '#A1b2C3', 'red', '#12345', 'rgb(0,0,0)'].map(isScreenColor)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('warns about text below 4.5:1 on the background', () => {
    expect(lowContrast({ headerTextColor: '#000000', bodyTextColor: '#767676', bgColor: '#ffffff' })).toEqual([]);
    expect(lowContrast({ headerTextColor: '#ffffff', bodyTextColor: '#eeeeee', bgColor: '#ffffff' })).toEqual([
      { which: 'headerText', ratio: 1 },
      { which: 'bodyText', ratio: 1.2 },
    ]);
    expect(lowContrast({ headerTextColor: '#000', bodyTextColor: '#000', bgColor: 'oops' })).toEqual([]);
  });

  it('gives the browser colour input six digits', () => {
    expect([toSixDigits('#AbC'), toSixDigits('#1d3557'), toSixDigits('nope')]).toEqual([
      '#aabbcc',
      '#1d3557',
      '#000000',
    ]);
  });
});
