import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function KiosksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('layout.nav.kiosks')} />;
}
