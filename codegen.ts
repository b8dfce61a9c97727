import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema view for code generation: the base types plus every module's .graphql file. Each endpoint
 * serves a subset of it, so names are unique across modules.
 */
const schema = ['apps/server/src/graphql/base.graphql', 'apps/server/src/modules/**/*.graphql'];

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context.ts#ResolverContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        maybeValue: 'T | null | undefined',
        scalars: { DateTime: 'Date | string', Date: 'string', File: 'File' },
        useIndexSignature: true,
        optionalResolveType: true,
        // Types whose fields are partly resolved by field resolvers: the parent object lacks those fields.
        mappers: { Kiosk: '../modules/kiosks/kiosks.view.ts#KioskJson' },
      },
    },
    'apps/web/src/generated/': {
      preset: 'client',
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/generated/**'],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', File: 'File' },
      },
    },
  },
};

export default config;
