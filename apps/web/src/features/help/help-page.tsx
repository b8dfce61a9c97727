import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function HelpPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('layout.nav.help')} />;
}
