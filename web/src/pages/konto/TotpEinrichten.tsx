/**
 * Setting up the authenticator app, or replacing it (a new phone): Amplify UI has no account
 * component for it (6.15: ChangePassword and DeleteUser only), so Amplify Auth's setUpTOTP,
 * verifyTOTPSetup and updateMFAPreference inside Amplify UI's primitives. The otpauth URI shows
 * as a QR code, the key beside it for typing.
 */
import { Alert, Button, Flex, Heading, Image, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { KONTO_TEXTE as K } from '@lieferdesk/shared';
import { getCurrentUser, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { APP_NAME } from '../../anmeldung/ablauf';
import { useQrBild } from '../../komponenten/useQrBild';
import { totpFehlerText } from './kontoFehler';

type Stand = { art: 'bereit' } | { art: 'einrichten'; schluessel: string; uri: string } | { art: 'fertig' };

/** `onEingabe` says whether a code is typed and not yet confirmed (the page asks before leaving it). */
export function TotpEinrichten({ onEingabe }: { onEingabe(hatEingabe: boolean): void }) {
  const [stand, setStand] = useState<Stand>({ art: 'bereit' });
  const [code, setCode] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const [sendet, setSendet] = useState(false);
  const codeFeld = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (stand.art === 'einrichten') codeFeld.current?.focus();
  }, [stand.art]);

  function codeSetzen(wert: string) {
    setCode(wert);
    onEingabe(wert !== '');
  }

  async function starten() {
    setSendet(true);
    setFehler(null);
    try {
      const [{ username }, details] = await Promise.all([getCurrentUser(), setUpTOTP()]);
      setStand({
        art: 'einrichten',
        schluessel: details.sharedSecret,
        uri: details.getSetupUri(APP_NAME, username).toString(),
      });
    } catch (grund) {
      setFehler(totpFehlerText(grund));
    } finally {
      setSendet(false);
    }
  }

  async function bestaetigen(ereignis: FormEvent) {
    ereignis.preventDefault();
    if (sendet) return;
    const wert = code.trim();
    if (!/^\d{6}$/.test(wert)) return void setFehler(K.totp.codeFormat);
    setSendet(true);
    setFehler(null);
    try {
      await verifyTOTPSetup({ code: wert });
      await updateMFAPreference({ totp: 'PREFERRED' });
      setStand({ art: 'fertig' });
      codeSetzen('');
    } catch (grund) {
      setFehler(totpFehlerText(grund));
    } finally {
      setSendet(false);
    }
  }

  function abbrechen() {
    setStand({ art: 'bereit' });
    setFehler(null);
    codeSetzen('');
  }

  return (
    <section aria-labelledby="konto-totp-titel" className="ld-konto-abschnitt" data-testid="konto-totp">
      <Heading level={2} id="konto-totp-titel">
        {K.totp.titel}
      </Heading>
      {stand.art === 'einrichten' ? (
        <form onSubmit={(e) => void bestaetigen(e)} noValidate>
          <Flex direction="column">
            <Text>{K.totp.anleitung}</Text>
            <QrCode uri={stand.uri} />
            <Text>
              {K.totp.schluessel}: <code data-testid="konto-totp-schluessel">{stand.schluessel}</code>
            </Text>
            <TextField
              ref={codeFeld}
              label={K.totp.code}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => codeSetzen(e.target.value)}
              // Under the field and named by its aria-describedby, so a screen reader reads it with the field.
              hasError={fehler !== null}
              errorMessage={fehler ?? undefined}
              isRequired
            />
            <Flex>
              <Button type="submit" variation="primary" isLoading={sendet} loadingText={K.totp.bestaetigen}>
                {K.totp.bestaetigen}
              </Button>
              <Button type="button" onClick={abbrechen} isDisabled={sendet}>
                {K.totp.abbrechen}
              </Button>
            </Flex>
          </Flex>
        </form>
      ) : (
        <Flex direction="column" alignItems="flex-start">
          <Text>{K.totp.hinweis}</Text>
          {stand.art === 'fertig' && (
            <Alert variation="success" data-testid="konto-totp-eingerichtet">
              {K.totp.eingerichtet}
            </Alert>
          )}
          {fehler && (
            <Alert variation="error" data-testid="konto-totp-fehler">
              {fehler}
            </Alert>
          )}
          <Button onClick={() => void starten()} isLoading={sendet} loadingText={K.totp.starten}>
            {K.totp.starten}
          </Button>
        </Flex>
      )}
    </section>
  );
}

function QrCode({ uri }: { uri: string }) {
  const bild = useQrBild(uri);
  return bild ? (
    <Image src={bild} alt={K.totp.qrCode} width={200} height={200} />
  ) : (
    <Loader size="large" ariaLabel={K.totp.qrCode} />
  );
}
