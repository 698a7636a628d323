/**
 * Sign-in on Amplify Auth (Cognito), with forms of our own: the first thing every user loads, so
 * it holds only React and Amplify's auth client — the rest of the app loads after sign-in (README,
 * "Web: first load"). The steps and their messages are plain data in ablauf.ts.
 *
 * Signed in (a session in the tab, or one taken over from another tab: shell/sitzung.ts), it
 * renders the app; signing out anywhere, or a session that can no longer be refreshed, brings the
 * form back.
 */
import {
  confirmResetPassword,
  confirmSignIn,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ANMELDE_TEXTE as T, MELDUNGEN } from '@lieferdesk/shared';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Konfiguration } from '../config';
import { useQrBild } from '../komponenten/useQrBild';
import { Laden } from '../Laden';
import { SITZUNG_UEBERNOMMEN } from '../shell/sitzung';
import { eingabeFehler, fehlerText, folgeAufAnmeldung, folgeAufZuruecksetzen, type Schritt } from './ablauf';
import './anmeldung.css';

export function Anmeldung({
  authFlowType,
  children,
}: {
  authFlowType: Konfiguration['authFlowType'];
  children(abmelden: () => void): ReactNode;
}) {
  const [angemeldet, setAngemeldet] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    let aktiv = true;
    const pruefen = () =>
      getCurrentUser().then(
        () => aktiv && setAngemeldet(true),
        () => aktiv && setAngemeldet(false),
      );
    void pruefen();
    const abbestellen = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') setAngemeldet(true);
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setAngemeldet(false);
    });
    // Another tab's session that arrived after this one started.
    const uebernommen = () => void pruefen();
    window.addEventListener(SITZUNG_UEBERNOMMEN, uebernommen);
    return () => {
      aktiv = false;
      abbestellen();
      window.removeEventListener(SITZUNG_UEBERNOMMEN, uebernommen);
    };
  }, []);

  if (angemeldet === undefined) return <Laden />;
  if (angemeldet) return <>{children(() => void signOut())}</>;
  return <Anmeldeformular authFlowType={authFlowType} onAngemeldet={() => setAngemeldet(true)} />;
}

const LEER = { benutzername: '', passwort: '', neuesPasswort: '', bestaetigung: '', code: '' };
type Eingaben = typeof LEER;

function Anmeldeformular({
  authFlowType,
  onAngemeldet,
}: {
  authFlowType: Konfiguration['authFlowType'];
  onAngemeldet(): void;
}) {
  const [schritt, setSchritt] = useState<Schritt>({ art: 'anmelden' });
  const [e, setE] = useState<Eingaben>(LEER);
  const [fehler, setFehler] = useState<string | null>(null);
  const [sendet, setSendet] = useState(false);
  const formular = useRef<HTMLFormElement>(null);

  // Each step starts in its first field.
  useEffect(() => {
    formular.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [schritt.art]);

  const setze = (name: keyof Eingaben) => (ereignis: { target: { value: string } }) =>
    setE((alt) => ({ ...alt, [name]: ereignis.target.value }));

  function zu(naechster: Schritt) {
    setFehler(null);
    setE((alt) => ({ ...LEER, benutzername: alt.benutzername }));
    setSchritt(naechster);
  }

  /** Follows Amplify's answers until a form is needed (or the user is in). */
  async function weiter(antwort: Parameters<typeof folgeAufAnmeldung>[0]) {
    for (;;) {
      const folge = folgeAufAnmeldung(antwort, e.benutzername.trim());
      if ('fehler' in folge) {
        setFehler(folge.fehler);
        return;
      }
      if ('antworten' in folge) {
        antwort = await confirmSignIn({ challengeResponse: folge.antworten });
        continue;
      }
      if (folge.schritt.art === 'fertig') onAngemeldet();
      else zu(folge.schritt);
      return;
    }
  }

  async function absenden(ereignis: FormEvent) {
    ereignis.preventDefault();
    if (sendet) return;
    const ungueltig = eingabeFehler(schritt.art, e);
    if (ungueltig) {
      setFehler(ungueltig);
      return;
    }
    setSendet(true);
    setFehler(null);
    const username = e.benutzername.trim();
    try {
      switch (schritt.art) {
        case 'anmelden':
          await weiter(await signIn({ username, password: e.passwort, options: { authFlowType } }));
          break;
        case 'neuesPasswort':
          await weiter(await confirmSignIn({ challengeResponse: e.neuesPasswort }));
          break;
        case 'totpEinrichten':
        case 'totpCode':
          await weiter(await confirmSignIn({ challengeResponse: e.code.trim() }));
          break;
        case 'passwortVergessen':
          zu(folgeAufZuruecksetzen(await resetPassword({ username })));
          break;
        case 'passwortZuruecksetzen':
          await confirmResetPassword({
            username,
            confirmationCode: e.code.trim(),
            newPassword: e.neuesPasswort,
          });
          zu({ art: 'anmelden', hinweis: T.hinweis.passwortZurueckgesetzt });
          break;
        case 'fertig':
          break;
      }
    } catch (grund) {
      setFehler(fehlerText(grund, schritt.art));
      setE((alt) => ({ ...alt, code: '' }));
    } finally {
      setSendet(false);
    }
  }

  const hinweis =
    schritt.art === 'anmelden'
      ? schritt.hinweis
      : schritt.art === 'passwortZuruecksetzen'
        ? schritt.ziel
          ? T.hinweis.codeGesendet(schritt.ziel)
          : undefined
        : schritt.art === 'fertig'
          ? undefined
          : T.hinweis[schritt.art];
  const knopf =
    schritt.art === 'anmelden'
      ? T.anmelden
      : schritt.art === 'passwortVergessen'
        ? T.codeSenden
        : schritt.art === 'totpEinrichten' || schritt.art === 'totpCode'
          ? T.bestaetigen
          : T.weiter;

  return (
    <main className="ld-anmeldung">
      <form
        ref={formular}
        className="ld-anmeldung-karte"
        onSubmit={(ereignis) => void absenden(ereignis)}
        noValidate
        aria-labelledby="anmeldung-schritt"
      >
        <h1 className="ld-anmeldung-titel">{MELDUNGEN.produktName}</h1>
        <h2 id="anmeldung-schritt" className="ld-anmeldung-schritt">
          {schritt.art === 'fertig' ? T.titel.anmelden : T.titel[schritt.art]}
        </h2>
        {hinweis && (
          <p className="ld-anmeldung-hinweis" role="status">
            {hinweis}
          </p>
        )}

        {(schritt.art === 'anmelden' || schritt.art === 'passwortVergessen') && (
          <Feld
            id="anmeldung-benutzername"
            name="username"
            beschriftung={T.benutzername}
            platzhalter={T.benutzernameEingeben}
            autoComplete="username"
            wert={e.benutzername}
            onChange={setze('benutzername')}
          />
        )}
        {schritt.art === 'anmelden' && (
          <PasswortFeld
            id="anmeldung-passwort"
            name="password"
            beschriftung={T.passwort}
            autoComplete="current-password"
            wert={e.passwort}
            onChange={setze('passwort')}
          />
        )}
        {schritt.art === 'totpEinrichten' && (
          <TotpEinrichtung uri={schritt.uri} schluessel={schritt.schluessel} />
        )}
        {(schritt.art === 'totpEinrichten' ||
          schritt.art === 'totpCode' ||
          schritt.art === 'passwortZuruecksetzen') && (
          <Feld
            id="anmeldung-code"
            name="code"
            beschriftung={T.code}
            platzhalter={T.codeEingeben}
            autoComplete="one-time-code"
            inputMode="numeric"
            wert={e.code}
            onChange={setze('code')}
          />
        )}
        {(schritt.art === 'neuesPasswort' || schritt.art === 'passwortZuruecksetzen') && (
          <>
            <PasswortFeld
              id="anmeldung-neues-passwort"
              name="new-password"
              beschriftung={T.neuesPasswort}
              autoComplete="new-password"
              wert={e.neuesPasswort}
              onChange={setze('neuesPasswort')}
            />
            <PasswortFeld
              id="anmeldung-bestaetigung"
              name="confirm-password"
              beschriftung={T.passwortBestaetigen}
              autoComplete="new-password"
              wert={e.bestaetigung}
              onChange={setze('bestaetigung')}
            />
          </>
        )}

        {fehler && (
          <p className="ld-anmeldung-fehler" role="alert" data-testid="anmeldung-fehler">
            {fehler}
          </p>
        )}
        <button type="submit" className="ld-anmeldung-knopf" disabled={sendet} aria-busy={sendet}>
          {sendet ? T.bitteWarten : knopf}
        </button>
        {schritt.art === 'anmelden' ? (
          <button
            type="button"
            className="ld-anmeldung-link"
            onClick={() => zu({ art: 'passwortVergessen' })}
          >
            {T.passwortVergessen}
          </button>
        ) : (
          <button type="button" className="ld-anmeldung-link" onClick={() => zu({ art: 'anmelden' })}>
            {T.zurueckZurAnmeldung}
          </button>
        )}
      </form>
    </main>
  );
}

interface FeldProps {
  id: string;
  name: string;
  beschriftung: string;
  platzhalter?: string;
  autoComplete: string;
  inputMode?: 'numeric';
  wert: string;
  onChange(ereignis: { target: { value: string } }): void;
}

function Feld(p: FeldProps & { typ?: 'text' | 'password'; zusatz?: ReactNode }) {
  return (
    <div className="ld-anmeldung-feld">
      <label htmlFor={p.id}>{p.beschriftung}</label>
      <div className="ld-anmeldung-eingabe">
        <input
          id={p.id}
          name={p.name}
          type={p.typ ?? 'text'}
          placeholder={p.platzhalter}
          autoComplete={p.autoComplete}
          inputMode={p.inputMode}
          autoCapitalize="none"
          spellCheck={false}
          value={p.wert}
          onChange={p.onChange}
        />
        {p.zusatz}
      </div>
    </div>
  );
}

/** A password field whose text can be shown, for typing a new one without a mistake. */
function PasswortFeld(p: FeldProps) {
  const [sichtbar, setSichtbar] = useState(false);
  return (
    <Feld
      {...p}
      platzhalter={p.name === 'password' ? T.passwortEingeben : undefined}
      typ={sichtbar ? 'text' : 'password'}
      zusatz={
        <button
          type="button"
          className="ld-anmeldung-zeigen"
          aria-label={sichtbar ? T.passwortVerbergen : T.passwortAnzeigen}
          aria-pressed={sichtbar}
          onClick={() => setSichtbar((s) => !s)}
        >
          {sichtbar ? '◉' : '◎'}
        </button>
      }
    />
  );
}

/** The one-time TOTP set-up: the otpauth URI as a QR code for the app, and the key to type in. */
function TotpEinrichtung({ uri, schluessel }: { uri: string; schluessel: string }) {
  const bild = useQrBild(uri);
  return (
    <div className="ld-anmeldung-totp">
      {bild ? <img src={bild} alt={T.qrCode} width={200} height={200} /> : <Laden />}
      <p>
        {T.schluessel}: <code data-testid="anmeldung-schluessel">{schluessel}</code>
      </p>
    </div>
  );
}
