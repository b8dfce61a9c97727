/**
 * The users area (spec §2 "users/*"), lazy-loaded by app/router.tsx; paths from lib/paths.ts:
 *
 *   /users                    list with search, filters, export and "My exports"
 *   /users/detail/new         create form
 *   /users/detail/:id         detail: profile, roles, member cards, payment methods, kiosks, user log, actions
 *   /users/detail/:id/edit    edit form
 *
 * The earlier `/users/new` and `/users/edit/:id` lead to the same screens.
 */
import { Navigate, Route } from 'react-router';
import { FeatureRoutes } from '../../components/feature-routes.tsx';
import { RedirectWithId } from '../../components/redirect-with-id.tsx';
import { paths } from '../../lib/paths.ts';
import { UserCreatePage } from './user-create-page.tsx';
import { UserDetailPage } from './user-detail-page.tsx';
import { UserEditPage } from './user-edit-page.tsx';
import { UserListPage } from './user-list-page.tsx';

export function UsersRoutes() {
  return (
    <FeatureRoutes
      paths={paths.users}
      list={<UserListPage />}
      create={<UserCreatePage />}
      detail={<UserDetailPage />}
      edit={<UserEditPage />}
    >
      <Route path="new" element={<Navigate to={paths.users.create} replace />} />
      <Route path="edit/:id" element={<RedirectWithId to={paths.users.edit} />} />
    </FeatureRoutes>
  );
}
