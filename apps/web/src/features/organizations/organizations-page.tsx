/**
 * The organizations area (spec §2), nested below /organizations/*:
 *
 *   /organizations                   list (URL holds page, sort, search, filters)
 *   /organizations/detail/new        create form (an id of 'new' means create, as for kiosks and products)
 *   /organizations/detail/:id        detail: data, image, files, sub-organizations, users, kiosks
 *   /organizations/detail/:id/edit   edit form
 */
import { Navigate, Route, Routes } from 'react-router';
import { OrganizationDetailPage } from './organization-detail-page.tsx';
import { OrganizationFormPage } from './organization-form-page.tsx';
import { OrganizationListPage } from './organization-list-page.tsx';

export function OrganizationsPage() {
  return (
    <Routes>
      <Route index element={<OrganizationListPage />} />
      <Route path="detail/new" element={<OrganizationFormPage />} />
      <Route path="detail/:id" element={<OrganizationDetailPage />} />
      <Route path="detail/:id/edit" element={<OrganizationFormPage />} />
      <Route path="*" element={<Navigate to="/organizations" replace />} />
    </Routes>
  );
}
