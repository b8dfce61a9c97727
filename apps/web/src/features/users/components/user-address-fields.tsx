import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../user-form-values.ts';

/** The user's address (spec §3: name, line1, line2, postalCode, city, state, country). */
export function UserAddressFields({ form }: { form: UseFormReturnType<UserFormValues> }) {
  const { t } = useTranslation(['users', 'errors']);
  const field = (key: keyof UserFormValues['address']) => form.getInputProps(`address.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t('form.fields.addressName')} autoComplete="off" {...field('name')} />
      <TextInput label={t('form.fields.line1')} autoComplete="address-line1" {...field('line1')} />
      <TextInput label={t('form.fields.line2')} autoComplete="address-line2" {...field('line2')} />
      <TextInput label={t('form.fields.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
      <TextInput label={t('form.fields.city')} autoComplete="address-level2" {...field('city')} />
      <TextInput label={t('form.fields.state')} autoComplete="address-level1" {...field('state')} />
      <TextInput label={t('form.fields.country')} autoComplete="country-name" {...field('country')} />
    </SimpleGrid>
  );
}
