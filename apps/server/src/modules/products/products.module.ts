import { readFileSync } from 'node:fs';
import type { GraphqlModule } from '../../graphql/endpoint.ts';
import { productsResolvers } from './products.resolvers.ts';

export function createProductsModule(): GraphqlModule {
  return {
    endpoint: 'products',
    typeDefs: readFileSync(new URL('./products.graphql', import.meta.url), 'utf8'),
    resolvers: productsResolvers as GraphqlModule['resolvers'],
  };
}
