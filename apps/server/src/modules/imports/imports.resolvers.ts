import type { Resolvers } from '../../generated/graphql.ts';
import type { ImportService } from './imports.service.ts';

/** GraphQL ↔ the import of sales history (transactions endpoint). */
export function createImportResolvers(imports: ImportService): Resolvers {
  return {
    Query: {
      salesImportPresets: () => imports.presets(),
    },
    Mutation: {
      previewSalesImport: (_parent, args, ctx) => imports.preview(ctx.viewer, args.file, args.data),
      importSales: (_parent, args, ctx) => imports.importSales(ctx.viewer, args.file, args.data),
    },
  };
}
