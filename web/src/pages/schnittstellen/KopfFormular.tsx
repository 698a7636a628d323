/**
 * The head of an interface (reference §3 "Interface"): every head field and flag. Checked with the
 * shared `schnittstellenEingabe` schema on every change; read-only unless `aendern`.
 */
import { MELDUNGEN, type SchnittstellenEingabe } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo } from 'react';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Formularfeld, TextFeld, ungueltig } from '../../komponenten/Formularfeld';
import { useFormular } from '../../komponenten/useFormular';
import { pruefeKopf, type KopfEntwurf } from './formular';

const F = MELDUNGEN.interfaceFelder;
const KENNZEICHEN = [
  'active',
  'multiple',
  'xml',
  'unicode',
  'keepErrors',
  'hideErrors',
  'invisible',
] as const;
type Text = Exclude<keyof KopfEntwurf, (typeof KENNZEICHEN)[number] | 'gesellschaft'>;

export function KopfFormular({
  start,
  gesellschaften,
  aendern,
  onSpeichern,
}: {
  start: KopfEntwurf;
  gesellschaften: { label: string; value: string }[];
  aendern: boolean;
  onSpeichern(kopf: SchnittstellenEingabe): Promise<void>;
}) {
  const { entwurf, setze, daten, speichert, absenden, meldung, bindung } = useFormular({
    start,
    pruefe: pruefeKopf,
    onSpeichern,
    nurLesen: !aendern,
  });
  // A company that is no longer in the list (renamed, removed) stays selectable for this interface.
  const firmen = useMemo(
    () =>
      gesellschaften.some((g) => g.value === entwurf.gesellschaft) || !entwurf.gesellschaft
        ? gesellschaften
        : [{ label: entwurf.gesellschaft, value: entwurf.gesellschaft }, ...gesellschaften],
    [gesellschaften, entwurf.gesellschaft],
  );

  const text = (name: Text, id: string, breit = false) => (
    <TextFeld id={id} beschriftung={F[name]} {...bindung(name)} breit={breit} readOnly={!aendern} />
  );
  const ausdruck = (name: 'checkStatement' | 'preFileCheckStatement', id: string) => (
    <Formularfeld id={id} beschriftung={F[name]} meldung={meldung(name)} breit>
      <InputTextarea
        id={id}
        value={entwurf[name]}
        onChange={(e) => setze(name, e.target.value)}
        className={ungueltig(meldung(name))}
        readOnly={!aendern}
        rows={2}
        autoResize
      />
    </Formularfeld>
  );

  return (
    <form
      id="interface-formular"
      className="ld-abschnitt"
      onSubmit={(e) => void absenden(e)}
      noValidate
      aria-labelledby="interface-kopf-titel"
    >
      <div className="ld-werkzeugleiste">
        <h2 id="interface-kopf-titel" className="ld-untertitel">
          {MELDUNGEN.interfaceKopfTitel}
        </h2>
        <span className="ld-fuellung" />
        {aendern && (
          <Button
            id="interface-speichern"
            type="submit"
            label={MELDUNGEN.speichern}
            icon="pi pi-check"
            disabled={!daten || speichert}
            loading={speichert}
          />
        )}
      </div>
      <div className="ld-formular ld-formular-raster">
        {text('interfaceName', 'interface-name')}
        <AuswahlFeld
          id="interface-gesellschaft"
          beschriftung={F.gesellschaft}
          pruefung={{ meldung: meldung('gesellschaft') }}
          value={entwurf.gesellschaft}
          options={firmen}
          filter
          placeholder={MELDUNGEN.bitteWaehlen}
          onChange={(e) => setze('gesellschaft', typeof e.value === 'string' ? e.value : '')}
          disabled={!aendern}
        />
        {text('type', 'interface-typ')}
        {text('tableName', 'interface-tabelle')}
        {text('description', 'interface-beschreibung', true)}
        {text('nameCheck', 'interface-namenspruefung')}
        {text('xPath', 'interface-xpath')}
        {text('xmlElement', 'interface-xmlelement')}
        {ausdruck('preFileCheckStatement', 'interface-dateipruefung')}
        {ausdruck('checkStatement', 'interface-pruefung')}
        <fieldset className="ld-kennzeichen ld-feld-breit">
          <legend>{MELDUNGEN.interfaceKennzeichenTitel}</legend>
          {KENNZEICHEN.map((name) => (
            <span key={name} className="ld-kennzeichen-eintrag">
              <Checkbox
                inputId={`interface-${name.toLowerCase()}`}
                checked={entwurf[name]}
                onChange={(e) => setze(name, e.checked === true)}
                disabled={!aendern}
              />
              <label htmlFor={`interface-${name.toLowerCase()}`}>{F[name]}</label>
            </span>
          ))}
        </fieldset>
      </div>
    </form>
  );
}
