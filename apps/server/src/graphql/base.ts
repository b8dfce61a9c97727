import { readFileSync } from 'node:fs';
import { APP_VERSION } from '@kiosk/common/constants';
import { DATE_INPUT_RULE, dayInRange, instantInRange } from '@kiosk/common/validation';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { EndpointName } from './endpoint.ts';

/** Types every endpoint shares. Modules declare their own `type Query` / `type Mutation`; the schemas merge. */
export const baseTypeDefs = readFileSync(new URL('./base.graphql', import.meta.url), 'utf8');

/**
 * A refused date. The input guard (graphql/date-guard.ts) refuses these first, naming the field; the
 * scalars refuse them too, so no resolver ever sees a date outside the rule (@kiosk/common/validation dates).
 */
const refused = (scalar: string, node?: ValueNode) =>
  new GraphQLError(`${scalar} ${DATE_INPUT_RULE}`, {
    ...(node ? { nodes: node } : {}),
    extensions: { code: 'BAD_USER_INPUT' },
  });

const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === 'string' ? instantInRange(value) : undefined;
    if (!date) throw refused('DateTime');
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? instantInRange(ast.value) : undefined;
    if (!date) throw refused('DateTime', ast);
    return date;
  },
});

/** A calendar day `YYYY-MM-DD` (in a time zone the operation names, e.g. the organization's). */
const CalendarDate = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize(value) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new TypeError('Date cannot represent this value');
    return value;
  },
  parseValue(value) {
    const day = dayInRange(value);
    if (!day) throw refused('Date');
    return day;
  },
  parseLiteral(ast) {
    const day = ast.kind === Kind.STRING ? dayInRange(ast.value) : undefined;
    if (!day) throw refused('Date', ast);
    return day;
  },
});

export function baseResolvers(endpoint: EndpointName) {
  return {
    DateTime,
    Date: CalendarDate,
    Query: { serverInfo: () => ({ version: APP_VERSION, endpoint }) },
  };
}
