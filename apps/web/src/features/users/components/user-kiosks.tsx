import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import type { UserDetail } from '../users.queries.ts';
import { paths } from '../../../lib/paths.ts';

/** Kiosks linked to the user (always empty until the kiosks module exists). */
export function UserKiosks({ kiosks }: { kiosks: UserDetail['kiosks'] }) {
  const { t } = useTranslation(['users', 'errors']);
  return (
    <SectionCard title={t('detail.kiosks.title')}>
      {!kiosks || kiosks.length === 0 ? (
        <Text c="dimmed">{t('detail.kiosks.empty')}</Text>
      ) : (
        <List>
          {kiosks.map((kiosk) => (
            <List.Item key={kiosk._id}>
              <Anchor component={Link} to={paths.kiosks.detail(kiosk._id)}>
                {kiosk.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
