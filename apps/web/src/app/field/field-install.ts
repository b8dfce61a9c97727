import { useEffect } from 'react';

/**
 * Makes /field an installable app (ADR 0025): links the web app manifest and registers the service worker
 * (dist/sw.js, built by vite-plugin-pwa) for the scope /field only. Done by the field shell, so the console's
 * pages neither link the manifest nor register a worker.
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
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/field' })
        .then(async () => {
          // The client configuration is fetched once at start, before the worker controlled the page: fetch
          // it again through the worker so its runtime cache holds it for an offline start.
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
            );
          }
          await fetch('/api/v1/config', { cache: 'no-store' });
        })
        .catch((error: unknown) => {
          console.warn('The field app works online only: its service worker did not register', error);
        });
    }
  }, []);
}
