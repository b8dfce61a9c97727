import { DURATIONS } from '@kiosk/common/constants';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorCode, errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useArchiveProduct, useDeleteProduct, useDuplicateProduct } from '../products.mutations.ts';
import type { ProductDetail } from '../products.queries.ts';
import { paths } from '../../../lib/paths.ts';

interface ProductActionsProps {
  product: ProductDetail;
}

/**
 * Spec §4 product lifecycle: duplicate (→ the copy's page), archive (hidden from the list), delete
 * (refused while on kiosks: canNotDeleteProduct for 5 s; a product with sales is archived instead).
 */
export function ProductActions({ product }: ProductActionsProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const duplicate = useDuplicateProduct();
  const archive = useArchiveProduct();
  const remove = useDeleteProduct();
  const busy = duplicate.isPending || archive.isPending || remove.isPending;

  const onDuplicate = () =>
    duplicate.mutate(product._id, {
      onSuccess: (id) => {
        notifySuccess(t('products.actions.duplicated'));
        void navigate(paths.products.detail(id));
      },
      onError: () => notifyError(t('products.actions.duplicateFailed')),
    });

  const onArchive = async () => {
    const ok = await confirm({
      title: t('products.actions.archiveConfirmTitle'),
      message: t('products.actions.archiveConfirmMessage', { name: product.name }),
      confirmLabel: t('products.actions.archive'),
    });
    if (!ok) return;
    archive.mutate(product._id, {
      onSuccess: () => {
        notifySuccess(t('products.actions.archived'));
        void navigate(paths.products.list);
      },
      onError: (error) => notifyError(errorMessage(error, t)),
    });
  };

  const onDelete = async () => {
    const ok = await confirm({
      title: t('products.actions.deleteConfirmTitle'),
      message: t('products.actions.deleteConfirmMessage', { name: product.name }),
      confirmLabel: t('products.actions.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(product._id, {
      onSuccess: (result) => {
        notifySuccess(result.deleted ? t('products.actions.deleted') : t('products.actions.archivedInstead'));
        void navigate(paths.products.list);
      },
      onError: (error) =>
        errorCode(error) === 'PRODUCT_ON_KIOSKS'
          ? notifyError(t('PRODUCT_ON_KIOSKS', { ns: 'errors' }), DURATIONS.productDeleteRefusedToastMs)
          : notifyError(t('products.actions.deleteFailed')),
    });
  };

  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={onDuplicate}
        loading={duplicate.isPending}
        disabled={busy}
      >
        {t('products.actions.duplicate')}
      </Button>
      {product.archived ? null : (
        <Button
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
          onClick={() => void onArchive()}
          loading={archive.isPending}
          disabled={busy}
        >
          {t('products.actions.archive')}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => void onDelete()}
        loading={remove.isPending}
        disabled={busy}
      >
        {t('products.actions.delete')}
      </Button>
      {confirmDialog}
    </Group>
  );
}
