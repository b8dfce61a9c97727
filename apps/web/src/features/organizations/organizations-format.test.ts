import { describe, expect, it } from 'vitest';
import { formatFileSize } from './organizations-format.ts';

describe('formatFileSize', () => {
  it('uses bytes, kB and MB in the UI language', () => {
    expect(formatFileSize(812, 'en')).toMatch(/^812\s?byte/);
    expect(formatFileSize(12.5 * 1024, 'en')).toMatch(/^12\.5\s?kB$/);
    expect(formatFileSize(12.5 * 1024, 'de')).toMatch(/^12,5\s?kB$/);
    expect(formatFileSize(3 * 1024 * 1024, 'de')).toMatch(/^3\s?MB$/);
  });
});
