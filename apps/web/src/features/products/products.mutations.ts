/**
 * Writes of the products screens (spec §7). Each hook refreshes the products queries when it
 * succeeds; the screens show the toasts (spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ArchiveProductLineMutation,
  CreateProductLineMutation,
  CreateProductLinePriceMutation,
  DeleteActivePriceHistoryMutation,
  DeleteProductLineImageMutation,
  DeleteProductLineMutation,
  DuplicateProductLineMutation,
  ProductLineInput,
  ProductLinePriceInput,
  ProductLinePriceUpdateInput,
  UpdateProductLineImageMutation,
  UpdateProductLineMutation,
  UpdateProductLinePriceMutation,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { productKeys } from './products.queries.ts';

export const CREATE_PRODUCT_LINE = /* GraphQL */ `
  mutation CreateProductLine($data: ProductLineInput!, $image: File) {
    createProductLine(data: $data, image: $image) {
      _id
    }
  }
`;

export const UPDATE_PRODUCT_LINE = /* GraphQL */ `
  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {
    updateProductLine(id: $id, data: $data) {
      _id
    }
  }
`;

export const DELETE_PRODUCT_LINE = /* GraphQL */ `
  mutation DeleteProductLine($id: ID!) {
    deleteProductLine(id: $id) {
      _id
      deleted
      archived
    }
  }
`;

export const ARCHIVE_PRODUCT_LINE = /* GraphQL */ `
  mutation ArchiveProductLine($id: ID!) {
    archiveProductLine(id: $id) {
      _id
      archived
    }
  }
`;

export const DUPLICATE_PRODUCT_LINE = /* GraphQL */ `
  mutation DuplicateProductLine($id: ID!) {
    duplicateProductLine(id: $id) {
      _id
    }
  }
`;

export const UPDATE_PRODUCT_LINE_IMAGE = /* GraphQL */ `
  mutation UpdateProductLineImage($id: ID!, $image: File!) {
    updateProductLineImage(id: $id, image: $image) {
      _id
      image
      thumbnail
    }
  }
`;

export const DELETE_PRODUCT_LINE_IMAGE = /* GraphQL */ `
  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {
    deleteProductLineImage(id: $id, orgId: $orgId) {
      _id
      image
      thumbnail
    }
  }
`;

export const CREATE_PRODUCT_LINE_PRICE = /* GraphQL */ `
  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {
    createProductLinePrice(data: $data) {
      _id
    }
  }
`;

export const UPDATE_PRODUCT_LINE_PRICE = /* GraphQL */ `
  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {
    updateProductLinePrice(id: $id, data: $data) {
      _id
    }
  }
`;

export const DELETE_ACTIVE_PRICE_HISTORY = /* GraphQL */ `
  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {
    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)
  }
`;

/**
 * Marks every products query stale. `leaving`: the screen is about to go away (delete, archive), so
 * nothing is refetched now — the product may be gone — and the next screen loads fresh.
 */
function useRefreshingMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>, leaving = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: leaving ? 'none' : 'active' }),
  });
}

/** Creates (no id) or updates a product; a new product may bring its image along. */
export function useSaveProduct() {
  return useRefreshingMutation(
    async ({ id, data, image }: { id: string | null; data: ProductLineInput; image?: File }) => {
      if (id) {
        const result = await request<UpdateProductLineMutation>('products', UPDATE_PRODUCT_LINE, { id, data });
        return result.updateProductLine._id;
      }
      const result = image
        ? await requestWithFiles<CreateProductLineMutation>('products', CREATE_PRODUCT_LINE, { data }, { image })
        : await request<CreateProductLineMutation>('products', CREATE_PRODUCT_LINE, { data });
      return result.createProductLine._id;
    },
  );
}

export function useDeleteProduct() {
  return useRefreshingMutation(async (id: string) => {
    const result = await request<DeleteProductLineMutation>('products', DELETE_PRODUCT_LINE, { id });
    return result.deleteProductLine;
  }, true);
}

export function useArchiveProduct() {
  return useRefreshingMutation(
    (id: string) => request<ArchiveProductLineMutation>('products', ARCHIVE_PRODUCT_LINE, { id }),
    true,
  );
}

export function useDuplicateProduct() {
  return useRefreshingMutation(async (id: string) => {
    const result = await request<DuplicateProductLineMutation>('products', DUPLICATE_PRODUCT_LINE, { id });
    return result.duplicateProductLine._id;
  });
}

export function useUpdateProductImage() {
  return useRefreshingMutation(({ id, image }: { id: string; image: File }) =>
    requestWithFiles<UpdateProductLineImageMutation>('products', UPDATE_PRODUCT_LINE_IMAGE, { id }, { image }),
  );
}

export function useDeleteProductImage() {
  return useRefreshingMutation(({ id, orgId }: { id: string; orgId: string }) =>
    request<DeleteProductLineImageMutation>('products', DELETE_PRODUCT_LINE_IMAGE, { id, orgId }),
  );
}

export function useCreatePrice() {
  return useRefreshingMutation((data: ProductLinePriceInput) =>
    request<CreateProductLinePriceMutation>('products', CREATE_PRODUCT_LINE_PRICE, { data }),
  );
}

export function useUpdatePrice() {
  return useRefreshingMutation(({ id, data }: { id: string; data: ProductLinePriceUpdateInput }) =>
    request<UpdateProductLinePriceMutation>('products', UPDATE_PRODUCT_LINE_PRICE, { id, data }),
  );
}

export function useDeleteKioskPrice() {
  return useRefreshingMutation(({ productLineId, priceHistoryId }: { productLineId: string; priceHistoryId: string }) =>
    request<DeleteActivePriceHistoryMutation>('products', DELETE_ACTIVE_PRICE_HISTORY, {
      productLineId,
      priceHistoryId,
    }),
  );
}
