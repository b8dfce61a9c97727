/**
 * Kiosks (spec §2), nested below /kiosks/*; paths from lib/paths.ts: /kiosks the list,
 * /kiosks/detail/:id one kiosk's page, /kiosks/detail/:id/edit its form, /kiosks/detail/new creates
 * one. Anything else below /kiosks goes back to the list.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeatureRoutes } from '../../components/feature-routes.tsx';
import { paths } from '../../lib/paths.ts';
import { KioskEditPage } from './kiosk-edit-page.tsx';
import { KioskListPage } from './kiosk-list-page.tsx';

// The kiosk page carries the chart library and the QR encoder; the list loads without them.
const KioskPlaylistPage = lazy(async () => ({
  default: (await import('./playlist/kiosk-playlist-page.tsx')).KioskPlaylistPage,
}));
const KioskDetailPage = lazy(async () => ({ default: (await import('./kiosk-detail-page.tsx')).KioskDetailPage }));
const KioskSettingsPage = lazy(async () => ({
  default: (await import('./settings/kiosk-settings-page.tsx')).KioskSettingsPage,
}));
const PlanogramPage = lazy(async () => ({ default: (await import('./planogram/planogram-page.tsx')).PlanogramPage }));

export function KiosksPage() {
  return (
    <FeatureRoutes
      paths={paths.kiosks}
      list={<KioskListPage />}
      create={<KioskEditPage />}
      detail={
        <Suspense fallback={<PageLoader />}>
          <KioskDetailPage />
        </Suspense>
      }
      edit={<KioskEditPage />}
    >
      <Route
        path="settings/:id/:tab?"
        element={
          <Suspense fallback={<PageLoader />}>
            <KioskSettingsPage />
          </Suspense>
        }
      />
      <Route
        path="playlist/:id"
        element={
          <Suspense fallback={<PageLoader />}>
            <KioskPlaylistPage />
          </Suspense>
        }
      />
      <Route
        path="planogram/:id"
        element={
          <Suspense fallback={<PageLoader />}>
            <PlanogramPage />
          </Suspense>
        }
      />
    </FeatureRoutes>
  );
}

function PageLoader() {
  const { t } = useTranslation('kiosks');
  return (
    <Center py="xl" role="status" aria-label={t('kiosks.detail.loading')}>
      <Loader />
    </Center>
  );
}
