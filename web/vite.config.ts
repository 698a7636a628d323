import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Two cuts into Amplify UI that make the sign-in bundle lighter without touching the Authenticator
 * (`npm run bench:web` prints the effect; the tests in web/test/anmeldung-schlank.test.ts fail when
 * an upgrade moves what they cut):
 * - its dictionary index spreads all twenty languages into one module the bundler cannot shake
 *   (about 20 KB gzip); the app speaks German only, so the other languages become empty.
 * - the QR code library serves only the one-time TOTP set-up (MFA is required in AWS); it loads
 *   when that screen shows instead of with every sign-in screen (about 8 KB gzip).
 */
export const AMPLIFY_WOERTERBUECHER =
  /[\\/]@aws-amplify[\\/]ui[\\/]dist[\\/]esm[\\/]i18n[\\/]dictionaries[\\/]index\.mjs$/;
export const AMPLIFY_TOTP =
  /[\\/]@aws-amplify[\\/]ui-react[\\/]dist[\\/]esm[\\/]components[\\/]Authenticator[\\/]SetupTotp[\\/]SetupTotp\.mjs$/;
/** The languages of the dictionary index besides German (`<code>Dict`). */
export const ANDERE_SPRACHEN = 'en es fr hu id it ja kr nb nl pl pt ru sv th tr ua zh he'.split(' ');
const QR_SPAET = '\0lieferdesk-qrcode-spaet';

export function anmeldungSchlank(): Plugin {
  return {
    name: 'lieferdesk-anmeldung-schlank',
    enforce: 'pre',
    resolveId(quelle, importeur) {
      return quelle === 'qrcode' && importeur && AMPLIFY_TOTP.test(importeur) ? QR_SPAET : undefined;
    },
    load(id) {
      if (id === QR_SPAET) {
        return "export default { toDataURL: (...a) => import('qrcode').then((m) => m.default.toDataURL(...a)) };";
      }
      if (!AMPLIFY_WOERTERBUECHER.test(id)) return undefined;
      return [
        "export { deDict } from './authenticator/de.mjs';",
        "export { defaultTexts } from './authenticator/defaultTexts.mjs';",
        ...ANDERE_SPRACHEN.map((sprache) => `export const ${sprache}Dict = {};`),
      ].join('\n');
    },
  };
}

/**
 * The sign-in bundle's libraries in two stable chunks (they change rarely and cache well).
 * PrimeReact gets no group on purpose: left to automatic splitting, each lazily loaded page
 * brings only the components it uses (DataTable with the table pages, not with the shell).
 */
const BIBLIOTHEKEN: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|xstate)[\\/]/,
    priority: 30,
  },
];

export default defineConfig(({ mode }) => {
  // `LIEFERDESK_API=http://127.0.0.1:PORT npm run dev -w web` proxies the API and config.json of a
  // running local stack, so the dev server works against it.
  const umgebung = loadEnv(mode, '.', 'LIEFERDESK_');
  const api = umgebung.LIEFERDESK_API;
  return {
    plugins: [anmeldungSchlank(), react()],
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
