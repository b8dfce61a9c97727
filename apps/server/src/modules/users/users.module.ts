import { readFileSync } from 'node:fs';
import type { GraphqlModule } from '../../graphql/endpoint.ts';
import { usersResolvers } from './users.resolvers.ts';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

export function createUsersModule(): GraphqlModule {
  return {
    endpoint: 'organizations',
    typeDefs: `${read('./users.graphql')}\n${read('./user-transactions.graphql')}`,
    resolvers: usersResolvers as GraphqlModule['resolvers'],
    openOperations: ['getSelf', 'setUserLanguage', 'acceptTerms'],
  };
}
