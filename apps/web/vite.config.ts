import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (apps/server) serves /api and the embedded OpenID provider at /oidc; in `vite dev`
// both are proxied so the console runs on one origin, as in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/oidc': { target: apiTarget },
    },
  },
});
