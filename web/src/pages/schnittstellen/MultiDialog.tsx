/**
 * Add/edit dialog of one sub-interface of a multiple interface (reference §3 "multiInterfaces").
 * Checked with the shared `multiInterfaceEingabe` schema; newItabSid is required (reference §5). An
 * empty lfdno lets the server take the next free one.
 */
import { MELDUNGEN, type MultiInterface, type MultiInterfaceEingabe } from '@lieferdesk/shared';
import { useMemo } from 'react';
import { multiEntwurf, pruefeMulti } from './formular';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { TextFeld, ZahlFeld } from '../../komponenten/Formularfeld';
import { FormularDialog } from '../../komponenten/FormularDialog';
import { useFormular } from '../../komponenten/useFormular';

const F = MELDUNGEN.multiFelder;

export interface MultiDialogProps {
  multi?: MultiInterface;
  /** The interfaces a sub-interface can be chosen from (value: id). */
  interfaces: { label: string; value: string }[];
  onSpeichern(eingabe: MultiInterfaceEingabe): Promise<void>;
  onAbbrechen(): void;
}

export function MultiDialog({ multi, interfaces, onSpeichern, onAbbrechen }: MultiDialogProps) {
  const formular = useFormular({
    start: () => multiEntwurf(multi),
    pruefe: pruefeMulti,
    onSpeichern,
  });
  const { entwurf, setze, meldung, bindung } = formular;
  const optionen = useMemo(
    () => interfaces.map((o) => ({ label: o.label, value: Number(o.value) })),
    [interfaces],
  );

  return (
    <FormularDialog
      praefix="multi"
      titel={multi ? MELDUNGEN.multiBearbeitenTitel : MELDUNGEN.multiHinzufuegenTitel}
      formular={formular}
      onAbbrechen={onAbbrechen}
      breite={{ rem: 36, umbruchPx: 640 }}
    >
      <AuswahlFeld
        id="multi-newitabsid"
        beschriftung={F.newItabSid}
        pruefung={{ meldung: meldung('newItabSid') }}
        value={entwurf.newItabSid}
        options={optionen}
        filter
        placeholder={MELDUNGEN.bitteWaehlen}
        onChange={(e) => setze('newItabSid', typeof e.value === 'number' ? e.value : null)}
      />
      <ZahlFeld id="multi-lfdno" beschriftung={F.lfdno} {...bindung('lfdno')} />
      <TextFeld id="multi-tabelle" beschriftung={F.tableName} {...bindung('tableName')} />
      <TextFeld id="multi-pruefung" beschriftung={F.checkStatement} {...bindung('checkStatement')} />
      <TextFeld id="multi-beschreibung" beschriftung={F.description} {...bindung('description')} />
    </FormularDialog>
  );
}
