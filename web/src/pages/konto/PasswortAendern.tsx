/**
 * Changing the password with Amplify UI's AccountSettings.ChangePassword, in German: our labels,
 * the show-password switch worded by us (Amplify words it in English only), the pool's rule checked
 * under the new password's field, and Cognito's refusal shown in German instead of its own text.
 */
import { AccountSettings, Alert, Heading } from '@aws-amplify/ui-react';
import { KONTO_TEXTE as K } from '@lieferdesk/shared';
import { createContext, useContext, useRef, useState, type ComponentProps } from 'react';
import { passwortFehlerText } from './kontoFehler';
import { PASSWORT_PRUEFUNGEN } from './passwortPruefung';

const Feld = AccountSettings.ChangePassword.CurrentPasswordField;

function PasswortFeld(props: ComponentProps<typeof Feld>) {
  return (
    <Feld
      {...props}
      showPasswordButtonLabel={K.passwortFeld.anzeigen}
      passwordIsHiddenLabel={K.passwortFeld.verborgen}
      passwordIsShownLabel={K.passwortFeld.sichtbar}
    />
  );
}

function NeuesPasswortFeld(props: ComponentProps<typeof Feld>) {
  return <PasswortFeld {...props} descriptiveText={K.passwort.regel} />;
}

/** The German text of the last refusal; ChangePassword itself holds only Cognito's English one. */
const FehlerKontext = createContext('');

function Fehlermeldung() {
  return (
    <Alert variation="error" data-testid="konto-passwort-fehler">
      {useContext(FehlerKontext)}
    </Alert>
  );
}

const BAUTEILE = {
  CurrentPasswordField: PasswortFeld,
  NewPasswordField: NeuesPasswortFeld,
  ConfirmPasswordField: PasswortFeld,
  ErrorMessage: Fehlermeldung,
};

const ANZEIGE = {
  currentPasswordFieldLabel: K.passwort.aktuell,
  newPasswordFieldLabel: K.passwort.neu,
  confirmPasswordFieldLabel: K.passwort.bestaetigen,
  updatePasswordButtonText: K.passwort.knopf,
};

/** `onEingabe` says whether any of the three fields holds typed text (the page asks before leaving it). */
export function PasswortAendern({ onEingabe }: { onEingabe(hatEingabe: boolean): void }) {
  const [fehler, setFehler] = useState('');
  const [geaendert, setGeaendert] = useState(false);
  // ChangePassword keeps its fields after success: a new one, empty, for the next change.
  const [runde, setRunde] = useState(0);
  const bereich = useRef<HTMLDivElement>(null);

  const eingabePruefen = () => {
    setGeaendert(false);
    onEingabe([...(bereich.current?.querySelectorAll('input') ?? [])].some((feld) => feld.value !== ''));
  };

  return (
    <section aria-labelledby="konto-passwort-titel" className="ld-konto-abschnitt">
      <Heading level={2} id="konto-passwort-titel">
        {K.passwort.titel}
      </Heading>
      {geaendert && (
        <Alert variation="success" data-testid="konto-passwort-geaendert">
          {K.passwort.geaendert}
        </Alert>
      )}
      <div ref={bereich} onInput={eingabePruefen} data-testid="konto-passwort">
        <FehlerKontext.Provider value={fehler}>
          <AccountSettings.ChangePassword
            key={runde}
            components={BAUTEILE}
            displayText={ANZEIGE}
            validators={PASSWORT_PRUEFUNGEN}
            onError={(grund) => setFehler(passwortFehlerText(grund))}
            onSuccess={() => {
              setRunde((r) => r + 1);
              setGeaendert(true);
              onEingabe(false);
            }}
          />
        </FehlerKontext.Provider>
      </div>
    </section>
  );
}
