import { Anchor, EmptyState, List, Text } from '@mantine/core';
import { IconFridge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { OrganizationDetail } from '../organizations.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationKiosksCardProps {
  kiosks: OrganizationDetail['kiosks'];
}

/** Kiosks owned by the organization, by name, each linking to its page. */
export function OrganizationKiosksCard({ kiosks }: OrganizationKiosksCardProps) {
  const { t } = useTranslation('organizations');
  return (
    <SectionCard title={t('organizations.detail.kiosks.title')}>
      {kiosks.length === 0 ? (
        <EmptyState icon={<IconFridge aria-hidden />} description={t('organizations.detail.kiosks.empty')} py="md" />
      ) : (
        <List spacing={4}>
          {kiosks.map((kiosk) => (
            <List.Item key={kiosk._id}>
              <Anchor component={Link} to={paths.kiosks.detail(kiosk._id)}>
                {kiosk.name}
              </Anchor>
              {kiosk.serialNumber ? (
                <Text span c="dimmed" size="sm">
                  {' · '}
                  {t('organizations.detail.kiosks.serialNumber', { serial: kiosk.serialNumber })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
