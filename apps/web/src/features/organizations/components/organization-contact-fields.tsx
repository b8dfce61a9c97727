import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { OrganizationFormValues } from '../organization-form-values.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationContactFieldsProps {
  form: UseFormReturnType<OrganizationFormValues>;
}

/** Address, contact and support groups of the organization form (spec §3). */
export function OrganizationContactFields({ form }: OrganizationContactFieldsProps) {
  const { t } = useTranslation('organizations');
  return (
    <>
      <SectionCard title={t('organizations.sections.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('organizations.fields.address.address')} {...form.getInputProps('address.address')} />
          <TextInput
            label={t('organizations.fields.address.postalCode')}
            {...form.getInputProps('address.postalCode')}
          />
          <TextInput label={t('organizations.fields.address.city')} {...form.getInputProps('address.city')} />
          <TextInput label={t('organizations.fields.address.state')} {...form.getInputProps('address.state')} />
          <TextInput label={t('organizations.fields.address.country')} {...form.getInputProps('address.country')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('organizations.sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('organizations.fields.contact.contactPerson')}
            {...form.getInputProps('contact.contactPerson')}
          />
          <TextInput label={t('organizations.fields.contact.role')} {...form.getInputProps('contact.role')} />
          <TextInput
            type="email"
            label={t('organizations.fields.contact.email')}
            {...form.getInputProps('contact.email')}
          />
          <TextInput
            type="tel"
            label={t('organizations.fields.contact.phoneNumber')}
            {...form.getInputProps('contact.phoneNumber')}
          />
          <TextInput
            type="email"
            label={t('organizations.fields.contact.supportEmail')}
            {...form.getInputProps('contact.supportEmail')}
          />
          <TextInput
            type="tel"
            label={t('organizations.fields.contact.supportPhoneNumber')}
            {...form.getInputProps('contact.supportPhoneNumber')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('organizations.sections.support')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="email"
            label={t('organizations.fields.support.email')}
            {...form.getInputProps('support.email')}
          />
          <TextInput
            type="tel"
            label={t('organizations.fields.support.hotline')}
            {...form.getInputProps('support.hotline')}
          />
          <TextInput
            label={t('organizations.fields.support.hotlineAvailability')}
            {...form.getInputProps('support.hotlineAvailability')}
          />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
