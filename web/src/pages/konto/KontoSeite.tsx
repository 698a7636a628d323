/**
 * 'Mein Konto': change the password, set up or replace the authenticator app — every user's own
 * account, so no area and no right. Amplify UI (its components, styles and German vocabulary)
 * comes with this chunk only: the app loads it when the page is opened, never before sign-in.
 */
import '@aws-amplify/ui-react/styles/base.layer.css';
import '@aws-amplify/ui-react/styles/_fieldControl.layer.css';
import '@aws-amplify/ui-react/styles/alert.layer.css';
import '@aws-amplify/ui-react/styles/button.layer.css';
import '@aws-amplify/ui-react/styles/card.layer.css';
import '@aws-amplify/ui-react/styles/field.layer.css';
import '@aws-amplify/ui-react/styles/fieldGroup.layer.css';
import '@aws-amplify/ui-react/styles/fieldMessages.layer.css';
import '@aws-amplify/ui-react/styles/flex.layer.css';
import '@aws-amplify/ui-react/styles/heading.layer.css';
import '@aws-amplify/ui-react/styles/icon.layer.css';
import '@aws-amplify/ui-react/styles/image.layer.css';
import '@aws-amplify/ui-react/styles/input.layer.css';
import '@aws-amplify/ui-react/styles/loader.layer.css';
import '@aws-amplify/ui-react/styles/passwordField.layer.css';
import '@aws-amplify/ui-react/styles/text.layer.css';
import '@aws-amplify/ui-react/styles/textField.layer.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.layer.css';
import './konto.css';
import { Card } from '@aws-amplify/ui-react';
import { KONTO_TEXTE as K, MELDUNGEN } from '@lieferdesk/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useVerlassenFragen } from '../../komponenten/useVerlassenFragen';
import { amplifyDeutsch } from './amplifyDeutsch';
import { PasswortAendern } from './PasswortAendern';
import { TotpEinrichten } from './TotpEinrichten';

amplifyDeutsch();

export default function KontoSeite() {
  const navigate = useNavigate();
  const [eingaben, setEingaben] = useState({ passwort: false, totp: false });
  // Typed passwords or a code are never dropped without a question: a link, Back, Esc, closing the tab.
  useVerlassenFragen(eingaben.passwort || eingaben.totp, K.verlassen, () => void navigate('/'));

  useEffect(() => {
    document.title = `${K.titel} – ${MELDUNGEN.produktName}`;
    return () => {
      document.title = MELDUNGEN.produktName;
    };
  }, []);

  return (
    <div className="ld-konto" data-testid="konto">
      <h1 className="ld-titel">{K.titel}</h1>
      <div className="ld-konto-karten">
        <Card variation="outlined">
          <PasswortAendern onEingabe={(passwort) => setEingaben((e) => ({ ...e, passwort }))} />
        </Card>
        <Card variation="outlined">
          <TotpEinrichten onEingabe={(totp) => setEingaben((e) => ({ ...e, totp }))} />
        </Card>
      </div>
    </div>
  );
}
