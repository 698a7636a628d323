import { MELDUNGEN, type Bereich } from '@lieferdesk/shared';

/** An area that is not built yet: its title and a plain notice, no sample data. */
export default function NichtGebaut({ bereich }: { bereich: Bereich }) {
  return (
    <section data-testid="bereich-nicht-gebaut">
      <h1 className="ld-titel">{bereich.titel}</h1>
      <p>{MELDUNGEN.bereichNichtGebaut}</p>
    </section>
  );
}
