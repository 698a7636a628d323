import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The sign-in bundle's libraries in two stable chunks (they change rarely and cache well).
 * PrimeReact gets no group on purpose: left to automatic splitting, each lazily loaded page
 * brings only the components it uses (DataTable with the table pages, not with the shell).
 */
const BIBLIOTHEKEN: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'amplify',
    // Amplify UI (@aws-amplify/ui, ui-react, ui-react-core) is not part of it: only the account
    // page loads it, in that page's chunk.
    test: /node_modules[\\/](aws-amplify[\\/]|@aws-amplify[\\/](?!ui[\\/-])|@aws-crypto[\\/]|@aws-sdk[\\/]|@smithy[\\/])/,
    priority: 30,
  },
];

export default defineConfig(({ mode }) => {
  // `LIEFERDESK_API=http://127.0.0.1:PORT npm run dev -w web` proxies the API and config.json of a
  // running local stack, so the dev server works against it.
  const umgebung = loadEnv(mode, '.', 'LIEFERDESK_');
  const api = umgebung.LIEFERDESK_API;
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: BIBLIOTHEKEN,
          },
        },
      },
    },
    server: api
      ? {
          proxy: {
            '/MSC3': { target: api, changeOrigin: true },
            '/config.json': { target: api, changeOrigin: true },
          },
        }
      : undefined,
  };
});
