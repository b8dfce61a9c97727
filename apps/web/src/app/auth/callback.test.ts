import { describe, expect, it } from 'vitest';
import { isCallbackHash, safeReturnPath } from './callback.ts';

describe('isCallbackHash', () => {
  it('recognises a code, token or error in the hash', () => {
    expect(isCallbackHash('#code=abc&state=xyz')).toBe(true);
    expect(isCallbackHash('#state=xyz&access_token=t')).toBe(true);
    expect(isCallbackHash('#id_token=t')).toBe(true);
    expect(isCallbackHash('#error=access_denied&state=xyz')).toBe(true);
    expect(isCallbackHash('code=abc')).toBe(true);
  });

  it('ignores an empty or unrelated hash', () => {
    expect(isCallbackHash('')).toBe(false);
    expect(isCallbackHash('#')).toBe(false);
    expect(isCallbackHash('#state=xyz')).toBe(false);
    expect(isCallbackHash('#barcode=1')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('returns stored console paths', () => {
    expect(safeReturnPath('/kiosks/detail/42?tab=log')).toBe('/kiosks/detail/42?tab=log');
  });

  it('falls back to the dashboard for nothing, external URLs or the login handler', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/login#code=1')).toBe('/');
  });
});
