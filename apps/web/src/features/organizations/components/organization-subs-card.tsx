import { Anchor, EmptyState, List, Loader, Text } from '@mantine/core';
import { IconHierarchy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { localeFor } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { subOrganizations } from '../parent-options.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationSubsCardProps {
  orgId: string;
  allSubsOrgIds: readonly string[];
}

/** Every organization below this one (any depth), named through getAllOrganizations. */
export function OrganizationSubsCard({ orgId, allSubsOrgIds }: OrganizationSubsCardProps) {
  const { t } = useTranslation('organizations');
  const all = useAllOrganizations();
  const organizations = all.data ?? [];
  const names = new Map(organizations.map((org) => [org._id, org.name]));
  const subs = subOrganizations(organizations, allSubsOrgIds, localeFor(currentLanguage()));

  return (
    <SectionCard title={t('organizations.detail.subs.title')}>
      {allSubsOrgIds.length === 0 ? (
        <EmptyState icon={<IconHierarchy aria-hidden />} description={t('organizations.detail.subs.empty')} py="md" />
      ) : all.isPending ? (
        <Loader size="sm" />
      ) : (
        <List spacing={4}>
          {subs.map((sub) => {
            const parentId = sub.parentOrg?._id;
            return (
              <List.Item key={sub._id}>
                <Anchor component={Link} to={paths.organizations.detail(sub._id)}>
                  {sub.name}
                </Anchor>
                {parentId && parentId !== orgId ? (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    {t('organizations.detail.subs.parent', { name: names.get(parentId) ?? '' })}
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
