import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findInputProblem, inputProblemError, isStorableText } from './input-check.ts';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['plain', true],
    ['Grüße 東京 🍎', true],
    ['control \u0001\u001f and tab\t', true],
    ['nul \u0000 inside', false],
    ['lone high \ud83d', false],
    ['lone low \udc00 first', false],
    ['swapped pair \udc00\ud83d', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('findInputProblem', () => {
  it('walks objects and lists and names the first bad field', () => {
    const input = { name: 'ok', options: [{ ean: 'ok' }, { ean: 'x\u0000' }], later: '\ud800' };
    expect(findInputProblem(input, ['body'])).toEqual({ path: 'body.options.1.ean', reason: 'text' });
    expect(findInputProblem('\u0000')).toEqual({ path: '', reason: 'text' });
  });

  it('checks object keys, reporting the object that holds them', () => {
    expect(findInputProblem({ filters: { 'a\u0000': 1 } })).toEqual({ path: 'filters', reason: 'text' });
  });

  it('walks objects without a prototype (parsed query strings) and skips files and dates', () => {
    const query = Object.create(null) as Record<string, unknown>;
    query.search = '\u0000';
    expect(findInputProblem(query, ['query'])).toEqual({ path: 'query.search', reason: 'text' });
    const file = new File(['\u0000'], 'a\u0000.txt');
    expect(findInputProblem({ file, at: new Date(0), n: 1, b: true, nothing: null })).toBeUndefined();
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses more, without recursing into hostile depth`, () => {
    const nest = (depth: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(findInputProblem(nest(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nest(MAX_INPUT_DEPTH + 1))?.reason).toBe('depth');
    expect(findInputProblem(nest(200_000))?.reason).toBe('depth');
  });

  it('turns a problem into BAD_USER_INPUT naming the field', () => {
    const error = inputProblemError({ path: 'data.name', reason: 'text' });
    expect(error.code).toBe('BAD_USER_INPUT');
    // `fields` as lib/validate.ts keys them for forms: the path inside the argument or body.
    expect(error.fields).toEqual({ name: 'BAD_USER_INPUT' });
    expect(inputProblemError({ path: 'data.packagingOptions.0.ean', reason: 'text' }).fields).toEqual({
      'packagingOptions.0.ean': 'BAD_USER_INPUT',
    });
    expect(inputProblemError({ path: 'search', reason: 'text' }).fields).toEqual({ search: 'BAD_USER_INPUT' });
    expect(error.message).toBe(
      'Invalid input: data.name — contains a character that cannot be stored (U+0000 or an unpaired surrogate)',
    );
    expect(inputProblemError({ path: '', reason: 'depth' }).message).toBe(
      `Invalid input: value — is nested deeper than ${MAX_INPUT_DEPTH} levels`,
    );
  });
});
