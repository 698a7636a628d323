/**
 * Reference §2.14: the settings behind the monitor's settings button (internal users). Their content
 * (planned interface runs, §2.16) belongs to another issue: the page says plainly that it is not
 * built yet, with a way back.
 */
import { darfMonitorEinstellungen, MELDUNGEN, MONITOR_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useNavigate } from 'react-router-dom';
import { useBenutzer } from '../../shell/Benutzer';
import { monitorPfad } from './pfade';

export default function EinstellungenSeite() {
  const ich = useBenutzer();
  const navigate = useNavigate();
  return (
    <section data-testid="monitor-einstellungen-seite">
      <h1 className="ld-titel">{T.einstellungenTitel}</h1>
      {darfMonitorEinstellungen(ich) ? (
        <p data-testid="bereich-nicht-gebaut">{T.einstellungenNichtGebaut}</p>
      ) : (
        <Message severity="warn" text={MELDUNGEN.keineBerechtigung} />
      )}
      <Button
        label={MELDUNGEN.zurueck}
        icon="pi pi-arrow-left"
        outlined
        onClick={() => void navigate(monitorPfad(1))}
      />
    </section>
  );
}
