import {
  BREAK,
  Kind,
  TypeInfo,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { dayInRange, instantInRange } from '@kiosk/common/validation';
import type { InputProblem } from '../lib/input-check.ts';

/**
 * The dates of a GraphQL operation, checked from the schema's types before any resolver runs: every
 * `DateTime` and `Date` value (variables, literals, variable defaults; nested in input objects and lists)
 * follows the one date rule (@kiosk/common/validation dates: a real date of the years 2000–2100), and
 * wherever arguments or an input object carry a `from` and a `to` date, `to` does not lie before `from`.
 * A new operation with a date argument is covered without any code of its own.
 */

/** The date scalars: a value → comparable milliseconds, or undefined when it breaks the rule. */
const DATE_SCALARS: Record<string, (value: unknown) => number | undefined> = {
  DateTime: (value) => (typeof value === 'string' ? instantInRange(value)?.getTime() : undefined),
  Date: (value) => {
    const day = dayInRange(value);
    return day === undefined ? undefined : Date.parse(`${day}T00:00:00Z`);
  },
};

const unwrap = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);

/** The date scalar's reader when the type is one (not a list of one), else undefined. */
function dateReader(type: GraphQLInputType | null | undefined) {
  const inner = type ? unwrap(type) : undefined;
  return inner && isScalarType(inner) ? DATE_SCALARS[inner.name] : undefined;
}

interface Field {
  name: string;
  type: GraphQLInputType;
}

/**
 * `to` before `from` among fields that have both as dates (`value` reads a field's value; undefined when
 * absent, not yet known or itself refused elsewhere).
 */
function periodProblem(fields: readonly Field[], value: (name: string) => unknown, path: readonly string[]) {
  const from = fields.find((field) => field.name === 'from');
  const to = fields.find((field) => field.name === 'to');
  const readFrom = dateReader(from?.type);
  const readTo = dateReader(to?.type);
  if (!readFrom || !readTo) return undefined;
  const start = readFrom(value('from'));
  const end = readTo(value('to'));
  return start !== undefined && end !== undefined && end < start
    ? ({ path: [...path, 'to'].join('.'), reason: 'period' } satisfies InputProblem)
    : undefined;
}

/** A variable's value against its declared type. */
function variableProblem(value: unknown, type: GraphQLInputType, path: string[]): InputProblem | undefined {
  if (value === null || value === undefined) return undefined;
  const inner = unwrap(type);
  if (isListType(inner)) {
    // A single value where a list is expected is a list of one (GraphQL's input coercion).
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      const problem = variableProblem(item, inner.ofType, Array.isArray(value) ? [...path, String(index)] : path);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object' || Array.isArray(value)) return undefined; // GraphQL refuses it itself
    const record = value as Record<string, unknown>;
    const fields = Object.values(inner.getFields());
    for (const field of fields) {
      const problem = variableProblem(record[field.name], field.type, [...path, field.name]);
      if (problem) return problem;
    }
    return periodProblem(fields, (name) => record[name], path);
  }
  const read = dateReader(inner);
  return read && read(value) === undefined ? { path: path.join('.'), reason: 'date' } : undefined;
}

const VALUE_KINDS = new Set<string>([
  Kind.VARIABLE,
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
]);
const isValueNode = (node: ASTNode): node is ValueNode => VALUE_KINDS.has(node.kind);

/**
 * The first date problem of the document: its literals (and variable defaults) always; the executed
 * operation's variables and the periods mixing literals and variables when `variables` are given (at
 * execution; without them, before validation, so the answer names the field rather than the scalar).
 */
export function findDateProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: { values: Record<string, unknown>; operationName?: string | null | undefined },
): InputProblem | undefined {
  let found: InputProblem | undefined;
  if (variables) {
    const operation = getOperationAST(document, variables.operationName ?? undefined);
    for (const definition of operation?.variableDefinitions ?? []) {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      const name = definition.variable.name.value;
      found ??= type ? variableProblem(variables.values[name], type, [name]) : undefined;
    }
    if (found) return found;
  }

  /** A literal's value, or a variable's when known: what a period compares. */
  const valueOf = (node: ValueNode | undefined): unknown => {
    if (node?.kind === Kind.STRING) return node.value;
    if (node?.kind === Kind.VARIABLE) return variables?.values[node.name.value];
    return undefined;
  };
  const typeInfo = new TypeInfo(schema);
  const path: string[] = [];
  const named = (node: ASTNode) =>
    node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD
      ? node.name.value
      : node.kind === Kind.VARIABLE_DEFINITION
        ? node.variable.name.value
        : undefined;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node, key, parent) {
        const name = named(node);
        if (name !== undefined) path.push(name);
        if (!isValueNode(node)) return undefined;
        if (Array.isArray(parent) && typeof key === 'number') path.push(String(key)); // an item of a list
        if (node.kind === Kind.VARIABLE || node.kind === Kind.NULL || node.kind === Kind.LIST) return undefined;
        const type = typeInfo.getInputType();
        const read =
          dateReader(type) ?? (node.kind === Kind.STRING && type ? dateReader(getNamedType(type)) : undefined);
        if (read && (node.kind !== Kind.STRING || read(node.value) === undefined)) {
          found = { path: path.join('.'), reason: 'date' };
          return BREAK;
        }
        return undefined;
      },
      leave(node, key, parent) {
        if (node.kind === Kind.OBJECT) {
          const type = typeInfo.getInputType();
          const inner = type ? unwrap(type) : undefined;
          if (inner && isInputObjectType(inner)) {
            const given = new Map(node.fields.map((field) => [field.name.value, field.value]));
            found = periodProblem(Object.values(inner.getFields()), (name) => valueOf(given.get(name)), path);
          }
        } else if (node.kind === Kind.FIELD) {
          const args = typeInfo.getFieldDef()?.args ?? [];
          const given = new Map(node.arguments?.map((arg) => [arg.name.value, arg.value]));
          found = periodProblem(args, (name) => valueOf(given.get(name)), path);
        }
        if (found) return BREAK;
        if (named(node) !== undefined) path.pop();
        if (isValueNode(node) && Array.isArray(parent) && typeof key === 'number') path.pop();
        return undefined;
      },
    }),
  );
  return found;
}
