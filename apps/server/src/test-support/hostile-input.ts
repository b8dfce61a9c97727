import { randomUUID } from 'node:crypto';
import {
  Kind,
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

const TEXT_SCALARS = new Set(['String', 'ID', 'DateTime']);
const MAX_INPUT_NESTING = 4;

/** Every text slot of the operation's arguments (through nested input objects and the first list item). */
export function textSlots(operation: Operation): Slot[] {
  const slots: Slot[] = [];
  const walk = (type: GraphQLInputType, slot: Slot, nesting: number) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return walk(inner.ofType, { ...slot, path: [...slot.path, '0'] }, nesting);
    if (isScalarType(inner) && TEXT_SCALARS.has(inner.name)) slots.push(slot);
    if (isInputObjectType(inner) && nesting < MAX_INPUT_NESTING) {
      for (const field of Object.values(inner.getFields())) {
        walk(field.type, { ...slot, path: [...slot.path, field.name] }, nesting + 1);
      }
    }
  };
  for (const arg of operation.args) walk(arg.type, { arg: arg.name, path: [] }, 0);
  return slots;
}

export interface BuiltRequest {
  query: string;
  variables: Record<string, unknown>;
  upload?: UploadSpec;
}

interface Hostile {
  slot: Slot;
  value: string;
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
  options: { hostile?: Hostile; inline?: boolean; replaceArg?: { name: string; value: unknown } } = {},
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
        : valueFor(arg.type, { arg: arg.name, path: [] }, { operation, ids, hostile: options.hostile }, 0);
    if (options.inline && options.replaceArg?.name !== arg.name) {
      const literal = astFromValue(value, arg.type);
      if (literal && literal.kind !== Kind.NULL) passed.push(`${arg.name}: ${print(literal)}`);
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

interface Fill {
  operation: Operation;
  ids: KnownIds;
  hostile: Hostile | undefined;
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
  if (fill.hostile && fill.hostile.slot.arg === at.arg && fill.hostile.slot.path.join('.') === at.path.join('.')) {
    return fill.hostile.value;
  }
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
