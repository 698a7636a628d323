/**
 * Add/edit dialog of one interface field (spec §3 "felder"). Checked with the shared
 * `schnittstellenFeld` schema on every change; a field needs a name (spec §5).
 */
import { MELDUNGEN, type SchnittstellenFeld } from '@lieferdesk/shared';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { ApiFehler } from '../../api/client';
import { useMeldungen } from '../../shell/Meldungen';
import { feldEntwurf, pruefeFeld, type FeldEntwurf } from './formular';
import { Formularfeld } from './Formularfeld';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { FormularDialog } from '../../komponenten/FormularDialog';

const F = MELDUNGEN.feldFelder;
export const FELD_ARTEN = ([0, 1, 2] as const).map((art) => ({
  value: art,
  label: MELDUNGEN.feldArten[art],
}));

export interface FeldDialogProps {
  /** The field to edit; without one the dialog adds a field. */
  feld?: SchnittstellenFeld;
  onSpeichern(feld: SchnittstellenFeld): Promise<void>;
  onAbbrechen(): void;
}

export function FeldDialog({ feld, onSpeichern, onAbbrechen }: FeldDialogProps) {
  const meldungen = useMeldungen();
  const [entwurf, setEntwurf] = useState<FeldEntwurf>(() => feldEntwurf(feld));
  const [serverFehler, setServerFehler] = useState<Record<string, string | undefined>>({});
  const [speichert, setSpeichert] = useState(false);
  const { daten, fehler } = useMemo(() => pruefeFeld(entwurf), [entwurf]);

  function setze<K extends keyof FeldEntwurf>(name: K, wert: FeldEntwurf[K]) {
    setEntwurf((alt) => (alt[name] === wert ? alt : { ...alt, [name]: wert }));
    setServerFehler((alt) => (alt[name] === undefined ? alt : { ...alt, [name]: undefined }));
  }

  async function absenden(ereignis?: FormEvent) {
    ereignis?.preventDefault();
    if (!daten || speichert) return;
    setSpeichert(true);
    try {
      await onSpeichern(daten);
    } catch (e) {
      meldungen.fehler(e);
      if (e instanceof ApiFehler) setServerFehler(e.feldFehler());
      setSpeichert(false);
    }
  }

  const meldung = (name: keyof FeldEntwurf) => fehler[name] ?? serverFehler[name];
  const ungueltig = (name: keyof FeldEntwurf) => (meldung(name) ? 'p-invalid' : undefined);
  const text = (name: 'delimiter' | 'selection' | 'conversion' | 'comment', id: string) => (
    <Formularfeld id={id} beschriftung={F[name]} meldung={meldung(name)}>
      <InputText
        id={id}
        value={entwurf[name]}
        onChange={(e) => setze(name, e.target.value)}
        className={ungueltig(name)}
      />
    </Formularfeld>
  );
  const zahl = (name: 'position' | 'len' | 'occurance', id: string) => (
    <Formularfeld id={id} beschriftung={F[name]} meldung={meldung(name)}>
      <InputNumber
        inputId={id}
        value={entwurf[name]}
        onChange={(e) => setze(name, e.value ?? null)}
        onValueChange={(e) => setze(name, e.value ?? null)}
        useGrouping={false}
        maxFractionDigits={0}
        min={0}
        inputClassName={ungueltig(name)}
      />
    </Formularfeld>
  );

  return (
    <FormularDialog
      praefix="feld"
      titel={feld ? MELDUNGEN.feldBearbeitenTitel : MELDUNGEN.feldHinzufuegenTitel}
      gueltig={daten !== undefined}
      speichert={speichert}
      onAbbrechen={onAbbrechen}
      onAbsenden={(e) => void absenden(e)}
      breite={{ rem: 40, umbruchPx: 700 }}
      formularKlasse="ld-formular-raster"
      fokus="feld-name"
    >
      <Formularfeld id="feld-name" beschriftung={F.name} meldung={meldung('name')}>
        <InputText
          id="feld-name"
          value={entwurf.name}
          onChange={(e) => setze('name', e.target.value)}
          className={ungueltig('name')}
          aria-describedby="feld-name-fehler"
        />
      </Formularfeld>
      <AuswahlFeld
        id="feld-art"
        beschriftung={F.art}
        pruefung={{ meldung: meldung('art') }}
        value={entwurf.art}
        options={FELD_ARTEN}
        onChange={(e) => setze('art', e.value as FeldEntwurf['art'])}
      />
      {zahl('position', 'feld-position')}
      {zahl('len', 'feld-len')}
      {text('delimiter', 'feld-delimiter')}
      {zahl('occurance', 'feld-occurance')}
      {text('selection', 'feld-selection')}
      {text('conversion', 'feld-conversion')}
      {text('comment', 'feld-comment')}
    </FormularDialog>
  );
}
