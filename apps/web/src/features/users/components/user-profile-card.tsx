import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { RootBadge } from './root-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { addressLines } from '../user-display.ts';
import { UserField } from './user-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import type { UserDetail } from '../users.queries.ts';

/** Every profile field of the user (spec §3 User). */
export function UserProfileCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation(['users', 'errors']);
  const language = currentLanguage();
  const lines = addressLines(user.address);
  return (
    <SectionCard title={t('detail.profile.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <UserField label={t('detail.profile.status')}>
          <UserStatusBadge status={user.status} />
        </UserField>
        <UserField label={t('detail.profile.root')}>{user.root ? <RootBadge /> : t('values.boolean.no')}</UserField>
        <UserField label={t('detail.profile.firstName')}>{user.firstName}</UserField>
        <UserField label={t('detail.profile.lastName')}>{user.lastName}</UserField>
        <UserField label={t('detail.profile.email')}>{user.email}</UserField>
        <UserField label={t('detail.profile.mobile')}>{user.mobile}</UserField>
        <UserField label={t('detail.profile.address')}>
          {lines.length > 0 ? (
            <div>
              {lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </div>
          ) : null}
        </UserField>
        <UserField label={t('detail.profile.note')}>
          {user.note ? <Text style={{ whiteSpace: 'pre-wrap' }}>{user.note}</Text> : null}
        </UserField>
        <UserField label={t('detail.profile.termsAccepted')}>
          {user.termsAccepted ? t('values.boolean.yes') : t('values.boolean.no')}
        </UserField>
        <UserField label={t('detail.profile.updatedAt')}>{formatDateTime(user.updatedAt, language)}</UserField>
      </SimpleGrid>
    </SectionCard>
  );
}
