import type { Resolvers } from '../../generated/graphql.ts';
import type { ProductsService } from './products.service.ts';
import { toPriceJson, toProductLineJson, toTaxJson } from './products.view.ts';

/** GraphQL ↔ products service; the service checks scope and rules. */
export function createProductsResolvers(products: ProductsService): Resolvers {
  return {
    Query: {
      productLinesGrid: async (_p, { data }, { viewer }) => {
        const grid = await products.grid(viewer, data);
        return { data: grid.data.map(toProductLineJson), total: grid.total };
      },
      getProductLines: async (_p, _a, { viewer }) => (await products.list(viewer)).map(toProductLineJson),
      getProductLinesByOrgId: async (_p, { orgId }, { viewer }) =>
        (await products.listByOrganization(viewer, orgId)).map(toProductLineJson),
      getProductLineById: async (_p, { id }, { viewer }) => toProductLineJson(await products.getById(viewer, id)),
      getProductFamilies: async (_p, _a, { viewer }) =>
        (await products.families(viewer)).map((f) => ({
          _id: f.id,
          name: f.name,
          category: f.categories,
          orgId: f.orgId,
        })),
      getManufacturers: (_p, _a, { viewer }) => products.manufacturers(viewer),
      taxFindAll: async (_p, { selectedOrg }, { viewer }) => (await products.taxes(viewer, selectedOrg)).map(toTaxJson),
      getDefaultProductLinePriceHistory: async (_p, { productLineId, skip, limit }, { viewer }) => {
        const page = await products.defaultPriceHistory(viewer, productLineId, skip, limit);
        return { data: page.data.map(toPriceJson), total: page.total };
      },
      getProductLineActivePriceHistory: async (_p, { productLineId, skip, limit }, { viewer }) => {
        const page = await products.activeKioskPrices(viewer, productLineId, skip, limit);
        return { data: page.data.map(toPriceJson), total: page.total };
      },
      getProductLineLinkedKiosks: (_p, { id }, { viewer }) => products.linkedKiosks(viewer, id),
    },
    Mutation: {
      createProductLine: async (_p, { data, image }, { viewer }) =>
        toProductLineJson(await products.create(viewer, data, image)),
      updateProductLine: async (_p, { data, id, image }, { viewer }) =>
        toProductLineJson(await products.update(viewer, data, id, image)),
      deleteProductLine: (_p, { id }, { viewer }) => products.delete(viewer, id),
      archiveProductLine: async (_p, { id }, { viewer }) => toProductLineJson(await products.archive(viewer, id)),
      duplicateProductLine: async (_p, { id }, { viewer }) => toProductLineJson(await products.duplicate(viewer, id)),
      updateProductLineImage: async (_p, { id, image }, { viewer }) =>
        toProductLineJson(await products.one(await products.updateImage(viewer, id, image))),
      deleteProductLineImage: async (_p, { id, orgId }, { viewer }) =>
        toProductLineJson(await products.one(await products.deleteImage(viewer, id, orgId))),
      createProductLinePrice: async (_p, { data }, { viewer }) => toPriceJson(await products.createPrice(viewer, data)),
      updateProductLinePrice: async (_p, { id, data }, { viewer }) =>
        toPriceJson(await products.updatePrice(viewer, id, data)),
      deleteActivePriceHistory: (_p, { productLineId, priceHistoryId }, { viewer }) =>
        products.deleteKioskPrice(viewer, productLineId, priceHistoryId),
    },
  };
}
