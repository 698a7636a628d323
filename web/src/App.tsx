/**
 * The entry: sign-in with Amplify's Authenticator, and — once signed in — the lazily loaded shell.
 * Everything heavy (PrimeReact, router, pages) sits behind the lazy import, so the sign-in bundle
 * holds only React, Amplify Auth and the Authenticator.
 */
import { Authenticator, translations } from '@aws-amplify/ui-react';
import { signIn, type SignInInput } from 'aws-amplify/auth';
import { I18n } from 'aws-amplify/utils';
import { MELDUNGEN } from '@lieferdesk/shared';
import { lazy, Suspense, useMemo } from 'react';
import type { Konfiguration } from './config';
import { Fehlergrenze } from './Fehlergrenze';
import { Laden } from './Laden';

const Shell = lazy(() => import('./shell/Shell'));

I18n.putVocabularies(translations);
I18n.putVocabulariesForLanguage('de', { 'Enter your Username': MELDUNGEN.anmeldungBenutzernameEingeben });
I18n.setLanguage('de');

function Kopf() {
  return <h1 className="ld-anmeldung-titel">{MELDUNGEN.produktName}</h1>;
}

const KOMPONENTEN = { Header: Kopf };

export function App({ konfig }: { konfig: Konfiguration }) {
  const services = useMemo(
    () => ({
      // The local Cognito has no SRP; AWS uses SRP. config.json decides. (The Authenticator calls
      // this with the input only; the cast drops signIn's server-context overload.)
      handleSignIn: ((eingabe: SignInInput) =>
        signIn({
          ...eingabe,
          options: { ...eingabe.options, authFlowType: konfig.authFlowType },
        })) as typeof signIn,
    }),
    [konfig.authFlowType],
  );
  return (
    <Authenticator hideSignUp services={services} components={KOMPONENTEN}>
      {({ signOut }) => (
        <Fehlergrenze>
          <Suspense fallback={<Laden />}>
            <Shell abmelden={() => signOut?.()} />
          </Suspense>
        </Fehlergrenze>
      )}
    </Authenticator>
  );
}
