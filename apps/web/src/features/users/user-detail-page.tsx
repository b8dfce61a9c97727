import { Alert, Anchor, Center, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/notify.ts';
import { fullName } from './user-display.ts';
import { UserDetailActions } from './components/user-detail-actions.tsx';
import { UserKiosks } from './components/user-kiosks.tsx';
import { UserLog } from './components/user-log.tsx';
import { UserMemberCards } from './components/user-member-cards.tsx';
import { paths } from '../../lib/paths.ts';
import { UserPaymentMethods } from './components/user-payment-methods.tsx';
import { UserProfileCard } from './components/user-profile-card.tsx';
import { UserRolesCard } from './components/user-roles-card.tsx';
import { useUser } from './users.queries.ts';

/** /users/detail/:id — everything about one user, its actions and the user log. */
export function UserDetailPage() {
  const { t } = useTranslation(['users', 'errors']);
  const { id } = useParams();
  const query = useUser(id);
  const user = query.data;

  const back = (
    <Anchor component={Link} to={paths.users.list} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('detail.page.back')}
      </Group>
    </Anchor>
  );

  if (query.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title={t('detail.page.loadFailed')}>
          {errorMessage(query.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (!user) {
    return (
      <Center py="xl">
        <Loader aria-label={t('detail.page.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader title={fullName(user) || user.email}>
        <UserDetailActions user={user} />
      </PageHeader>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <UserProfileCard user={user} />
        <Stack gap="md">
          <UserRolesCard roles={user.rolesInOrganizations} />
          <UserMemberCards userId={user._id} cards={user.membercards} />
        </Stack>
        <UserPaymentMethods methods={user.paymentMethods ?? []} />
        <UserKiosks kiosks={user.kiosks} />
      </SimpleGrid>
      <UserLog userId={user._id} />
    </Stack>
  );
}
