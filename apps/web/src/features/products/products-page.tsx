import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ProductsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('layout.nav.products')} />;
}
