import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/spotlight/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadClientConfig } from './app/auth/client-config.ts';
import { SILENT_RENEW_PATH, createUserManager } from './app/auth/user-manager.ts';
import { AppProviders } from './app/providers.tsx';
import { BootErrorPage } from './app/boot-error-page.tsx';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');

if (window.location.pathname === SILENT_RENEW_PATH) {
  // Hidden iframe of automatic silent renewal: hand the response to the parent, render nothing.
  loadClientConfig()
    .then((config) => createUserManager(config).signinSilentCallback())
    .catch((error: unknown) => console.error('Silent renew failed', error));
} else if (container) {
  const root = createRoot(container);
  // The texts of the UI language load beside the configuration (the OIDC client needs the issuer and
  // client id from the server before it can exist); a failed text load still shows the boot error.
  const texts = initI18n();
  Promise.all([loadClientConfig(), texts]).then(
    ([config]) => {
      root.render(
        <StrictMode>
          <App config={config} userManager={createUserManager(config)} />
        </StrictMode>,
      );
    },
    (error: unknown) => {
      console.error('Could not start the console', error);
      void texts
        .catch(() => undefined)
        .finally(() =>
          root.render(
            <StrictMode>
              <AppProviders>
                <BootErrorPage />
              </AppProviders>
            </StrictMode>,
          ),
        );
    },
  );
}
