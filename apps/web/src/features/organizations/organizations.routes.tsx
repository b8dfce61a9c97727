/**
 * The organizations area (spec §2), nested below /organizations/*; paths from lib/paths.ts:
 *
 *   /organizations                   list (URL holds page, sort, search, filters)
 *   /organizations/detail/new        create form
 *   /organizations/detail/:id        detail: data, image, files, sub-organizations, users, kiosks
 *   /organizations/detail/:id/edit   edit form
 */
import { FeatureRoutes } from '../../components/feature-routes.tsx';
import { paths } from '../../lib/paths.ts';
import { OrganizationDetailPage } from './organization-detail-page.tsx';
import { OrganizationFormPage } from './organization-form-page.tsx';
import { OrganizationListPage } from './organization-list-page.tsx';

export function OrganizationsRoutes() {
  return (
    <FeatureRoutes
      paths={paths.organizations}
      list={<OrganizationListPage />}
      create={<OrganizationFormPage />}
      detail={<OrganizationDetailPage />}
      edit={<OrganizationFormPage />}
    />
  );
}
