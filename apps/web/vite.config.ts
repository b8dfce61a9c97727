import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocuments } from './graphql-documents.plugin.ts';
import { precompress } from './precompress.plugin.ts';
import { fieldPrecacheFiles, keepForField, type BuildChunk } from './src/app/field/field-precache.ts';

// The server (apps/server) serves /api and the embedded OpenID provider at /oidc; in `vite dev`
// both are proxied so the console runs on one origin, as in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    // The field app's service worker (ADR 0025): dist/sw.js precaches the app shell so /field opens offline.
    // The field shell registers it with scope /field and links public/field.webmanifest itself, so the
    // console's pages and bundle stay as they were (no manifest link, no registration code in the entry).
    VitePWA({
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        globIgnores: ['**/node_modules/**', '.vite/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Only what /field loads (the entry, its languages, the field routes), not the console's pages.
        manifestTransforms: [
          (entries) => {
            const built = JSON.parse(
              readFileSync(new URL('dist/.vite/manifest.json', import.meta.url), 'utf8'),
            ) as Record<string, BuildChunk>;
            const files = fieldPrecacheFiles(built);
            return { manifest: entries.filter((entry) => keepForField(entry.url, files)) };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/field(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // The client configuration (issuer, client id) the app needs before it starts.
            urlPattern: ({ url }) => url.pathname === '/api/v1/config',
            handler: 'NetworkFirst',
            options: { cacheName: 'field-config', networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (bench/web-performance.ts, docs/performance.md).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One chunk per UI language (lib/i18n.ts loads the one shown); the help's texts stay with it.
            { name: 'locale-en', test: /i18n[\\/]locales[\\/]en[\\/](?!help\.json)/ },
            { name: 'locale-de', test: /i18n[\\/]locales[\\/]de[\\/](?!help\.json)/ },
            // React and the router change rarely: a chunk of their own stays cached across releases.
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/oidc': { target: apiTarget },
    },
  },
});
