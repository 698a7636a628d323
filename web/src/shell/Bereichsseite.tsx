import { hatBerechtigung, MELDUNGEN, type Bereich } from '@lieferdesk/shared';
import { Message } from 'primereact/message';
import { useEffect, type ComponentType } from 'react';
import { NichtGebaut, SEITEN } from '../pages';
import { useBenutzer } from './Benutzer';

/**
 * One area of the navigation: its page if built, else a plain "not available yet". `seite` is one
 * of the area's further pages (an edit page), guarded by the same right.
 */
export function Bereichsseite({ bereich, seite }: { bereich: Bereich; seite?: ComponentType }) {
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
  const Seite = seite ?? SEITEN[bereich.id];
  return Seite ? <Seite /> : <NichtGebaut bereich={bereich} />;
}
