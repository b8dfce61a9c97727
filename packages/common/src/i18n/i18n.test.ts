import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

describe('i18n catalogues', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it.each(namespaces)('namespace %s has the same keys in en and de', (ns) => {
    expect(keys(resources.de[ns] as Tree).sort()).toEqual(keys(resources.en[ns] as Tree).sort());
  });

  it.each(namespaces)('namespace %s has no empty texts', (ns) => {
    for (const lang of ['en', 'de'] as const) {
      for (const text of values(resources[lang][ns] as Tree)) expect(text.trim(), `${lang}/${ns}`).not.toBe('');
    }
  });

  it('has a text for every error code', () => {
    expect(Object.keys(resources.en.errors).sort()).toEqual([...ERROR_CODES].sort());
  });
});
