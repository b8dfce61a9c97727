import { readFileSync } from 'node:fs';
import type { GraphqlModule } from '../../graphql/endpoint.ts';
import { organizationsResolvers } from './organizations.resolvers.ts';

export function createOrganizationsModule(): GraphqlModule {
  return {
    endpoint: 'organizations',
    typeDefs: readFileSync(new URL('./organizations.graphql', import.meta.url), 'utf8'),
    resolvers: organizationsResolvers as GraphqlModule['resolvers'],
  };
}
