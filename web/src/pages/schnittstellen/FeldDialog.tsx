/**
 * Add/edit dialog of one interface field (reference §3 "felder"). Checked with the shared
 * `schnittstellenFeld` schema on every change; a field needs a name (reference §5).
 */
import { MELDUNGEN, type SchnittstellenFeld } from '@lieferdesk/shared';
import { feldEntwurf, pruefeFeld, type FeldEntwurf } from './formular';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { TextFeld, ZahlFeld } from '../../komponenten/Formularfeld';
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
  const formular = useFormular({
    start: () => feldEntwurf(feld),
    pruefe: pruefeFeld,
    onSpeichern,
  });
  const { entwurf, setze, meldung, bindung } = formular;
  return (
    <FormularDialog
      praefix="feld"
      titel={feld ? MELDUNGEN.feldBearbeitenTitel : MELDUNGEN.feldHinzufuegenTitel}
      formular={formular}
      onAbbrechen={onAbbrechen}
      breite={{ rem: 40, umbruchPx: 700 }}
      formularKlasse="ld-formular-raster"
      fokus="feld-name"
    >
      <TextFeld
        id="feld-name"
        beschriftung={F.name}
        {...bindung('name')}
        aria-describedby="feld-name-fehler"
      />
      <AuswahlFeld
        id="feld-art"
        beschriftung={F.art}
        pruefung={{ meldung: meldung('art') }}
        value={entwurf.art}
        options={FELD_ARTEN}
        onChange={(e) => setze('art', e.value as FeldEntwurf['art'])}
      />
      <ZahlFeld id="feld-position" beschriftung={F.position} {...bindung('position')} />
      <ZahlFeld id="feld-len" beschriftung={F.len} {...bindung('len')} />
      <TextFeld id="feld-delimiter" beschriftung={F.delimiter} {...bindung('delimiter')} />
      <ZahlFeld id="feld-occurance" beschriftung={F.occurance} {...bindung('occurance')} />
      <TextFeld id="feld-selection" beschriftung={F.selection} {...bindung('selection')} />
      <TextFeld id="feld-conversion" beschriftung={F.conversion} {...bindung('conversion')} />
      <TextFeld id="feld-comment" beschriftung={F.comment} {...bindung('comment')} />
    </FormularDialog>
  );
}
