import { errorCode, errorMessage, type ErrorTranslator } from '../../../lib/notify.ts';
import { GraphQLRequestError } from '../../../lib/graphql-client.ts';

/**
 * The text of a planogram failure: the spec's texts for the codes we know ('Organisation mismatch!',
 * 'Provided planogram position is already in use'); for invalid input the server's sentence, which
 * names the cell and what to do (e.g. "correct its quantity to 0 first").
 */
export function planogramError(error: unknown, t: ErrorTranslator): string {
  if (errorCode(error) === 'BAD_USER_INPUT' && error instanceof GraphQLRequestError) {
    const message = error.errors[0]?.message;
    if (message && message !== 'Invalid input') return message;
  }
  return errorMessage(error, t);
}
