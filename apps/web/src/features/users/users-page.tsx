/**
 * The users area (spec §2 "users/*"), lazy-loaded by app/router.tsx:
 *
 *   /users               list with search, filters, export and "My exports"
 *   /users/new           create form
 *   /users/detail/:id    detail: profile, roles, member cards, payment methods, kiosks, user log, actions
 *   /users/edit/:id      edit form
 */
import { Navigate, Route, Routes } from 'react-router';
import { UserCreatePage } from './user-create-page.tsx';
import { UserDetailPage } from './user-detail-page.tsx';
import { UserEditPage } from './user-edit-page.tsx';
import { UserListPage } from './user-list-page.tsx';

export function UsersPage() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path="new" element={<UserCreatePage />} />
      <Route path="detail/:id" element={<UserDetailPage />} />
      <Route path="edit/:id" element={<UserEditPage />} />
      <Route path="*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}
