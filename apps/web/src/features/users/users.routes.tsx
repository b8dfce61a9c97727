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
import { Navigate, Route, Routes } from 'react-router';
import { RedirectWithId } from '../../components/redirect-with-id.tsx';
import { paths } from '../../lib/paths.ts';
import { UserCreatePage } from './user-create-page.tsx';
import { UserDetailPage } from './user-detail-page.tsx';
import { UserEditPage } from './user-edit-page.tsx';
import { UserListPage } from './user-list-page.tsx';

const { routes } = paths.users;

export function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path={routes.create} element={<UserCreatePage />} />
      <Route path={routes.detail} element={<UserDetailPage />} />
      <Route path={routes.edit} element={<UserEditPage />} />
      <Route path="new" element={<Navigate to={paths.users.create} replace />} />
      <Route path="edit/:id" element={<RedirectWithId to={paths.users.edit} />} />
      <Route path="*" element={<Navigate to={paths.users.list} replace />} />
    </Routes>
  );
}
