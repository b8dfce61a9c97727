import { readFileSync } from 'node:fs';
import { APP_VERSION } from '@kiosk/common/constants';
import { GraphQLScalarType, Kind } from 'graphql';
import type { EndpointName } from './endpoint.ts';

/** Types every endpoint shares. Modules declare their own `type Query` / `type Mutation`; the schemas merge. */
export const baseTypeDefs = readFileSync(new URL('./base.graphql', import.meta.url), 'utf8');

const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be an ISO 8601 string');
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

export function baseResolvers(endpoint: EndpointName) {
  return {
    DateTime,
    Query: { serverInfo: () => ({ version: APP_VERSION, endpoint }) },
  };
}
