import { DURATIONS } from '@kiosk/common/constants';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, themeWithLabels } from './theme.ts';

/**
 * The colour scheme follows the system ('auto') until the user picks light or dark (the header's toggle);
 * the choice is kept in this browser. public/color-scheme.js applies it before the first paint.
 */
export const COLOR_SCHEME_KEY = 'kiosk.colorScheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

// Toasts wait in @mantine/notifications' store until this mounts: off the entry script (docs/performance.md).
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

interface AppProvidersProps {
  children: ReactNode;
}

export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation();
  const theme = useMemo(() => themeWithLabels({ close: t('app.shell.close') }), [t]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={DURATIONS.generalToastMs} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
