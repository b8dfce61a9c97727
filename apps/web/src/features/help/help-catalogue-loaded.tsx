import type { HelpCatalogue } from '@kiosk/common/i18n/help';
import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCatalogue } from './help.queries.ts';

/** The help catalogue in the UI language: a spinner while it loads, the route error if it fails. */
export function HelpCatalogueLoaded({ children }: { children: (catalogue: HelpCatalogue) => ReactNode }) {
  const { t } = useTranslation();
  const catalogue = useHelpCatalogue();
  if (catalogue.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.shell.loading')} />
      </Center>
    );
  }
  if (catalogue.isError) return <Alert color="red">{t('app.routeError.message')}</Alert>;
  return children(catalogue.data);
}
