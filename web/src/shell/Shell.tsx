/**
 * The signed-in app (loaded lazily after sign-in): PrimeReact theme and locale, a fresh SWR cache
 * per session, toasts, the router and the layout. The router is a data router (one splat route
 * holding the layout's own routes) only for its navigation blocker: a page with unsaved work asks
 * before the browser's Back leaves it too (komponenten/useVerlassenFragen).
 */
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './shell.css';
import './kontrast.css';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiFehler } from '../api/client';
import { primeReactDeutsch } from '../locale';
import { HintergrundexporteProvider } from './Hintergrundexporte';
import { MeldungenProvider } from './Meldungen';
import { Rahmen } from './Rahmen';

primeReactDeutsch();

const SWR_OPTIONEN: SWRConfiguration = {
  // A new cache per mount: after sign-out and sign-in as someone else nothing of the last user remains.
  provider: () => new Map(),
  revalidateOnFocus: false,
  onErrorRetry: (fehler, _schluessel, _konfig, nochmal, { retryCount }) => {
    // A client error will not heal by asking again.
    if (fehler instanceof ApiFehler && fehler.status >= 400 && fehler.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void nochmal({ retryCount }), 2000 * 2 ** retryCount);
  },
};

export default function Shell({ abmelden }: { abmelden: () => void }) {
  // The router lives as long as the shell (the sign-out it is handed does the same every time).
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <Rahmen abmelden={abmelden} /> }]),
  );
  return (
    <SWRConfig value={SWR_OPTIONEN}>
      <MeldungenProvider>
        <HintergrundexporteProvider>
          <RouterProvider router={router} />
        </HintergrundexporteProvider>
      </MeldungenProvider>
    </SWRConfig>
  );
}
