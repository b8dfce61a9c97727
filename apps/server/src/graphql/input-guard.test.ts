import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { findDocumentProblem, useInputGuard } from './input-guard.ts';
import { runOn, type YogaResult } from '../test-support/yoga.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      scalar File
      input Packaging {
        ean: String
        sizes: [Int!]
      }
      input ProductInput {
        name: String
        tags: [String!]
        packaging: [Packaging!]
      }
      type Query {
        echo(text: String, id: ID): String
      }
      type Mutation {
        save(data: ProductInput!): String
        upload(name: String!, file: File!): String
      }
    `,
    resolvers: {
      Query: { echo: (_: unknown, args: { text?: string; id?: string }) => `${args.text ?? ''}|${args.id ?? ''}` },
      Mutation: {
        save: (_: unknown, args: { data: unknown }) => JSON.stringify(args.data),
        upload: async (_: unknown, args: { name: string; file: File }) => `${args.name}:${await args.file.text()}`,
      },
    },
  }),
  plugins: [useInputGuard()],
});

type Result = YogaResult;
const run = (query: string, variables: Record<string, unknown> = {}) => runOn(yoga, query, variables);

/** `field` is the full path the message names; `fields` keys it inside the argument, as forms do. */
function expectRefused(result: Result, field: string, formField = field) {
  expect(result.data ?? null).toBeNull();
  expect(result.errors).toEqual([
    {
      message: `Invalid input: ${field} — contains a character that cannot be stored (U+0000 or an unpaired surrogate)`,
      extensions: { code: 'BAD_USER_INPUT', fields: { [formField]: 'BAD_USER_INPUT' } },
    },
  ]);
}

describe('GraphQL input guard', () => {
  const save = 'mutation($data: ProductInput!) { save(data: $data) }';

  it('lets ordinary text through, any script and emoji included', async () => {
    const data = { name: 'Grüße 🍎 東京', tags: ['a', 'ß'], packaging: [{ ean: '4006381333931', sizes: [1] }] };
    expect(await run(save, { data })).toEqual({ data: { save: JSON.stringify(data) } });
    expect(await run('{ echo(text: "tab\\tnew\\nline 😀", id: "x") }')).toEqual({
      data: { echo: 'tab\tnew\nline 😀|x' },
    });
  });

  it.each([
    ['U+0000 in a field of an input object', { name: 'a\u0000b' }, 'data.name', 'name'],
    ['a lone surrogate in a list item', { tags: ['ok', '\ud83d'] }, 'data.tags.1', 'tags.1'],
    [
      'a lone trailing surrogate in a nested input object',
      { packaging: [{ ean: '\udc00' }] },
      'data.packaging.0.ean',
      'packaging.0.ean',
    ],
  ])('refuses %s, naming the field', async (_label, data, field, formField) => {
    expectRefused(await run(save, { data }), field, formField);
  });

  it('refuses U+0000 written in the document: arguments, input objects and variable defaults', async () => {
    expectRefused(await run('{ echo(text: "a\\u0000b") }'), 'text');
    expectRefused(
      await run('mutation { save(data: { packaging: [{ ean: "\\u0000" }] }) }'),
      'data.packaging.0.ean',
      'packaging.0.ean',
    );
    expectRefused(await run('query($t: String = "\\u0000") { echo(text: $t) }'), 't');
  });

  it('refuses variables nested deeper than the limit', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const result = await run('query($t: String) { echo(text: $t) }', { t: 'ok', unused: deep });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^Invalid input: unused(\.0)+ — is nested deeper than 32 levels$/);
  });

  it('leaves multipart uploads working and still checks their text', async () => {
    const upload = async (name: string) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: 'mutation($name: String!, $file: File!) { upload(name: $name, file: $file) }',
          variables: { name, file: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File(['file body'], 'a.txt', { type: 'text/plain' }));
      const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', body: form });
      return (await response.json()) as Result;
    };
    expect(await upload('notes')).toEqual({ data: { upload: 'notes:file body' } });
    expectRefused(await upload('no\u0000tes'), 'name');
  });
});

describe('findDocumentProblem', () => {
  it('finds nothing in a clean document and the first bad literal otherwise', () => {
    expect(findDocumentProblem(parse('{ echo(text: "fine", id: 1) }'))).toBeUndefined();
    expect(findDocumentProblem(parse('{ a: echo(text: "ok") b: echo(text: "x\\u0000") }'))).toEqual({
      path: 'text',
      reason: 'text',
    });
  });
});
