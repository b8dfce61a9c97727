import { describe, expect, it } from 'vitest';
import { bucketLabel, hourLabel } from './reports-format.ts';

const week = ({ week: w, year }: { week: number; year: number }) => `W${w}/${year}`;

describe('report labels', () => {
  it('writes days, weeks and months in the user’s language', () => {
    expect(bucketLabel('2026-10-25', 'daily', 'de', week)).toBe('25.10.2026');
    expect(bucketLabel('2026-10-25', 'daily', 'en', week)).toBe('25/10/2026');
    expect(bucketLabel('2026-W43', 'weekly', 'de', week)).toBe('W43/2026');
    expect(bucketLabel('2026-10', 'monthly', 'de', week)).toBe('Okt. 2026');
    expect(hourLabel(7)).toBe('07:00');
  });
});
