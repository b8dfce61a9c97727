import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import type { ProductFormValues } from '../product-form-values.ts';
import { useTaxes } from '../products.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface ProductPricingSectionProps {
  form: UseFormReturnType<ProductFormValues>;
}

/** Tax (the form field `tax`, sent as taxId) with its VAT rate, default price and default cost. */
export function ProductPricingSection({ form }: ProductPricingSectionProps) {
  const { t } = useTranslation('products');
  const { currency } = useSession();
  const taxes = useTaxes(form.values.orgId);
  const selected = taxes.data?.find((tax) => tax._id === form.values.tax);
  const unit = currency.toUpperCase();

  return (
    <SectionCard title={t('products.detail.sections.pricing')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('products.fields.defaultPrice', { currency: unit })}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('defaultPrice')}
        />
        <TextInput
          label={t('products.fields.defaultCost', { currency: unit })}
          inputMode="decimal"
          {...form.getInputProps('defaultCost')}
        />
        <Select
          label={t('products.fields.tax')}
          placeholder={t('products.fields.taxNone')}
          data={(taxes.data ?? []).map((tax) => ({ value: tax._id, label: tax.name }))}
          clearable
          {...form.getInputProps('tax')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('products.fields.vat')}
          </Text>
          <Text size="sm" py={6} data-testid="product-vat">
            {selected ? t('products.fields.vatValue', { value: selected.value }) : '–'}
          </Text>
        </div>
      </SimpleGrid>
    </SectionCard>
  );
}
