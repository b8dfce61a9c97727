import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/notify.ts';
import { UserForm } from './components/user-form.tsx';
import { fullName } from './user-display.ts';
import { useUser } from './users.queries.ts';

/** /users/detail/:id/edit */
export function UserEditPage() {
  const { t } = useTranslation(['users', 'errors']);
  const { id } = useParams();
  const query = useUser(id);
  const user = query.data;

  if (query.isError) {
    return (
      <>
        <PageHeader title={t('form.page.editTitle')} />
        <Alert color="red" role="alert" title={t('detail.page.loadFailed')}>
          {errorMessage(query.error, t)}
        </Alert>
      </>
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
    <>
      <PageHeader title={t('form.page.editTitleNamed', { name: fullName(user) })} />
      {/* Keyed by the loaded user so the form starts from fresh values after a reload. */}
      <UserForm key={`${user._id}-${user.updatedAt}`} user={user} />
    </>
  );
}
