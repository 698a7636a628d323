import { hatBerechtigung, MELDUNGEN, type Bereich } from '@lieferdesk/shared';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { NichtGebaut, SEITEN } from '../pages';
import { useBenutzer } from './Benutzer';

/** One area of the navigation: its page if built, else a plain "not available yet". */
export function Bereichsseite({ bereich }: { bereich: Bereich }) {
  const ich = useBenutzer();
  useEffect(() => {
    document.title = `${bereich.titel} – ${MELDUNGEN.produktName}`;
    return () => {
      document.title = MELDUNGEN.produktName;
    };
  }, [bereich.titel]);

  if (!hatBerechtigung(ich, bereich.berechtigung)) {
    return (
      <section>
        <h1 className="ld-titel">{bereich.titel}</h1>
        <Message severity="warn" text={MELDUNGEN.keineBerechtigung} />
      </section>
    );
  }
  const Seite = SEITEN[bereich.id];
  return Seite ? <Seite /> : <NichtGebaut bereich={bereich} />;
}
