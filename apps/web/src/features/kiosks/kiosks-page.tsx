/**
 * Kiosks (spec §2), nested below /kiosks/*; paths from lib/paths.ts: /kiosks the list,
 * /kiosks/detail/:id one kiosk's page, /kiosks/detail/:id/edit its form, /kiosks/detail/new creates
 * one. Anything else below /kiosks goes back to the list.
 */
import { FeatureRoutes } from '../../components/feature-routes.tsx';
import { paths } from '../../lib/paths.ts';
import { KioskDetailPage } from './kiosk-detail-page.tsx';
import { KioskEditPage } from './kiosk-edit-page.tsx';
import { KioskListPage } from './kiosk-list-page.tsx';

export function KiosksPage() {
  return (
    <FeatureRoutes
      paths={paths.kiosks}
      list={<KioskListPage />}
      create={<KioskEditPage />}
      detail={<KioskDetailPage />}
      edit={<KioskEditPage />}
    />
  );
}
