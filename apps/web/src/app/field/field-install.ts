import { useEffect } from 'react';

const SCOPE = '/field';
/** The worker's runtime cache of the client configuration (vite.config.ts, NetworkFirst). */
const CONFIG_CACHE = 'field-config';

/** Resolves when the registration's worker is activated; rejects when its install failed (redundant). */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (registration.active?.state === 'activated') return resolve();
      if (!worker || worker.state === 'redundant') return reject(new Error('the service worker did not install'));
      worker.addEventListener('statechange', check, { once: true });
    };
    check();
  });
}

/**
 * Registers the field app's service worker (dist/sw.js) for the scope /field and stores the client
 * configuration in the worker's runtime cache, so /field opens without a network next time.
 *
 * The page itself is usually not controlled by the worker: a client belongs to the scope of the URL it
 * was created with, and after the sign-in the app reaches /field from /login or / by client-side routing
 * (so `navigator.serviceWorker.ready` never resolves here). The page therefore writes the configuration
 * into the cache itself instead of fetching it through the worker. The install downloads the whole
 * precache; when the network goes away during it, the install fails and the registration is dropped, so
 * this runs again whenever the phone comes back online.
 */
async function registerFieldWorker(): Promise<void> {
  const registration =
    (await navigator.serviceWorker.getRegistration(SCOPE)) ??
    (await navigator.serviceWorker.register('/sw.js', { scope: SCOPE }));
  await activated(registration);
  const config = await fetch('/api/v1/config', { cache: 'no-store' });
  if (config.ok) await (await caches.open(CONFIG_CACHE)).put('/api/v1/config', config);
}

/**
 * Makes /field an installable app (ADR 0025): links the web app manifest and registers the service worker
 * for the scope /field only. Done by the field shell, so the console's pages neither link the manifest nor
 * register a worker.
 */
export function useFieldInstall(): void {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/field.webmanifest';
      document.head.append(link);
      const icon = document.createElement('link');
      icon.rel = 'apple-touch-icon';
      icon.href = '/field-apple-touch-icon.png';
      document.head.append(icon);
      const theme = document.createElement('meta');
      theme.name = 'theme-color';
      theme.content = '#087f5b';
      document.head.append(theme);
    }
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      if (!navigator.onLine) return;
      registerFieldWorker().catch((error: unknown) => {
        console.warn('The field app works online only until its service worker installs', error);
      });
    };
    register();
    window.addEventListener('online', register);
    return () => window.removeEventListener('online', register);
  }, []);
}
