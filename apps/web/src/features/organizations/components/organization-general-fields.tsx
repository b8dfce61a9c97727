import { CURRENCIES, ORGANIZATION_TYPES } from '@kiosk/common/constants';
import { timeZoneOptions } from '@kiosk/common/time-zones';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationFormValues } from '../organization-form-values.ts';
import type { SelectOption } from '../parent-options.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationGeneralFieldsProps {
  form: UseFormReturnType<OrganizationFormValues>;
  parentOptions: SelectOption[];
  parentRequired: boolean;
}

/** Name, slug, Apple ID, description, type, parent, currency and time zone. */
export function OrganizationGeneralFields({ form, parentOptions, parentRequired }: OrganizationGeneralFieldsProps) {
  const { t } = useTranslation('organizations');
  const currentZone = form.values.timeZone;
  const zones = useMemo(() => timeZoneOptions(currentZone), [currentZone]);

  return (
    <SectionCard title={t('organizations.sections.general')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('organizations.fields.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('organizations.fields.slug')}
          description={t('organizations.form.slugHint')}
          {...form.getInputProps('slug')}
        />
        <Select
          label={t('organizations.fields.type')}
          data={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`organizations.types.${type}`) }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Select
          label={t('organizations.fields.parentOrg')}
          description={parentRequired ? t('organizations.form.parentRequiredHint') : undefined}
          placeholder={t('organizations.form.parentPlaceholder')}
          withAsterisk={parentRequired}
          data={parentOptions}
          searchable
          clearable={!parentRequired}
          nothingFoundMessage={t('organizations.list.empty')}
          {...form.getInputProps('parentOrg')}
        />
        <Select
          label={t('organizations.fields.currency')}
          data={CURRENCIES.map((currency) => ({ value: currency, label: t(`organizations.currencies.${currency}`) }))}
          allowDeselect={false}
          {...form.getInputProps('currency')}
        />
        <Select
          label={t('organizations.fields.timeZone')}
          data={zones}
          searchable
          allowDeselect={false}
          limit={50}
          {...form.getInputProps('timeZone')}
        />
        <TextInput label={t('organizations.fields.appleId')} {...form.getInputProps('appleId')} />
      </SimpleGrid>
      <Textarea
        mt="md"
        label={t('organizations.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
    </SectionCard>
  );
}
