/**
 * The organizations area (spec §2), nested below /organizations/*; paths from lib/paths.ts:
 *
 *   /organizations                   list (URL holds page, sort, search, filters)
 *   /organizations/detail/new        create form
 *   /organizations/detail/:id        detail: data, image, files, sub-organizations, users, kiosks
 *   /organizations/detail/:id/edit   edit form
 */
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { OrganizationDetailPage } from './organization-detail-page.tsx';
import { OrganizationFormPage } from './organization-form-page.tsx';
import { OrganizationListPage } from './organization-list-page.tsx';

const { routes } = paths.organizations;

export function OrganizationsRoutes() {
  return (
    <Routes>
      <Route index element={<OrganizationListPage />} />
      <Route path={routes.create} element={<OrganizationFormPage />} />
      <Route path={routes.detail} element={<OrganizationDetailPage />} />
      <Route path={routes.edit} element={<OrganizationFormPage />} />
      <Route path="*" element={<Navigate to={paths.organizations.list} replace />} />
    </Routes>
  );
}
