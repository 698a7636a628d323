/**
 * Add/edit dialog of one interface field (spec §3 "felder"). Checked with the shared
 * `schnittstellenFeld` schema on every change; a field needs a name (spec §5).
 */
import { MELDUNGEN, type SchnittstellenFeld } from '@lieferdesk/shared';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { feldEntwurf, pruefeFeld, type FeldEntwurf } from './formular';
import { Formularfeld } from './Formularfeld';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { FormularDialog } from '../../komponenten/FormularDialog';
import { useFormular } from '../../komponenten/useFormular';

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
  const { entwurf, setze, daten, speichert, absenden, meldung } = useFormular({
    start: () => feldEntwurf(feld),
    pruefe: pruefeFeld,
    onSpeichern,
  });
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
