import { describe, expect, it } from 'vitest';
import { fieldPrecacheFiles, keepForField, type BuildChunk } from './field-precache.ts';

const manifest: Record<string, BuildChunk> = {
  'index.html': {
    file: 'assets/index-a.js',
    css: ['assets/index-a.css'],
    isEntry: true,
    imports: ['_vendor-react.js'],
    dynamicImports: ['src/features/products/products-page.tsx', '_locale-de.js', 'src/app/field/field-shell.tsx'],
  },
  '_vendor-react.js': { file: 'assets/vendor-react-b.js' },
  '_locale-de.js': { file: 'assets/locale-de-c.js' },
  '_charts.js': { file: 'assets/charts-d.js' },
  '_scanner.js': { file: 'assets/scanner-e.js' },
  '_shared.js': { file: 'assets/shared-f.js' },
  'src/features/products/products-page.tsx': {
    file: 'assets/products-page-g.js',
    imports: ['_charts.js', '_shared.js'],
  },
  'src/app/field/field-shell.tsx': { file: 'assets/field-shell-h.js', imports: ['_shared.js'] },
  'src/features/field/kiosk-page.tsx': {
    file: 'assets/kiosk-page-i.js',
    css: ['assets/kiosk-page-i.css'],
    dynamicImports: ['_scanner.js'],
  },
};

describe('fieldPrecacheFiles', () => {
  const files = fieldPrecacheFiles(manifest);

  it('holds the entry, its imports and its language chunks', () => {
    for (const file of ['assets/index-a.js', 'assets/index-a.css', 'assets/vendor-react-b.js', 'assets/locale-de-c.js'])
      expect(files).toContain(file);
  });

  it('holds the field routes with what they import, also on demand', () => {
    for (const file of [
      'assets/field-shell-h.js',
      'assets/shared-f.js',
      'assets/kiosk-page-i.css',
      'assets/scanner-e.js',
    ])
      expect(files).toContain(file);
  });

  it("leaves out the console's pages and what only they import", () => {
    expect(files).not.toContain('assets/products-page-g.js');
    expect(files).not.toContain('assets/charts-d.js');
  });

  it('keeps pages, icons and the manifest, and only the field scripts', () => {
    expect(keepForField('index.html', files)).toBe(true);
    expect(keepForField('field-icon-192.png', files)).toBe(true);
    expect(keepForField('field.webmanifest', files)).toBe(true);
    expect(keepForField('assets/shared-f.js', files)).toBe(true);
    expect(keepForField('assets/charts-d.js', files)).toBe(false);
  });
});
