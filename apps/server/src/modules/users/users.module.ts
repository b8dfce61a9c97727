import { readFileSync } from 'node:fs';
import type { GraphqlModule } from '../../graphql/endpoint.ts';
import { usersResolvers } from './users.resolvers.ts';

export function createUsersModule(): GraphqlModule {
  return {
    endpoint: 'organizations',
    typeDefs: readFileSync(new URL('./users.graphql', import.meta.url), 'utf8'),
    resolvers: usersResolvers as GraphqlModule['resolvers'],
    openOperations: ['getSelf', 'setUserLanguage', 'acceptTerms'],
  };
}
