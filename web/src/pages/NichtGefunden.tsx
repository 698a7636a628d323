import { MELDUNGEN } from '@lieferdesk/shared';
import { Link } from 'react-router-dom';

export default function NichtGefunden() {
  return (
    <section data-testid="nicht-gefunden">
      <h1 className="ld-titel">{MELDUNGEN.unbekannterPfad}</h1>
      <p>
        <Link to="/">{MELDUNGEN.zurStartseite}</Link>
      </p>
    </section>
  );
}
