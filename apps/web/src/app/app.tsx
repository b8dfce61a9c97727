import type { UserManager } from 'oidc-client-ts';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/auth-provider.tsx';
import type { ClientConfig } from './auth/client-config.ts';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';
import { SessionExpiredDialog } from './session/session-expired-dialog.tsx';

interface AppProps {
  config: ClientConfig;
  userManager: UserManager;
}

export function App({ config, userManager }: AppProps) {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <AuthProvider config={config} userManager={userManager}>
        <RouterProvider router={router} />
        <SessionExpiredDialog />
      </AuthProvider>
    </AppProviders>
  );
}
