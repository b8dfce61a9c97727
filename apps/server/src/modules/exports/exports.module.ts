import { readFileSync } from 'node:fs';
import type { GraphqlModule } from '../../graphql/endpoint.ts';
import { exportsResolvers } from './exports.resolvers.ts';

/** The signed-in user's exports, on the organizations endpoint next to the users export the console starts. */
export function createExportsModule(): GraphqlModule {
  return {
    endpoint: 'organizations',
    typeDefs: readFileSync(new URL('./exports.graphql', import.meta.url), 'utf8'),
    resolvers: exportsResolvers as GraphqlModule['resolvers'],
  };
}
