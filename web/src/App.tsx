/**
 * The entry: sign-in (anmeldung/), and — once signed in — the lazily loaded shell. Everything
 * heavy (PrimeReact, router, pages) sits behind the lazy import, so the sign-in bundle holds only
 * React, Amplify Auth and the sign-in forms (`npm run bench:web`).
 */
import { lazy, Suspense } from 'react';
import { Anmeldung } from './anmeldung/Anmeldung';
import type { Konfiguration } from './config';
import { Fehlergrenze } from './Fehlergrenze';
import { Laden } from './Laden';

const Shell = lazy(() => import('./shell/Shell'));

export function App({ konfig }: { konfig: Konfiguration }) {
  return (
    // The local Cognito has no SRP; AWS uses SRP. config.json decides.
    <Anmeldung authFlowType={konfig.authFlowType}>
      {(abmelden) => (
        <Fehlergrenze>
          <Suspense fallback={<Laden />}>
            <Shell abmelden={abmelden} />
          </Suspense>
        </Fehlergrenze>
      )}
    </Anmeldung>
  );
}
