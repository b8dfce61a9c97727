/**
 * /products/detail/:id (spec §2): one product — its form and image, actions (duplicate, archive,
 * delete), prices and linked kiosks. The id 'new' creates a product.
 */
import { Alert, Anchor, Badge, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorCode, errorMessage } from '../../lib/notify.ts';
import { LinkedKiosks } from './components/linked-kiosks.tsx';
import { ProductActions } from './components/product-actions.tsx';
import { ProductForm } from './components/product-form.tsx';
import { ProductPrices } from './components/product-prices.tsx';
import { useProduct } from './products.queries.ts';
import { NEW_ID, paths } from '../../lib/paths.ts';

export function ProductDetailPage() {
  const { t } = useTranslation('products');
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const product = useProduct(isNew ? null : id);

  const back = (
    <Anchor component={Link} to={paths.products.list} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('products.detail.back')}
      </Group>
    </Anchor>
  );

  if (!isNew && product.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('products.detail.loading')}>
        <Loader />
      </Center>
    );
  }
  if (!isNew && product.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {errorCode(product.error) === 'NOT_FOUND' ? t('products.detail.notFound') : errorMessage(product.error, t)}
        </Alert>
      </Stack>
    );
  }

  const current = product.data ?? null;
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={current ? current.name : t('products.detail.titleNew')}>
        {current ? <ProductActions product={current} /> : null}
      </PageHeader>
      {current?.archived ? (
        <Alert color="gray" role="status" mt={-16}>
          <Group gap="xs">
            <Badge color="gray">{t('products.list.archivedBadge')}</Badge>
            {t('products.detail.archivedNotice')}
          </Group>
        </Alert>
      ) : null}
      {/* A new id (after create or duplicate) starts a fresh form. */}
      <ProductForm key={id} product={current} />
      {current ? (
        <>
          <ProductPrices productLineId={current._id} orgId={current.orgId} />
          <LinkedKiosks productLineId={current._id} />
        </>
      ) : null}
    </Stack>
  );
}
