/**
 * Reference §2.16: the modal 'Termineingabe für Interfacelauf' — the chosen interface's id and
 * description (read only), company (default 'Allgemein': any company), interface, the toggle
 * 'with inactive interfaces' (the choices are loaded again), the weekdays Monday to Sunday and
 * 'Bis Uhrzeit'. Saving needs company, interface and time (reference §5): until then the rule's
 * text stands under the form and save is locked. Closing with changes asks first (FormularDialog).
 */
import { INTERFACELAUF_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo } from 'react';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { SCHALTER } from '../../komponenten/barrierefrei';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { Formularfeld } from '../../komponenten/Formularfeld';
import { FormularDialog } from '../../komponenten/FormularDialog';
import { Kontrollkaestchengruppe } from '../../komponenten/Kontrollkaestchengruppe';
import { Uhrzeitfeld } from '../../komponenten/Uhrzeitfeld';
import { useFormular } from '../../komponenten/useFormular';
import { entwurfVon, mitWert, neuerEntwurf, pruefeEntwurf, type Entwurf } from './interfacelauf';

const F = T.felder;

export interface InterfacelaufDialogProps {
  /** The run to open; without one the dialog creates a new run. */
  id?: number;
  onGespeichert(): void;
  onAbbrechen(): void;
}

export function InterfacelaufDialog({ id, onGespeichert, onAbbrechen }: InterfacelaufDialogProps) {
  const { data: lauf, error, mutate } = useRoute(ROUTEN.interfacelaufLaden, id === undefined ? null : { id });
  if (id !== undefined && !lauf) {
    return (
      <Dialog
        id="interfacelauf-dialog"
        visible
        modal
        header={T.dialogTitel}
        onHide={onAbbrechen}
        style={{ width: '44rem' }}
        breakpoints={{ '760px': '95vw' }}
      >
        {error ? (
          <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} onErneut={mutate} />
        ) : (
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />
        )}
      </Dialog>
    );
  }
  return (
    <Formular
      start={lauf ? entwurfVon(lauf) : neuerEntwurf()}
      onGespeichert={onGespeichert}
      onAbbrechen={onAbbrechen}
    />
  );
}

function Formular({
  start,
  onGespeichert,
  onAbbrechen,
}: {
  start: Entwurf;
  onGespeichert(): void;
  onAbbrechen(): void;
}) {
  const formular = useFormular({
    start,
    pruefe: pruefeEntwurf,
    onSpeichern: async (daten) => {
      await rufe(ROUTEN.interfacelaufSpeichern, { body: daten });
      onGespeichert();
    },
  });
  const { entwurf, setze, meldung } = formular;
  const pruefung = useMemo(() => pruefeEntwurf(entwurf), [entwurf]);
  // The choices follow the company and the toggle (reference §2.16: the toggle reloads them).
  const { data: auswahl } = useRoute(ROUTEN.monitorComboboxen, {
    gesellschaft: entwurf.gesellschaft,
    withInactiveInterfaces: String(entwurf.withInactiveInterfaces),
  });
  const { data: beschreibung } = useRoute(
    ROUTEN.interfaceBeschreibungLaden,
    entwurf.interfaceName ? { gesellschaft: entwurf.gesellschaft, interface: entwurf.interfaceName } : null,
    { swr: { shouldRetryOnError: false } },
  );
  const gesellschaften = mitWert(auswahl?.gesellschaften ?? [], entwurf.gesellschaft);
  const interfaces = mitWert(auswahl?.interfaces ?? [], entwurf.interfaceName);
  const fehlt = (feld: (typeof pruefung.fehlt)[number]) => pruefung.fehlt.includes(feld);

  return (
    <FormularDialog
      praefix="interfacelauf"
      titel={T.dialogTitel}
      formular={formular}
      onAbbrechen={onAbbrechen}
      breite={{ rem: 44, umbruchPx: 760 }}
      formularKlasse="ld-interfacelauf-formular"
      fokus="interfacelauf-gesellschaft-eingabe"
    >
      <Formularfeld id="interfacelauf-interface-id" beschriftung={F.interfaceId}>
        <InputText
          id="interfacelauf-interface-id"
          value={beschreibung ? String(beschreibung.interfaceId) : ''}
          readOnly
        />
      </Formularfeld>
      <Formularfeld id="interfacelauf-beschreibung" beschriftung={F.description}>
        <InputText id="interfacelauf-beschreibung" value={beschreibung?.description ?? ''} readOnly />
      </Formularfeld>
      <AuswahlFeld
        id="interfacelauf-gesellschaft"
        beschriftung={F.gesellschaft}
        pruefung={{ meldung: meldung('gesellschaft') }}
        className={fehlt('gesellschaft') ? 'p-invalid' : undefined}
        value={entwurf.gesellschaft || null}
        options={gesellschaften}
        filter
        onChange={(e) => setze('gesellschaft', typeof e.value === 'string' ? e.value : '')}
      />
      <AuswahlFeld
        id="interfacelauf-interface"
        beschriftung={F.interfaceName}
        pruefung={{ meldung: meldung('interfaceName') }}
        className={fehlt('interfaceName') ? 'p-invalid' : undefined}
        value={entwurf.interfaceName}
        options={interfaces}
        placeholder={MELDUNGEN.bitteWaehlen}
        filter
        showClear
        onChange={(e) => setze('interfaceName', typeof e.value === 'string' ? e.value : null)}
      />
      <label className="ld-interfacelauf-schalter ld-interfacelauf-breit" htmlFor="interfacelauf-inaktive">
        <InputSwitch
          inputId="interfacelauf-inaktive"
          pt={SCHALTER}
          checked={entwurf.withInactiveInterfaces}
          onChange={(e) => setze('withInactiveInterfaces', e.value === true)}
        />
        {F.withInactiveInterfaces}
      </label>
      <div className="ld-interfacelauf-breit">
        <Kontrollkaestchengruppe
          id="interfacelauf-tage"
          legende={F.wochentage}
          beschriftungen={T.wochentage}
          werte={entwurf.days}
          onWerte={(werte) => setze('days', werte)}
        />
      </div>
      <Uhrzeitfeld
        id="interfacelauf-zeit"
        beschriftung={F.time}
        wert={entwurf.time}
        onWert={(zeit) => setze('time', zeit)}
        meldung={meldung('time')}
      />
      <small
        className="p-error ld-interfacelauf-breit"
        aria-live="polite"
        data-testid="interfacelauf-pflicht"
      >
        {pruefung.pflicht ?? ''}
      </small>
    </FormularDialog>
  );
}
