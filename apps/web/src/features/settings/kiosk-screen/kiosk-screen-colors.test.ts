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

  it('warns about text below 4.5:1 on what is behind it', () => {
    const noImage = { headerImage: false };
    // The defaults read well: white on the header band, near-black on white.
    expect(lowContrast({ headerTextColor: '#ffffff', bodyTextColor: '#1a1b1e', bgColor: '#ffffff' }, noImage)).toEqual(
      [],
    );
    expect(lowContrast({ headerTextColor: '#1c3d5a', bodyTextColor: '#eeeeee', bgColor: '#ffffff' }, noImage)).toEqual([
      { which: 'headerText', ratio: 1 },
      { which: 'bodyText', ratio: 1.2 },
    ]);
    // With a header image the header text is not judged; a colour that is not one yet is skipped.
    expect(
      lowContrast({ headerTextColor: '#1c3d5a', bodyTextColor: '#000', bgColor: 'oops' }, { headerImage: true }),
    ).toEqual([]);
  });

  it('gives the browser colour input six digits', () => {
    expect([toSixDigits('#AbC'), toSixDigits('#1d3557'), toSixDigits('nope')]).toEqual([
      '#aabbcc',
      '#1d3557',
      '#000000',
    ]);
  });
});
