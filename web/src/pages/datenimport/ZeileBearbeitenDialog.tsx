/**
 * Line edit (reference §3, §7, §8): loads use4Booking, the line's text and whether it is disabled;
 * saves use4Booking and the text. A failed save shows 'Der Datensatz konnte nicht gespeichert
 * werden!' as danger (with the server's reason) and keeps the dialog open with the user's input.
 * A refused record names its place ('Stelle 44–51'): the text area selects it, and shows where
 * the cursor stands and how long the text is, as the server counts.
 */
import { DATENIMPORT_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef, useState } from 'react';
import { ApiFehler, rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { darfSchliessen } from '../../komponenten/sicherheitsabfrage';
import { fehlerText } from '../../shell/Meldungen';
import type { Use4Booking } from './filter';
import { textVonUse4Booking, USE4BOOKING_OPTIONEN } from './status';
import { auswahlFuer, ersteStelle } from './zeilenstelle';
import { beimSchliessen } from '../../komponenten/dialogSchliessen';

export function ZeileBearbeitenDialog({
  id,
  onGespeichert,
  onSchliessen,
}: {
  id: number;
  onGespeichert(): void;
  onSchliessen(): void;
}) {
  const { data, error, isLoading, isValidating } = useRoute(ROUTEN.importZeileLaden, { id });
  const [use4Booking, setUse4Booking] = useState<Use4Booking | null>(null);
  const [zeile, setZeile] = useState('');
  const [speichert, setSpeichert] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const [markiert, setMarkiert] = useState<{ von: number; bis: number } | undefined>();
  const [cursor, setCursor] = useState(0);
  const textfeld = useRef<HTMLTextAreaElement>(null);

  // Once the text area is enabled again, the refused place is selected.
  useEffect(() => {
    const feld = textfeld.current;
    if (!markiert || !feld || feld.disabled) return;
    feld.focus();
    feld.setSelectionRange(...auswahlFuer(markiert, feld.value.length));
    setCursor(feld.selectionStart);
  }, [markiert, speichert]);

  // The freshly loaded line (not a cached older copy) fills the form once, while this render
  // runs; later revalidations never overwrite what the user typed.
  if (data && !isValidating && use4Booking === null) {
    setUse4Booking(data.use4Booking);
    setZeile(data.line);
  }

  const gesperrt = data?.disabled !== false;
  const geaendert =
    data !== undefined && use4Booking !== null && (zeile !== data.line || use4Booking !== data.use4Booking);
  // Esc, the cross and 'Abbrechen' ask before an edited line is dropped.
  const schliessen = async () => {
    if (await darfSchliessen(geaendert)) onSchliessen();
  };
  async function speichern() {
    if (gesperrt || use4Booking === null || speichert) return;
    setSpeichert(true);
    setFehler(null);
    setMarkiert(undefined);
    try {
      await rufe(ROUTEN.importZeileSpeichern, { query: { id }, body: { use4Booking, line: zeile } });
      onGespeichert();
    } catch (e) {
      // The reference's text first; the server's reason (e.g. the line is already booked) after it.
      setFehler(
        e instanceof ApiFehler
          ? `${MELDUNGEN.datensatzNichtGespeichert} ${fehlerText(e)}`
          : MELDUNGEN.datensatzNichtGespeichert,
      );
      if (e instanceof ApiFehler) setMarkiert(ersteStelle(e.message));
      setSpeichert(false);
    }
  }

  const fuss = (
    <div>
      <Button
        id="import-zeile-abbrechen"
        type="button"
        label={MELDUNGEN.abbrechen}
        icon="pi pi-times"
        outlined
        onClick={() => void schliessen()}
        disabled={speichert}
      />
      {!gesperrt && (
        <Button
          id="import-zeile-speichern"
          type="button"
          label={MELDUNGEN.speichern}
          icon="pi pi-check"
          loading={speichert}
          disabled={speichert || use4Booking === null}
          onClick={() => void speichern()}
        />
      )}
    </div>
  );

  return (
    <Dialog
      id="import-zeile-dialog"
      visible
      modal
      header={T.zeileDialogTitel(id)}
      footer={fuss}
      onHide={beimSchliessen(() => void schliessen())}
      closable={!speichert}
      style={{ width: '52rem' }}
      breakpoints={{ '900px': '95vw' }}
    >
      {(isLoading || (data && use4Booking === null)) && <ProgressSpinner aria-label={MELDUNGEN.laedt} />}
      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} />}
      {data && use4Booking !== null && (
        <form className="ld-formular" onSubmit={(e) => e.preventDefault()} noValidate>
          {gesperrt && <Message severity="info" text={T.zeileGesperrt} data-testid="import-zeile-gesperrt" />}
          <AuswahlFeld
            id="import-zeile-use4booking"
            beschriftung={T.felder.use4Booking}
            value={use4Booking}
            options={USE4BOOKING_OPTIONEN.map((o) => ({ ...o, label: textVonUse4Booking(o.value) }))}
            disabled={gesperrt || speichert}
            onChange={(e) => setUse4Booking(e.value as Use4Booking)}
          />
          <div className="ld-feld">
            <label htmlFor="import-zeile-text">{T.zeileText}</label>
            <InputTextarea
              ref={textfeld}
              id="import-zeile-text"
              className="ld-zeilentext"
              value={zeile}
              onChange={(e) => setZeile(e.target.value)}
              onSelect={(e) => setCursor(e.currentTarget.selectionStart)}
              rows={6}
              disabled={gesperrt || speichert}
              spellCheck={false}
              aria-describedby="import-zeile-stelle"
            />
            <small id="import-zeile-stelle" data-testid="import-zeile-stelle">
              {T.zeileStelle(cursor + 1, zeile.length)}
            </small>
          </div>
          {fehler && <Fehlerleiste text={fehler} testId="import-zeile-fehler" />}
        </form>
      )}
    </Dialog>
  );
}
