import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_JSON_BODY_BYTES, jsonDepthProblem, registerRequestGuard } from './request-guard.ts';
import { registerRestErrorHandler } from './rest.ts';

describe('REST request guard', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerRequestGuard(app);
    registerRestErrorHandler(app);
    app.post('/echo/:id', async (request) => ({ body: request.body, query: request.query }));
    app.get('/echo/:id', async (request) => ({ query: request.query, params: request.params }));
    // A plugin scope registered later, with Fastify's default error handler, still gets the guard.
    await app.register(async (scope) => {
      scope.post('/scoped', async (request) => ({ body: request.body }));
    });
    app.post('/own', { config: { ownInputGuard: true } }, async (request) => ({ body: request.body }));
    app.get('/refused-by-database', async () => {
      throw new Error('Failed query: select …', { cause: Object.assign(new Error('bad uuid'), { code: '22P02' }) });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('lets ordinary input through, Unicode included', async () => {
    const body = { name: 'Grüße 🍎 — 東京', list: [1, { deep: [true, null] }] };
    const response = await post('/echo/abc?lang=de', JSON.stringify(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body, query: { lang: 'de' } });
  });

  it.each([
    ['U+0000 in a body field', '{"search":"a\\u0000b"}', 'body.search', 'search'],
    ['a lone surrogate in a body field', '{"search":"a\\ud800b"}', 'body.search', 'search'],
    [
      'a lone trailing surrogate in a list',
      '{"filters":[{"name":"ok"},{"name":"\\udc00"}]}',
      'body.filters.1.name',
      'filters.1.name',
    ],
    ['U+0000 in an object key', '{"filters":{"a\\u0000":1}}', 'body.filters', 'filters'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field, formField) => {
    const response = await post('/echo/abc', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Invalid input: ${field} — contains a character that cannot be stored (U+0000 or an unpaired surrogate)`,
      fields: { [formField]: 'BAD_USER_INPUT' },
    });
  });

  it('refuses U+0000 in the query string and in path parameters', async () => {
    const query = await app.inject({ method: 'GET', url: '/echo/abc?lang=en&search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^Invalid input: query\.search — /);
    const params = await app.inject({ method: 'GET', url: '/echo/a%00b' });
    expect(params.statusCode).toBe(400);
    expect(params.json().message).toMatch(/^Invalid input: params\.id — /);
  });

  it('bounds nesting: 32 levels pass, 33 and 1,000 are refused', async () => {
    expect((await post('/echo/x', '['.repeat(32) + ']'.repeat(32))).statusCode).toBe(200);
    for (const depth of [33, 1000, 100_000]) {
      const response = await post('/echo/x', '['.repeat(depth) + ']'.repeat(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: body — is nested deeper than 32 levels',
        fields: { body: 'BAD_USER_INPUT' },
      });
    }
  });

  it('bounds the size of JSON bodies', async () => {
    const fits = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BODY_BYTES - 20) });
    expect((await post('/echo/x', fits)).statusCode).toBe(200);
    const response = await post('/echo/x', JSON.stringify({ text: 'x'.repeat(MAX_JSON_BODY_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BAD_USER_INPUT');
  });

  it('answers 400, not 500, in a plugin scope that kept the default error handler', async () => {
    const response = await post('/scoped', '{"a":"\\u0000"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_USER_INPUT');
    expect((await post('/scoped', deepArray(40))).statusCode).toBe(400);
  });

  it('leaves routes that check their own input to them, but still bounds their JSON', async () => {
    expect((await post('/own', '{"a":"\\u0000"}')).json()).toEqual({ body: { a: '\u0000' } });
    expect((await post('/own', deepArray(40))).statusCode).toBe(400);
  });

  it('answers input the database refused with 400, never 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/refused-by-database' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid input' });
  });

  it('still answers broken JSON with 400', async () => {
    const response = await post('/echo/x', '{"a":');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_USER_INPUT');
  });
});

describe('jsonDepthProblem', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthProblem(JSON.stringify({ text: '['.repeat(100) }))).toBeUndefined();
    expect(jsonDepthProblem(JSON.stringify({ text: '\\"'.repeat(50) + '['.repeat(100) }))).toBeUndefined();
    expect(jsonDepthProblem(deepArray(33))).toBe('body');
    expect(jsonDepthProblem(deepArray(32))).toBeUndefined();
  });
});

function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}
