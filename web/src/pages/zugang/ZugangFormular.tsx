/**
 * The form of one BiPRO access: company and name, the insurer's two services, the profile, the
 * sign-in (password and, for insurers that want one, a TLS client certificate — both write-only),
 * the pickup times and the switches. Checked on every change (`pruefeZugang`, the shared
 * schema). A message the form opens with shows once its field was changed or left — a new access
 * does not open all red —, one a change causes elsewhere at once; 'Speichern' with a field invalid
 * shows every message and goes to the first. Zurück and Esc ask before dropping changes, as do
 * the app's links, the browser's Back and closing the tab (useVerlassenFragen).
 */
import {
  andereServer,
  HOECHSTE_PEM_ZEICHEN,
  LAENGEN,
  MELDUNGEN,
  ZUGANG_SEITE_TEXTE as T,
  type ZugangEingabe,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useCallback } from 'react';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Formularfeld, TextFeld, ungueltig } from '../../komponenten/Formularfeld';
import { useFormular } from '../../komponenten/useFormular';
import { useVerlassenFragen } from '../../komponenten/useVerlassenFragen';
import { Abholzeiten } from './Abholzeiten';
import { pruefeZugang, type Bestaetigen, type GesellschaftsOption, type ZugangEntwurf } from './formular';

const F = T.felder;
const BESTAETIGEN: { label: string; value: Bestaetigen }[] = [
  { label: T.bestaetigeOptionen.nichtSenden, value: 'nichtSenden' },
  { label: T.bestaetigeOptionen.ja, value: 'ja' },
  { label: T.bestaetigeOptionen.nein, value: 'nein' },
];
const SOAP_ACTION: { label: string; value: 'urn' | 'leer' }[] = [
  { label: T.soapActionOptionen.urn, value: 'urn' },
  { label: T.soapActionOptionen.leer, value: 'leer' },
];

type Schalter = 'aktiv' | 'gdvEinlesen' | 'profil.stsMitWsaAction';

export function ZugangFormular({
  start,
  neu,
  passwortGesetzt,
  zertifikatGesetzt,
  optionen,
  onSpeichern,
  onLoeschen,
  onZurueck,
}: {
  start: ZugangEntwurf;
  neu: boolean;
  passwortGesetzt: boolean;
  zertifikatGesetzt: boolean;
  optionen: GesellschaftsOption[];
  onSpeichern(daten: ZugangEingabe): Promise<void>;
  /** Only for a stored access. */
  onLoeschen?: () => Promise<void>;
  onZurueck(): void;
}) {
  // A stored access's servers as loaded: pointing a service elsewhere asks for the secrets again.
  const { stsUrl, transferUrl } = start;
  const pruefe = useCallback(
    (e: ZugangEntwurf) => pruefeZugang(e, neu, neu ? undefined : { stsUrl, transferUrl, zertifikatGesetzt }),
    [neu, stsUrl, transferUrl, zertifikatGesetzt],
  );
  const { entwurf, setze, beruehren, speichert, geaendert, absenden, meldung, bindung } = useFormular({
    start,
    pruefe,
    erstNachBeruehrung: true,
    // Saving a new access leaves for its own address: that is not asked about (nor is deleting).
    onSpeichern: (d) => verlassenFragen.ohneFrage(() => onSpeichern(d)),
  });
  const verlassenFragen = useVerlassenFragen(geaendert, T.verlassenFrage, onZurueck);

  const schalter = (name: Schalter, id: string) => (
    <div className="ld-zugang-schalter">
      <Checkbox inputId={id} checked={entwurf[name]} onChange={(e) => setze(name, e.checked === true)} />
      <label htmlFor={id}>{F[name === 'profil.stsMitWsaAction' ? 'stsMitWsaAction' : name]}</label>
    </div>
  );

  // Once a service names another server, the stored secrets cannot be kept: no 'leave empty'.
  const behalten = neu || andereServer({ stsUrl, transferUrl }, entwurf).length === 0;
  const passwortHinweis = passwortGesetzt
    ? behalten
      ? `${T.passwortGesetzt} ${T.passwortBehalten}`
      : T.passwortGesetzt
    : undefined;

  /** A PEM text: write-only, never filled with the stored one; sent only when typed. */
  const pemFeld = (name: 'zertifikat.pem' | 'zertifikat.schluessel', id: string, platzhalter: string) => (
    <Formularfeld
      id={id}
      beschriftung={name === 'zertifikat.pem' ? F.zertifikatPem : F.zertifikatSchluessel}
      meldung={meldung(name)}
    >
      <InputTextarea
        id={id}
        value={entwurf[name]}
        onChange={(e) => setze(name, e.target.value)}
        onBlur={() => beruehren(name)}
        className={['ld-zugang-pem', ungueltig(meldung(name))].filter(Boolean).join(' ')}
        rows={5}
        maxLength={HOECHSTE_PEM_ZEICHEN}
        placeholder={platzhalter}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={zertifikatGesetzt ? `zugang-zertifikat-hinweis ${id}-fehler` : `${id}-fehler`}
      />
    </Formularfeld>
  );

  return (
    <form id="zugang-formular" onSubmit={(e) => void absenden(e)} noValidate>
      <fieldset className="ld-zugang-abschnitt">
        <legend>{T.abschnitte.zugang}</legend>
        <div className="ld-formular ld-zugang-raster">
          <AuswahlFeld
            id="zugang-gesellschaft"
            beschriftung={F.gesellschaftId}
            pruefung={{ meldung: meldung('gesellschaftId') }}
            value={entwurf.gesellschaftId}
            options={optionen}
            filter
            placeholder={MELDUNGEN.bitteWaehlen}
            onChange={(e) => setze('gesellschaftId', typeof e.value === 'number' ? e.value : null)}
            onBlur={() => beruehren('gesellschaftId')}
          />
          <TextFeld
            id="zugang-bezeichnung"
            beschriftung={F.extZugangBezeichnung}
            {...bindung('extZugangBezeichnung')}
            maxLength={200}
            aria-describedby="zugang-bezeichnung-fehler"
          />
          <TextFeld
            id="zugang-maklernr"
            beschriftung={F.maklernr}
            {...bindung('maklernr')}
            maxLength={100}
            aria-describedby="zugang-maklernr-fehler"
          />
          <div className="ld-zugang-schalterreihe">
            {schalter('aktiv', 'zugang-aktiv')}
            {schalter('gdvEinlesen', 'zugang-gdv-einlesen')}
          </div>
        </div>
      </fieldset>

      <fieldset className="ld-zugang-abschnitt">
        <legend>{T.abschnitte.dienste}</legend>
        <div className="ld-formular ld-zugang-raster ld-zugang-raster-breit">
          <TextFeld
            id="zugang-sts-url"
            beschriftung={F.stsUrl}
            {...bindung('stsUrl')}
            maxLength={200}
            placeholder="https://"
            aria-describedby="zugang-sts-url-fehler"
          />
          <TextFeld
            id="zugang-transfer-url"
            beschriftung={F.transferUrl}
            {...bindung('transferUrl')}
            maxLength={200}
            placeholder="https://"
            aria-describedby="zugang-transfer-url-fehler"
          />
        </div>
      </fieldset>

      <fieldset className="ld-zugang-abschnitt">
        <legend>{T.abschnitte.profil}</legend>
        <div className="ld-formular ld-zugang-raster">
          <TextFeld
            id="zugang-version"
            beschriftung={F.version}
            {...bindung('profil.version')}
            maxLength={40}
            placeholder={T.versionPlatzhalter}
            aria-describedby="zugang-version-fehler"
          />
          <TextFeld
            id="zugang-consumer-id"
            beschriftung={F.consumerId}
            {...bindung('profil.consumerId')}
            maxLength={50}
            placeholder={T.consumerIdPlatzhalter}
            aria-describedby="zugang-consumer-id-fehler"
          />
          <TextFeld
            id="zugang-kategorie"
            beschriftung={F.kategorie}
            {...bindung('profil.kategorie')}
            maxLength={9}
            placeholder={T.kategoriePlatzhalter}
            aria-describedby="zugang-kategorie-fehler"
          />
          <AuswahlFeld
            id="zugang-bestaetigen"
            beschriftung={F.bestaetigeLieferungen}
            pruefung={{ meldung: meldung('profil.bestaetigeLieferungen') }}
            value={entwurf['profil.bestaetigeLieferungen']}
            options={BESTAETIGEN}
            onChange={(e) => {
              if (e.value === 'nichtSenden' || e.value === 'ja' || e.value === 'nein')
                setze('profil.bestaetigeLieferungen', e.value);
            }}
          />
          <AuswahlFeld
            id="zugang-soap-action"
            beschriftung={F.soapAction}
            pruefung={{ meldung: meldung('profil.soapAction') }}
            value={entwurf['profil.soapAction']}
            options={SOAP_ACTION}
            onChange={(e) => {
              if (e.value === 'urn' || e.value === 'leer') setze('profil.soapAction', e.value);
            }}
          />
          <div className="ld-zugang-schalterreihe">
            {schalter('profil.stsMitWsaAction', 'zugang-sts-wsa')}
          </div>
        </div>
      </fieldset>

      <fieldset className="ld-zugang-abschnitt">
        <legend>{T.abschnitte.anmeldung}</legend>
        <div className="ld-formular ld-zugang-raster">
          <TextFeld
            id="zugang-benutzername"
            beschriftung={F.benutzername}
            {...bindung('benutzername')}
            maxLength={100}
            autoComplete="off"
            aria-describedby="zugang-benutzername-fehler"
          />
          <Formularfeld id="zugang-passwort" beschriftung={F.passwort} meldung={meldung('passwort')}>
            {/* Write-only: never filled with the stored password; sent only when typed. */}
            <InputText
              id="zugang-passwort"
              type="password"
              value={entwurf.passwort}
              onChange={(e) => setze('passwort', e.target.value)}
              onBlur={() => beruehren('passwort')}
              className={ungueltig(meldung('passwort'))}
              maxLength={200}
              autoComplete="new-password"
              aria-describedby={
                passwortHinweis ? 'zugang-passwort-hinweis zugang-passwort-fehler' : 'zugang-passwort-fehler'
              }
            />
            {passwortHinweis && (
              <small
                id="zugang-passwort-hinweis"
                className="ld-zugang-hinweis"
                data-testid="zugang-passwort-hinweis"
              >
                {passwortHinweis}
              </small>
            )}
          </Formularfeld>
        </div>
      </fieldset>

      <fieldset className="ld-zugang-abschnitt">
        <legend>{T.abschnitte.zertifikat}</legend>
        <p className="ld-zugang-hinweis">{T.zertifikatHinweis}</p>
        {zertifikatGesetzt && (
          <p
            id="zugang-zertifikat-hinweis"
            className="ld-zugang-hinweis"
            data-testid="zugang-zertifikat-hinweis"
          >
            {behalten ? `${T.zertifikatGesetzt} ${T.zertifikatBehalten}` : T.zertifikatGesetzt}
          </p>
        )}
        <div className="ld-formular ld-zugang-raster ld-zugang-raster-breit">
          {pemFeld('zertifikat.pem', 'zugang-zertifikat', T.zertifikatPlatzhalter)}
          {pemFeld('zertifikat.schluessel', 'zugang-schluessel', T.schluesselPlatzhalter)}
          <Formularfeld
            id="zugang-passphrase"
            beschriftung={F.zertifikatPassphrase}
            meldung={meldung('zertifikat.passphrase')}
          >
            <InputText
              id="zugang-passphrase"
              type="password"
              value={entwurf['zertifikat.passphrase']}
              onChange={(e) => setze('zertifikat.passphrase', e.target.value)}
              onBlur={() => beruehren('zertifikat.passphrase')}
              className={ungueltig(meldung('zertifikat.passphrase'))}
              maxLength={LAENGEN.name}
              placeholder={T.passphrasePlatzhalter}
              autoComplete="new-password"
              aria-describedby="zugang-passphrase-fehler"
            />
          </Formularfeld>
          {zertifikatGesetzt && (
            <div className="ld-feld">
              <div className="ld-zugang-schalter">
                <Checkbox
                  inputId="zugang-zertifikat-entfernen"
                  checked={entwurf.zertifikatEntfernen}
                  onChange={(e) => setze('zertifikatEntfernen', e.checked === true)}
                  aria-describedby="zugang-zertifikat-entfernen-fehler"
                />
                <label htmlFor="zugang-zertifikat-entfernen">{F.zertifikatEntfernen}</label>
              </div>
              <small
                id="zugang-zertifikat-entfernen-fehler"
                className="p-error"
                data-testid="zugang-zertifikat-entfernen-fehler"
              >
                {meldung('zertifikatEntfernen') ?? ''}
              </small>
            </div>
          )}
        </div>
      </fieldset>

      <Abholzeiten
        zeiten={entwurf.abholzeiten}
        onZeiten={(zeiten) => setze('abholzeiten', zeiten)}
        meldung={(i) => meldung(`abholzeiten.${i}` as 'abholzeiten')}
        listenMeldung={meldung('abholzeiten')}
      />
      {/* At the foot, kept in view while the form scrolls: neither the sticky header nor a message covers it. */}
      <div className="ld-werkzeugleiste ld-zugang-aktionen">
        <Button
          id="zugang-zurueck"
          type="button"
          label={T.zurUebersicht}
          icon="pi pi-arrow-left"
          text
          onClick={() => void verlassenFragen.verlassen(onZurueck)}
        />
        <span className="ld-fuellung" />
        {onLoeschen && (
          <Button
            id="zugang-loeschen"
            type="button"
            label={MELDUNGEN.loeschen}
            icon="pi pi-trash"
            severity="danger"
            outlined
            disabled={speichert}
            onClick={() => void verlassenFragen.ohneFrage(onLoeschen)}
          />
        )}
        <Button
          id="zugang-speichern"
          type="submit"
          label={MELDUNGEN.speichern}
          icon="pi pi-check"
          disabled={speichert}
          loading={speichert}
        />
      </div>
    </form>
  );
}
