import { NumberInput, SimpleGrid, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { NUTRITION_KEYS, type ProductFormValues } from '../product-form-values.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface ProductNutritionSectionProps {
  form: UseFormReturnType<ProductFormValues>;
}

/** Nutrition per 100 g / 100 ml, ingredients and allergens. */
export function ProductNutritionSection({ form }: ProductNutritionSectionProps) {
  const { t } = useTranslation('products');
  const decimalSeparator = currentLanguage() === 'de' ? ',' : '.';

  return (
    <SectionCard
      title={t('products.detail.sections.nutrition')}
      description={
        <Text size="sm" c="dimmed">
          {t('products.detail.nutritionHint')}
        </Text>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {NUTRITION_KEYS.map((key) => (
          <NumberInput
            key={key}
            label={t(`products.nutrition.${key}`)}
            suffix={key === 'energy' ? ' kcal' : ' g'}
            min={0}
            decimalScale={2}
            decimalSeparator={decimalSeparator}
            allowNegative={false}
            hideControls
            {...form.getInputProps(`nutrition.${key}`)}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('products.fields.ingredientsList')}
        autosize
        minRows={2}
        {...form.getInputProps('ingredientsList')}
      />
      <Textarea label={t('products.fields.allergens')} autosize minRows={1} {...form.getInputProps('allergens')} />
    </SectionCard>
  );
}
