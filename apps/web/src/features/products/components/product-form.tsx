import { Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminOrganizations } from '../../../lib/access.ts';
import { useSession } from '../../../lib/session.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorCode, errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  apiPathToFormPath,
  newProductValues,
  productToValues,
  validateProductValues,
  valuesToInput,
  type ProductFormValues,
} from '../product-form-values.ts';
import { useSaveProduct } from '../products.mutations.ts';
import type { ProductDetail } from '../products.queries.ts';
import { ProductGeneralSection } from './product-general-section.tsx';
import { ProductImageCard } from './product-image-card.tsx';
import { ProductNutritionSection } from './product-nutrition-section.tsx';
import { ProductPackagingSection } from './product-packaging-section.tsx';
import { ProductPricingSection } from './product-pricing-section.tsx';
import { paths } from '../../../lib/paths.ts';

interface ProductFormProps {
  /** null = create a product. */
  product: ProductDetail | null;
}

/**
 * Every field of the product line (spec §3), checked with the shared rules before sending; the
 * server's field errors appear next to their fields. Save → productCreatedSuccessfully (then the new
 * product's page) or productDetailSavedSuccessfully.
 */
export function ProductForm({ product }: ProductFormProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { self } = useSession();
  const save = useSaveProduct();
  const [pendingImage, setPendingImage] = useState<File | null>(null);

  const form = useForm<ProductFormValues>({
    initialValues: product
      ? productToValues(product, currentLanguage())
      : newProductValues(adminOrganizations(self)[0]?.organizationId?._id ?? null),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateProductValues(values)).map(([path, code]) => [path, t(code, { ns: 'errors' })]),
      ),
  });

  const submit = form.onSubmit(
    async (values) => {
      const input = valuesToInput(values, product ? 'update' : 'create');
      try {
        const id = await save.mutateAsync({ id: product?._id ?? null, data: input, image: pendingImage ?? undefined });
        form.resetDirty();
        if (product) {
          notifySuccess(t('products.detail.saved'));
        } else {
          notifySuccess(t('products.detail.created'));
          void navigate(paths.products.detail(id), { replace: true });
        }
      } catch (error) {
        form.setErrors(fieldErrors(error, t, (path) => apiPathToFormPath(path, input)));
        const code = errorCode(error);
        const imageProblem = code === 'IMAGE_INVALID' || code === 'IMAGE_TOO_LARGE';
        notifyError(imageProblem ? t(code, { ns: 'errors' }) : errorMessage(error, t));
      }
    },
    () => notifyError(t('products.detail.fixErrors')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('products.detail.formLabel')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProductGeneralSection form={form} isNew={product === null} />
            <ProductPricingSection form={form} />
            <ProductPackagingSection form={form} />
            <ProductNutritionSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProductImageCard product={product} pendingImage={pendingImage} onPendingImageChange={setPendingImage} />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          {product ? t('products.detail.save') : t('products.detail.create')}
        </Button>
      </Group>
    </form>
  );
}
