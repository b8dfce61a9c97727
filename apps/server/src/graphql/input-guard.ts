import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  MAX_INPUT_DEPTH,
  findInputProblem,
  inputProblemError,
  isStorableText,
  type InputProblem,
} from '../lib/input-check.ts';
import { findDateProblem } from './date-guard.ts';

/**
 * Refuses, before any resolver runs, GraphQL input the database could not store: every string in the
 * variables (nested input objects and lists included) and every string literal written in the document
 * is checked (lib/input-check.ts), and nesting is bounded; so is every date (date-guard.ts). The answer is a validation error
 * (`BAD_USER_INPUT`) naming the field, so every module gets this for free. Uploaded files (`File`
 * variables) are not strings and pass untouched.
 */
export function useInputGuard(): Plugin {
  const guard = ({
    args,
    setResultAndStopExecution,
  }: {
    args: {
      schema: GraphQLSchema;
      document: DocumentNode;
      variableValues?: Record<string, unknown> | null | undefined;
      operationName?: string | null | undefined;
    };
    setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
  }) => {
    const problem =
      findDocumentProblem(args.document) ??
      findInputProblem(args.variableValues ?? {}) ??
      findDateProblem(args.schema, args.document, {
        values: args.variableValues ?? {},
        operationName: args.operationName,
      });
    if (problem) setResultAndStopExecution({ errors: [toGraphqlError(problem)] });
  };
  return {
    // Date literals are checked before validation, whose scalar errors would not name the field.
    onValidate: ({ params, setResult }) => {
      const problem = findDocumentProblem(params.documentAST) ?? findDateProblem(params.schema, params.documentAST);
      if (problem) setResult([toGraphqlError(problem)]);
    },
    onExecute: guard,
    onSubscribe: guard,
  };
}

/** The first string literal (argument or variable default) in the document that cannot be stored. */
export function findDocumentProblem(document: DocumentNode): InputProblem | undefined {
  let found: InputProblem | undefined;
  const check = (value: ValueNode | undefined, path: string[]) => {
    found ??= value ? findValueProblem(value, path, 0) : undefined;
  };
  visit(document, {
    Argument: (node) => check(node.value, [node.name.value]),
    VariableDefinition: (node) => check(node.defaultValue, [node.variable.name.value]),
  });
  return found;
}

function findValueProblem(node: ValueNode, path: string[], depth: number): InputProblem | undefined {
  switch (node.kind) {
    case Kind.STRING:
      return isStorableText(node.value) ? undefined : { path: path.join('.'), reason: 'text' };
    case Kind.LIST:
    case Kind.OBJECT: {
      if (depth >= MAX_INPUT_DEPTH) return { path: path.join('.'), reason: 'depth' };
      const children: [string, ValueNode][] =
        node.kind === Kind.LIST
          ? node.values.map((value, index) => [String(index), value])
          : node.fields.map((field) => [field.name.value, field.value]);
      for (const [key, value] of children) {
        const problem = findValueProblem(value, [...path, key], depth + 1);
        if (problem) return problem;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function toGraphqlError(problem: InputProblem): GraphQLError {
  const error = inputProblemError(problem);
  return new GraphQLError(error.message, { extensions: { code: error.code, fields: error.fields } });
}
