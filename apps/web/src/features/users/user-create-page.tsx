import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UserForm } from './components/user-form.tsx';

/** /users/detail/new */
export function UserCreatePage() {
  const { t } = useTranslation(['users', 'errors']);
  return (
    <>
      <PageHeader title={t('form.page.createTitle')} />
      <UserForm user={null} />
    </>
  );
}
