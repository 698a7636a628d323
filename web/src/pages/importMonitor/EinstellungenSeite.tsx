/**
 * Reference §2.14: the settings behind the monitor's settings button (internal users) — the planned
 * interface runs of §2.16, whose missed runs the monitor shows, with a way back to the monitor.
 */
import {
  darfMonitorEinstellungen,
  INTERFACELAUF_TEXTE,
  MELDUNGEN,
  MONITOR_TEXTE as T,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useNavigate } from 'react-router-dom';
import { useBenutzer } from '../../shell/Benutzer';
import { Interfacelaeufe } from '../interfacelaeufe/Interfacelaeufe';
import { monitorPfad } from './pfade';

export default function EinstellungenSeite() {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const zurueck = (
    <Button
      id="monitor-einstellungen-zurueck"
      label={INTERFACELAUF_TEXTE.zurueckZumMonitor}
      icon="pi pi-arrow-left"
      outlined
      onClick={() => void navigate(monitorPfad(1))}
    />
  );
  if (!darfMonitorEinstellungen(ich)) {
    return (
      <section data-testid="monitor-einstellungen-seite">
        <h1 className="ld-titel">{T.einstellungenTitel}</h1>
        <Message severity="warn" text={MELDUNGEN.keineBerechtigung} />
        {zurueck}
      </section>
    );
  }
  return (
    <div data-testid="monitor-einstellungen-seite">
      <Interfacelaeufe kopf={zurueck} />
    </div>
  );
}
