import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CAPACITY_KEYS, type ProductFormValues } from '../product-form-values.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface ProductPackagingSectionProps {
  form: UseFormReturnType<ProductFormValues>;
}

/**
 * The (first and only used) packaging option — EAN, weights in whole grams, shelf life, tolerance —
 * and how many units fit on a load cell of each surface size (33, 50, 100).
 */
export function ProductPackagingSection({ form }: ProductPackagingSectionProps) {
  const { t } = useTranslation('products');
  const decimalSeparator = currentLanguage() === 'de' ? ',' : '.';
  const number = (path: string, label: string, extra: { suffix?: string; max?: number } = {}) => (
    <NumberInput
      key={path}
      label={label}
      min={0}
      max={extra.max}
      suffix={extra.suffix}
      decimalSeparator={decimalSeparator}
      allowNegative={false}
      hideControls
      {...form.getInputProps(path)}
    />
  );

  return (
    <>
      <SectionCard title={t('products.detail.sections.packaging')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('products.fields.ean')} inputMode="numeric" {...form.getInputProps('packaging.ean')} />
          <TextInput
            label={t('products.fields.packagingDescription')}
            {...form.getInputProps('packaging.description')}
          />
          {number('packaging.unitCount', t('products.fields.unitCount'))}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="net-weight-unit-label">
              {t('products.fields.netWeightGramsUnit')}
            </Text>
            <SegmentedControl
              aria-labelledby="net-weight-unit-label"
              data={[
                { value: 'g', label: t('products.units.g') },
                { value: 'ml', label: t('products.units.ml') },
              ]}
              {...form.getInputProps('packaging.netWeightGramsUnit')}
            />
          </Stack>
          {number('packaging.netWeightGrams', t('products.fields.netWeightGrams'), {
            suffix: ` ${form.values.packaging.netWeightGramsUnit}`,
          })}
          {number('packaging.grossWeightGrams', t('products.fields.grossWeightGrams'), { suffix: ' g' })}
          {number('packaging.packageWeightGrams', t('products.fields.packageWeightGrams'), { suffix: ' g' })}
          {number('packaging.tolerancePercentage', t('products.fields.tolerancePercentage'), {
            suffix: ' %',
            max: 100,
          })}
          {number('packaging.shelfLifeDays', t('products.fields.shelfLifeDays'))}
        </SimpleGrid>
      </SectionCard>
      <SectionCard
        title={t('products.detail.sections.capacities')}
        description={
          <Text size="sm" c="dimmed">
            {t('products.detail.capacitiesHint')}
          </Text>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {CAPACITY_KEYS.map((key) =>
            number(`capacities.${key}`, t('products.fields.capacity', { size: key.slice(1) })),
          )}
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
