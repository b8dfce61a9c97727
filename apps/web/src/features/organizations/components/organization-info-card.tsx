import { Anchor, DataList, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { OrganizationDetail } from '../organizations.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationInfoCardProps {
  organization: OrganizationDetail;
}

/** The organization's own data (spec §3): general fields, image, address, contact and support. */
export function OrganizationInfoCard({ organization: org }: OrganizationInfoCardProps) {
  const { t } = useTranslation('organizations');
  const value = (text: string | null | undefined): ReactNode =>
    text ? (
      text
    ) : (
      <Text span c="dimmed" size="sm">
        {t('organizations.detail.notSet')}
      </Text>
    );
  const item = (label: string, content: ReactNode) => (
    <DataList.Item key={label}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{content}</DataList.ItemValue>
    </DataList.Item>
  );
  const group = (title: string | null, items: ReactNode[]) => (
    <Stack gap="xs">
      {title ? (
        <Title order={3} size="h5">
          {title}
        </Title>
      ) : null}
      <DataList labelWidth={160}>{items}</DataList>
    </Stack>
  );

  return (
    <SectionCard title={t('organizations.sections.general')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {group(null, [
          item(t('organizations.fields.name'), org.name),
          item(t('organizations.fields.slug'), org.slug),
          item(t('organizations.fields.appleId'), value(org.appleId)),
          item(t('organizations.fields.type'), t(`organizations.types.${org.type}`)),
          item(
            t('organizations.fields.parentOrg'),
            org.parentOrg ? (
              <Anchor component={Link} to={paths.organizations.detail(org.parentOrg._id)}>
                {org.parentOrg.name}
              </Anchor>
            ) : (
              t('organizations.detail.topLevel')
            ),
          ),
          item(t('organizations.fields.currency'), t(`organizations.currencies.${org.currency}`)),
          item(t('organizations.fields.timeZone'), org.timeZone),
          item(t('organizations.fields.description'), value(org.description)),
        ])}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('organizations.sections.image')}
          </Title>
          {org.imageUrl ? (
            <Image
              src={org.imageUrl}
              alt={t('organizations.detail.imageAlt', { name: org.name })}
              radius="md"
              mah={200}
              w="auto"
              fit="contain"
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('organizations.detail.noImage')}
            </Text>
          )}
        </Stack>
        {group(t('organizations.sections.address'), [
          item(t('organizations.fields.address.address'), value(org.address.address)),
          item(t('organizations.fields.address.postalCode'), value(org.address.postalCode)),
          item(t('organizations.fields.address.city'), value(org.address.city)),
          item(t('organizations.fields.address.state'), value(org.address.state)),
          item(t('organizations.fields.address.country'), value(org.address.country)),
        ])}
        {group(t('organizations.sections.contact'), [
          item(t('organizations.fields.contact.contactPerson'), value(org.contact.contactPerson)),
          item(t('organizations.fields.contact.role'), value(org.contact.role)),
          item(t('organizations.fields.contact.email'), value(org.contact.email)),
          item(t('organizations.fields.contact.phoneNumber'), value(org.contact.phoneNumber)),
          item(t('organizations.fields.contact.supportEmail'), value(org.contact.supportEmail)),
          item(t('organizations.fields.contact.supportPhoneNumber'), value(org.contact.supportPhoneNumber)),
        ])}
        {group(t('organizations.sections.support'), [
          item(t('organizations.fields.support.email'), value(org.support.email)),
          item(t('organizations.fields.support.hotline'), value(org.support.hotline)),
          item(t('organizations.fields.support.hotlineAvailability'), value(org.support.hotlineAvailability)),
        ])}
      </SimpleGrid>
    </SectionCard>
  );
}
