import { Kind, getOperationAST } from 'graphql';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** Records one executed operation: its labels, duration and the codes of the errors it answered. */
export type OperationRecorder = (
  labels: { endpoint: string; type: string; operation: string },
  seconds: number,
  errorCodes: readonly string[],
) => void;

/**
 * Times every query and mutation of an endpoint and counts its errors by code. The operation is named by
 * its first root field (`getKiosksGrid`), which the schema bounds — a client's operation name is free
 * text and would make series without end. Subscriptions (streams) are not timed.
 */
export function useOperationMetrics(endpoint: string, record: OperationRecorder): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const field = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
      const labels = {
        endpoint,
        type: operation?.operation ?? 'unknown',
        operation: field?.kind === Kind.FIELD ? field.name.value : 'unknown',
      };
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const codes = (result.errors ?? []).map(codeOf);
          record(labels, (performance.now() - started) / 1000, codes);
        },
      };
    },
  };
}

/** The code the answer will carry (as formatError decides it; errors are not masked yet here). */
function codeOf(error: GraphQLError): string {
  const original = error.originalError;
  if (original instanceof AppError) return original.code;
  if (original && isDatabaseUnavailable(original)) return 'SERVICE_UNAVAILABLE';
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}
