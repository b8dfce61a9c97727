import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context.ts';
import { isProductionHost } from '../../app/layout/nav-visibility.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ForecastPage() {
  const { t } = useTranslation();
  const { config } = useAuth();
  // Spec §2: Forecast does not exist on the production host; treat it like an unknown path.
  if (isProductionHost(window.location.host, config.productionHost)) return <Navigate to="/" replace />;
  return <PlaceholderPage title={t('layout.nav.forecast')} />;
}
