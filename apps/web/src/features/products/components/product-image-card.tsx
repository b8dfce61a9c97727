import { IMAGE_LIMITS } from '@kiosk/common/constants';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { errorCode, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteProductImage, useUpdateProductImage } from '../products.mutations.ts';
import type { ProductDetail } from '../products.queries.ts';

interface ProductImageCardProps {
  product: ProductDetail | null;
  /** For a new product: the chosen image, sent with the create. */
  pendingImage: File | null;
  onPendingImageChange: (file: File | null) => void;
}

/**
 * The product image (PNG/JPEG, ≤ 1400×1400 px, ≤ 500 KB). An existing product's image is uploaded,
 * replaced or deleted at once (ProductImageUpdate / ProductImageDeleted); a new product's waits for
 * the create. Failures: 'Upload failed', the size message, or errorUpdatingProductImage.
 */
export function ProductImageCard({ product, pendingImage, onPendingImageChange }: ProductImageCardProps) {
  const { t } = useTranslation('products');
  const update = useUpdateProductImage();
  const remove = useDeleteProductImage();
  const pendingUrl = useObjectUrl(pendingImage);

  const failed = (error: unknown) => {
    const code = errorCode(error);
    notifyError(
      code === 'IMAGE_INVALID' || code === 'IMAGE_TOO_LARGE'
        ? t(code, { ns: 'errors' })
        : t('products.image.updateFailed'),
    );
  };

  const select = (file: File) => {
    if (!product) return onPendingImageChange(file);
    update.mutate(
      { id: product._id, image: file },
      { onSuccess: () => notifySuccess(t('products.image.updated')), onError: failed },
    );
  };

  const clear = () => {
    if (!product) return onPendingImageChange(null);
    remove.mutate(
      { id: product._id, orgId: product.orgId },
      { onSuccess: () => notifySuccess(t('products.image.deleted')), onError: failed },
    );
  };

  return (
    <Paper withBorder p="md">
      <ImageUpload
        label={t('products.image.title')}
        imageUrl={product ? product.image : pendingUrl}
        limits={IMAGE_LIMITS.product}
        onSelect={select}
        onRemove={clear}
        onProblem={(message) => notifyError(message)}
        busy={update.isPending || remove.isPending}
      />
      {!product && pendingImage ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('products.image.pendingNote')}
        </Text>
      ) : null}
    </Paper>
  );
}
