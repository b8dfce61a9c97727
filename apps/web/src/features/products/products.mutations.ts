/**
 * Writes of the products screens (spec §7). Each hook refreshes the products queries when it
 * succeeds; the screens show the toasts (spec §8).
 */
import { graphql } from '../../generated/gql.ts';
import type { ProductLineInput, ProductLinePriceInput, ProductLinePriceUpdateInput } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const CREATE_PRODUCT_LINE = graphql(`
  mutation CreateProductLine($data: ProductLineInput!, $image: File) {
    createProductLine(data: $data, image: $image) {
      _id
    }
  }
`);

const UPDATE_PRODUCT_LINE = graphql(`
  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {
    updateProductLine(id: $id, data: $data) {
      _id
    }
  }
`);

const DELETE_PRODUCT_LINE = graphql(`
  mutation DeleteProductLine($id: ID!) {
    deleteProductLine(id: $id) {
      _id
      deleted
      archived
    }
  }
`);

const ARCHIVE_PRODUCT_LINE = graphql(`
  mutation ArchiveProductLine($id: ID!) {
    archiveProductLine(id: $id) {
      _id
      archived
    }
  }
`);

const DUPLICATE_PRODUCT_LINE = graphql(`
  mutation DuplicateProductLine($id: ID!) {
    duplicateProductLine(id: $id) {
      _id
    }
  }
`);

const UPDATE_PRODUCT_LINE_IMAGE = graphql(`
  mutation UpdateProductLineImage($id: ID!, $image: File!) {
    updateProductLineImage(id: $id, image: $image) {
      _id
      image
      thumbnail
    }
  }
`);

const DELETE_PRODUCT_LINE_IMAGE = graphql(`
  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {
    deleteProductLineImage(id: $id, orgId: $orgId) {
      _id
      image
      thumbnail
    }
  }
`);

const CREATE_PRODUCT_LINE_PRICE = graphql(`
  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {
    createProductLinePrice(data: $data) {
      _id
    }
  }
`);

const UPDATE_PRODUCT_LINE_PRICE = graphql(`
  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {
    updateProductLinePrice(id: $id, data: $data) {
      _id
    }
  }
`);

const DELETE_ACTIVE_PRICE_HISTORY = graphql(`
  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {
    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)
  }
`);

/** Products show in the products screens, and by name in the users' purchase logs. */
const CHANGES = [queryKeys.products.all, queryKeys.users.all];

/** `leaving`: the screen goes away (delete, archive), so nothing is refetched now. */
function useProductMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>, leaving = false) {
  return useInvalidatingMutation(run, { invalidates: CHANGES, leaving });
}

/** Creates (no id) or updates a product; a new product may bring its image along. */
export function useSaveProduct() {
  return useProductMutation(
    async ({ id, data, image }: { id: string | null; data: ProductLineInput; image?: File }) => {
      if (id) {
        const result = await request('products', UPDATE_PRODUCT_LINE, { id, data });
        return result.updateProductLine._id;
      }
      const result = image
        ? await requestWithFiles('products', CREATE_PRODUCT_LINE, { data, image })
        : await request('products', CREATE_PRODUCT_LINE, { data });
      return result.createProductLine._id;
    },
  );
}

export function useDeleteProduct() {
  return useProductMutation(async (id: string) => {
    const result = await request('products', DELETE_PRODUCT_LINE, { id });
    return result.deleteProductLine;
  }, true);
}

export function useArchiveProduct() {
  return useProductMutation((id: string) => request('products', ARCHIVE_PRODUCT_LINE, { id }), true);
}

export function useDuplicateProduct() {
  return useProductMutation(async (id: string) => {
    const result = await request('products', DUPLICATE_PRODUCT_LINE, { id });
    return result.duplicateProductLine._id;
  });
}

export function useUpdateProductImage() {
  return useProductMutation(({ id, image }: { id: string; image: File }) =>
    requestWithFiles('products', UPDATE_PRODUCT_LINE_IMAGE, { id, image }),
  );
}

export function useDeleteProductImage() {
  return useProductMutation(({ id, orgId }: { id: string; orgId: string }) =>
    request('products', DELETE_PRODUCT_LINE_IMAGE, { id, orgId }),
  );
}

export function useCreatePrice() {
  return useProductMutation((data: ProductLinePriceInput) => request('products', CREATE_PRODUCT_LINE_PRICE, { data }));
}

export function useUpdatePrice() {
  return useProductMutation(({ id, data }: { id: string; data: ProductLinePriceUpdateInput }) =>
    request('products', UPDATE_PRODUCT_LINE_PRICE, { id, data }),
  );
}

export function useDeleteKioskPrice() {
  return useProductMutation(({ productLineId, priceHistoryId }: { productLineId: string; priceHistoryId: string }) =>
    request('products', DELETE_ACTIVE_PRICE_HISTORY, {
      productLineId,
      priceHistoryId,
    }),
  );
}
