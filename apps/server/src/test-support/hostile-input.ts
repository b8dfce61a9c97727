import { randomUUID } from 'node:crypto';
import {
  astFromValue,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  print,
  type GraphQLArgument,
  type GraphQLSchema,
  type GraphQLInputType,
} from 'graphql';
import type { UploadSpec } from './upload.ts';

/**
 * Builds, from a GraphQL schema and from Fastify's route table, the requests the hostile-input test
 * sends: every root operation with a hostile value in one string slot at a time (all other arguments
 * type-valid), so operations and routes added later are covered without touching the test.
 */

/** Strings the database refuses or that stress it: U+0000, a lone surrogate, 1 MB (10^6 bytes) of varied letters. */
export const HOSTILE = {
  nul: 'before\u0000after',
  surrogate: 'before\ud800after',
  megabyte: megabyteString(),
} as const;
export type HostileKind = keyof typeof HOSTILE;

/** A value nested `depth` arrays deep: `[[[…]]]`. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

export function deepArrayJson(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

export function deepObjectJson(depth: number): string {
  return '{"a":'.repeat(depth) + '{}' + '}'.repeat(depth);
}

/** Ids of real rows, so hostile values reach past the NOT_FOUND checks into the writes. */
export interface KnownIds {
  organization: string;
  user: string;
  productLine: string;
}

export interface Operation {
  kind: 'query' | 'mutation';
  field: string;
  args: readonly GraphQLArgument[];
  /** `{ __typename }` for object results, nothing for scalars. */
  selection: string;
}

/** A place in an operation's arguments that takes text: argument name, then the path inside its value. */
export interface Slot {
  arg: string;
  path: string[];
}

export function slotName(slot: Slot): string {
  return [slot.arg, ...slot.path].join('.');
}

/** Every Query and Mutation field of the schema; mutations that remove things last, so they don't starve the rest. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const operations: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
      operations.push({ kind, field: field.name, args: field.args, selection });
    }
  }
  const removes = (op: Operation) => (op.kind === 'mutation' && /^(delete|archive)/.test(op.field) ? 1 : 0);
  return operations.sort((a, b) => removes(a) - removes(b));
}

const TEXT_SCALARS = new Set(['String', 'ID', 'DateTime', 'Date']);
/** The date scalars of the API (graphql/base.ts): years 2000–2100 only. */
export const DATE_SCALARS = new Set(['DateTime', 'Date']);
const MAX_INPUT_NESTING = 4;

/** Slots of the operation's arguments whose scalar passes `wanted` (through nested input objects and the first list item). */
function slotsOf(operation: Operation, wanted: (scalar: string) => boolean): (Slot & { scalar: string })[] {
  const slots: (Slot & { scalar: string })[] = [];
  const walk = (type: GraphQLInputType, slot: Slot, nesting: number) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return walk(inner.ofType, { ...slot, path: [...slot.path, '0'] }, nesting);
    if (isScalarType(inner) && wanted(inner.name)) slots.push({ ...slot, scalar: inner.name });
    if (isInputObjectType(inner) && nesting < MAX_INPUT_NESTING) {
      for (const field of Object.values(inner.getFields())) {
        walk(field.type, { ...slot, path: [...slot.path, field.name] }, nesting + 1);
      }
    }
  };
  for (const arg of operation.args) walk(arg.type, { arg: arg.name, path: [] }, 0);
  return slots;
}

/** Every text slot of the operation's arguments. */
export function textSlots(operation: Operation): Slot[] {
  return slotsOf(operation, (scalar) => TEXT_SCALARS.has(scalar)).map(({ arg, path }) => ({ arg, path }));
}

/** Every date slot (DateTime, Date) of the operation's arguments, with its scalar. */
export function dateSlots(operation: Operation): (Slot & { scalar: string })[] {
  return slotsOf(operation, (scalar) => DATE_SCALARS.has(scalar));
}

/**
 * Every period of the operation: a pair of date slots `from` and `to` side by side, as arguments of the
 * operation itself or as fields of one input value. Returns the `to` slot and the `from` slot of each.
 */
export function periodSlots(
  operation: Operation,
): { from: Slot & { scalar: string }; to: Slot & { scalar: string } }[] {
  const slots = dateSlots(operation);
  const key = (slot: Slot) => (slot.path.length ? [slot.arg, ...slot.path.slice(0, -1)] : []).join('.');
  const last = (slot: Slot) => slot.path.at(-1) ?? slot.arg;
  return slots.flatMap((to) => {
    if (last(to) !== 'to') return [];
    const from = slots.find((slot) => last(slot) === 'from' && key(slot) === key(to));
    return from ? [{ from, to }] : [];
  });
}

/**
 * Dates that are no date of the accepted years, per scalar: far past and future (the extremes JavaScript
 * can hold), just outside 2000–2100, words, a negative number, impossible days, empty text.
 */
export const EXTREME_DATES: Record<string, readonly string[]> = {
  DateTime: [
    '-100000-01-01T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '1999-12-31T23:59:59.999Z',
    '2101-01-01T00:00:00.000Z',
    'x',
    '-1',
    '2026-13-45',
    '2026-02-30T00:00:00Z',
    '',
  ],
  Date: ['-100000-01-01', '+275760-09-13', '1999-12-31', '2101-01-01', 'x', '-1', '2026-13-45', '2026-02-30', ''],
};

/** Period bounds of REST routes (path, query string, body) that are no date of the accepted years. */
export const EXTREME_BOUNDS: readonly (string | number)[] = [
  '-100000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '1999-12-31',
  '2101-01-01T00:00:00.000Z',
  'x',
  '-1',
  '2026-13-45',
  '2026-02-30',
  '8640000000000000',
  '-8640000000000000',
  '946684799999',
  8.64e15,
];

/** The first and the last date of the accepted years, per scalar: the longest period there is. */
export const WIDEST_PERIOD: Record<string, { from: string; to: string }> = {
  DateTime: { from: '2000-01-01T00:00:00.000Z', to: '2100-12-31T23:59:59.999Z' },
  Date: { from: '2000-01-01', to: '2100-12-31' },
};

/** A period that ends a month before it starts, per scalar. */
export const REVERSED_PERIOD: Record<string, { from: string; to: string }> = {
  DateTime: { from: '2026-02-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
  Date: { from: '2026-02-01', to: '2026-01-01' },
};

export interface BuiltRequest {
  query: string;
  variables: Record<string, unknown>;
  upload?: UploadSpec;
}

interface Hostile {
  slot: Slot;
  value: unknown;
}

let unique = 0;

/**
 * The operation with type-valid values everywhere (text chosen by the field's name so validation
 * passes where it can) and `hostile.value` in `hostile.slot`. `inline` writes the arguments as
 * literals in the document instead of variables. A required `File` argument is sent as a small
 * multipart upload; optional ones are left out.
 */
export function buildRequest(
  operation: Operation,
  ids: KnownIds,
  options: { hostile?: Hostile | Hostile[]; inline?: boolean; replaceArg?: { name: string; value: unknown } } = {},
): BuiltRequest {
  const definitions: string[] = [];
  const passed: string[] = [];
  const variables: Record<string, unknown> = {};
  let upload: UploadSpec | undefined;
  unique++;
  for (const arg of operation.args) {
    if (getNamedType(arg.type).name === 'File') {
      if (!isNonNullType(arg.type)) continue;
      upload = { variable: arg.name, name: 'notes.txt', type: 'text/plain', data: 'hostile input test' };
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      passed.push(`${arg.name}: $${arg.name}`);
      continue;
    }
    const value =
      options.replaceArg?.name === arg.name
        ? options.replaceArg.value
        : valueFor(
            arg.type,
            { arg: arg.name, path: [] },
            { operation, ids, hostile: [options.hostile ?? []].flat() },
            0,
          );
    if (options.inline && options.replaceArg?.name !== arg.name) {
      const literal = inlineValue(value, arg.type);
      if (literal !== undefined && literal !== 'null') passed.push(`${arg.name}: ${literal}`);
    } else {
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      passed.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    }
  }
  const header = definitions.length ? `(${definitions.join(', ')})` : '';
  const call = passed.length ? `(${passed.join(', ')})` : '';
  return {
    query: `${operation.kind} Hostile${header} { ${operation.field}${call}${operation.selection} }`,
    variables,
    ...(upload ? { upload } : {}),
  };
}

/**
 * A value written as a GraphQL literal. Dates are written as the text they are (astFromValue would pass
 * them through the scalar, which refuses what this test sends); everything else as graphql-js writes it.
 */
function inlineValue(value: unknown, type: GraphQLInputType): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = Array.isArray(value) ? value : [value];
    return `[${items.map((item) => inlineValue(item, inner.ofType) ?? 'null').join(', ')}]`;
  }
  if (isInputObjectType(inner) && typeof value === 'object' && !Array.isArray(value)) {
    const fields = inner.getFields();
    const written = Object.entries(value as Record<string, unknown>).flatMap(([name, item]) => {
      const field = fields[name];
      const literal = field ? inlineValue(item, field.type) : undefined;
      return literal === undefined ? [] : [`${name}: ${literal}`];
    });
    return `{${written.join(', ')}}`;
  }
  if (isScalarType(inner) && DATE_SCALARS.has(inner.name)) return JSON.stringify(value);
  const literal = astFromValue(value, inner);
  return literal ? print(literal) : undefined;
}

interface Fill {
  operation: Operation;
  ids: KnownIds;
  hostile: Hostile[];
}

function valueFor(type: GraphQLInputType, at: Slot, fill: Fill, nesting: number): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [valueFor(inner.ofType, { ...at, path: [...at.path, '0'] }, fill, nesting)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    if (nesting >= MAX_INPUT_NESTING) return isNonNullType(type) ? {} : null;
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [
        field.name,
        valueFor(field.type, { ...at, path: [...at.path, field.name] }, fill, nesting + 1),
      ]),
    );
  }
  const name = at.path.at(-1) ?? at.arg;
  const hostile = fill.hostile.find((h) => h.slot.arg === at.arg && h.slot.path.join('.') === at.path.join('.'));
  if (hostile) return hostile.value;
  switch (inner.name) {
    case 'Int':
      return /^(page|skip)$/.test(name) ? 0 : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'ID':
      return idFor(name, fill);
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    case 'Date':
      return '2026-01-01';
    default:
      return textFor(name);
  }
}

function idFor(name: string, { operation, ids }: Fill): string {
  if (/org/i.test(name)) return ids.organization;
  if (/user/i.test(name)) return ids.user;
  if (/productLine/i.test(name)) return ids.productLine;
  if (name === 'id' || name === '_id') {
    if (/Organization/.test(operation.field)) return ids.organization;
    if (/User/.test(operation.field)) return ids.user;
    if (/ProductLine/.test(operation.field)) return ids.productLine;
  }
  return randomUUID();
}

/** Text that passes the field's validation, so the hostile value in another slot gets as far as it can. */
function textFor(name: string): string {
  const n = unique;
  if (/email/i.test(name)) return `hostile-${n}@example.com`;
  if (/slug/i.test(name)) return `hostile-${n}`;
  if (/phone|mobile|hotline$/i.test(name)) return '+49 30 1234567';
  if (/price|cost|value|amount|vat/i.test(name)) return '1.00';
  if (/ean/i.test(name)) return '4006381333931';
  if (/timeZone/i.test(name)) return 'Europe/Berlin';
  if (/membercard/i.test(name)) return `${10_000_000 + n}`;
  if (/url|image/i.test(name)) return 'https://example.com/a.png';
  if (/unit$/i.test(name)) return 'g';
  return `Hostile test ${n}`;
}

function megabyteString(): string {
  // Varied letters, so PostgreSQL cannot compress the value below its index-row limit; ASCII, so a
  // request carrying it stays under the JSON body limit and reaches the resolvers.
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
  let seed = 12345;
  let text = '';
  while (text.length < 1_000_000) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text += letters[seed % letters.length];
  }
  return text;
}

/** One REST route as Fastify registered it. */
export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of the app, read from `printRoutes({ commonPrefix: false })` (Fastify has no route list
 * API). Each line is `<tree drawing><path segment> (<METHODS>)`; four characters of drawing per level.
 */
export function parseRoutes(printed: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const level = (match[1] ?? '').length / 4;
    let segment = match[2] ?? '';
    const parent = stack.slice(0, level).join('');
    // find-my-way prints a wildcard child without the `/` it follows.
    if (segment === '*' && !parent.endsWith('/')) segment = '/*';
    stack.length = level;
    stack.push(segment);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: parent + segment });
  }
  return routes;
}

/**
 * Time allowed to one walk over every operation or route (thousands of requests in one test): about a minute on
 * a quiet 2-core machine, several under load. A limit, not a measurement: the walk's duration is what vitest reports.
 */
export const WALK = { timeout: 300_000 };
