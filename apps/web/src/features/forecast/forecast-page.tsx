import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Hidden on the production host by app/router.tsx (spec §2). */
export function ForecastPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('layout.nav.forecast')} />;
}
