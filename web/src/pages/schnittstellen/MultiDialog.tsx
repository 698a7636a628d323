/**
 * Add/edit dialog of one sub-interface of a multiple interface (spec §3 "multiInterfaces").
 * Checked with the shared `multiInterfaceEingabe` schema; newItabSid is required (spec §5). An
 * empty lfdno lets the server take the next free one.
 */
import { MELDUNGEN, type MultiInterface, type MultiInterfaceEingabe } from '@lieferdesk/shared';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { multiEntwurf, pruefeMulti, type MultiEntwurf } from './formular';
import { Formularfeld } from './Formularfeld';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
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
  const { entwurf, setze, daten, speichert, absenden, meldung } = useFormular({
    start: () => multiEntwurf(multi),
    pruefe: pruefeMulti,
    onSpeichern,
  });
  const optionen = useMemo(
    () => interfaces.map((o) => ({ label: o.label, value: Number(o.value) })),
    [interfaces],
  );

  const ungueltig = (name: keyof MultiEntwurf) => (meldung(name) ? 'p-invalid' : undefined);
  const text = (name: 'tableName' | 'checkStatement' | 'description', id: string) => (
    <Formularfeld id={id} beschriftung={F[name]} meldung={meldung(name)}>
      <InputText
        id={id}
        value={entwurf[name]}
        onChange={(e) => setze(name, e.target.value)}
        className={ungueltig(name)}
      />
    </Formularfeld>
  );

  return (
    <FormularDialog
      praefix="multi"
      titel={multi ? MELDUNGEN.multiBearbeitenTitel : MELDUNGEN.multiHinzufuegenTitel}
      gueltig={daten !== undefined}
      speichert={speichert}
      onAbbrechen={onAbbrechen}
      onAbsenden={(e) => void absenden(e)}
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
      <Formularfeld id="multi-lfdno" beschriftung={F.lfdno} meldung={meldung('lfdno')}>
        <InputNumber
          inputId="multi-lfdno"
          value={entwurf.lfdno}
          onChange={(e) => setze('lfdno', e.value ?? null)}
          onValueChange={(e) => setze('lfdno', e.value ?? null)}
          useGrouping={false}
          maxFractionDigits={0}
          min={0}
          inputClassName={ungueltig('lfdno')}
        />
      </Formularfeld>
      {text('tableName', 'multi-tabelle')}
      {text('checkStatement', 'multi-pruefung')}
      {text('description', 'multi-beschreibung')}
    </FormularDialog>
  );
}
