import type { Resolvers } from '../../generated/graphql.ts';
import { toPriceJson, toProductLineJson, toTaxJson } from './products.view.ts';

/** GraphQL ↔ products service; the service checks scope and rules. */
export const productsResolvers: Resolvers = {
  Query: {
    productLinesGrid: async (_p, { data }, { services, scope }) => {
      const grid = await services.products.productLinesGrid(scope, data);
      return { data: grid.data.map(toProductLineJson), total: grid.total };
    },
    getProductLines: async (_p, _a, { services, scope }) =>
      (await services.products.getProductLines(scope)).map(toProductLineJson),
    getProductLinesByOrgId: async (_p, { orgId }, { services, scope }) =>
      (await services.products.getProductLinesByOrgId(scope, orgId)).map(toProductLineJson),
    getProductLineById: async (_p, { id }, { services, scope }) =>
      toProductLineJson(await services.products.getProductLineById(scope, id)),
    getProductFamilies: async (_p, _a, { services, scope }) =>
      (await services.products.getProductFamilies(scope)).map((f) => ({
        _id: f.id,
        name: f.name,
        category: f.categories,
        orgId: f.orgId,
      })),
    getManufacturers: (_p, _a, { services, scope }) => services.products.getManufacturers(scope),
    taxFindAll: async (_p, { selectedOrg }, { services, scope }) =>
      (await services.products.taxFindAll(scope, selectedOrg)).map(toTaxJson),
    getDefaultProductLinePriceHistory: async (_p, { productLineId, skip, limit }, { services, scope }) => {
      const page = await services.products.getDefaultProductLinePriceHistory(scope, productLineId, skip, limit);
      return { data: page.data.map(toPriceJson), total: page.total };
    },
    getProductLineActivePriceHistory: async (_p, { productLineId, skip, limit }, { services, scope }) => {
      const page = await services.products.getProductLineActivePriceHistory(scope, productLineId, skip, limit);
      return { data: page.data.map(toPriceJson), total: page.total };
    },
    getProductLineLinkedKiosks: (_p, { id }, { services, scope }) =>
      services.products.getProductLineLinkedKiosks(scope, id),
  },
  Mutation: {
    createProductLine: async (_p, { data, image }, { services, scope }) =>
      toProductLineJson(await services.products.createProductLine(scope, data, image)),
    updateProductLine: async (_p, { data, id, image }, { services, scope }) =>
      toProductLineJson(await services.products.updateProductLine(scope, data, id, image)),
    deleteProductLine: (_p, { id }, { services, scope }) => services.products.deleteProductLine(scope, id),
    archiveProductLine: async (_p, { id }, { services, scope }) =>
      toProductLineJson(await services.products.archiveProductLine(scope, id)),
    duplicateProductLine: async (_p, { id }, { services, scope }) =>
      toProductLineJson(await services.products.duplicateProductLine(scope, id)),
    updateProductLineImage: async (_p, { id, image }, { services, scope }) =>
      toProductLineJson(await services.products.one(await services.products.updateProductLineImage(scope, id, image))),
    deleteProductLineImage: async (_p, { id, orgId }, { services, scope }) =>
      toProductLineJson(await services.products.one(await services.products.deleteProductLineImage(scope, id, orgId))),
    createProductLinePrice: async (_p, { data }, { services, scope }) =>
      toPriceJson(await services.products.createProductLinePrice(scope, data)),
    updateProductLinePrice: async (_p, { id, data }, { services, scope }) =>
      toPriceJson(await services.products.updateProductLinePrice(scope, id, data)),
    deleteActivePriceHistory: (_p, { productLineId, priceHistoryId }, { services, scope }) =>
      services.products.deleteActivePriceHistory(scope, productLineId, priceHistoryId),
  },
};
