import { Autocomplete, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from '../product-form-values.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { useProductFilterOptions } from '../products.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface ProductGeneralSectionProps {
  form: UseFormReturnType<ProductFormValues>;
  isNew: boolean;
}

/** Organization, name, category, manufacturer, article number, SKU and description. */
export function ProductGeneralSection({ form, isNew }: ProductGeneralSectionProps) {
  const { t } = useTranslation('products');
  const organizations = useAllOrganizations();
  const options = useProductFilterOptions();
  const categories = useMemo(
    () => [...new Set((options.data?.getProductFamilies ?? []).flatMap((f) => f.category))].sort(),
    [options.data],
  );
  const orgOptions = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));
  // Someone with one organization has nothing to choose; the product goes there.
  const showOrganization = !isNew || orgOptions.length > 1;
  const firstOrgId = organizations.data?.[0]?._id;
  const { orgId } = form.values;
  const { setFieldValue } = form;

  // Without an admin membership (a root user), a new product still needs an owner: the first one listed.
  useEffect(() => {
    if (isNew && !orgId && firstOrgId) setFieldValue('orgId', firstOrgId);
  }, [isNew, orgId, firstOrgId, setFieldValue]);

  return (
    <SectionCard title={t('products.detail.sections.general')}>
      {showOrganization ? (
        <Select
          label={t('products.fields.organization')}
          data={orgOptions}
          disabled={!isNew}
          allowDeselect={false}
          searchable
          withAsterisk={isNew}
          {...form.getInputProps('orgId')}
          onChange={(value) => {
            form.setFieldValue('orgId', value);
            // Taxes depend on the organization; a tax of another one may not fit.
            form.setFieldValue('tax', null);
          }}
        />
      ) : null}
      <TextInput label={t('products.fields.name')} withAsterisk {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete label={t('products.fields.category')} data={categories} {...form.getInputProps('category')} />
        <Autocomplete
          label={t('products.fields.manufacturer')}
          data={options.data?.getManufacturers ?? []}
          {...form.getInputProps('manufacturer')}
        />
        <TextInput label={t('products.fields.articleNumber')} {...form.getInputProps('articleNumber')} />
        <TextInput label={t('products.fields.sku')} {...form.getInputProps('sku')} />
      </SimpleGrid>
      <Textarea label={t('products.fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
    </SectionCard>
  );
}
