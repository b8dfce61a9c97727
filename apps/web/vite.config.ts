import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents.plugin.ts';
import { precompress } from './precompress.plugin.ts';

// The server (apps/server) serves /api and the embedded OpenID provider at /oidc; in `vite dev`
// both are proxied so the console runs on one origin, as in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [graphqlDocuments(), react(), precompress()],
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
