/**
 * The frame of the read-only customer and contract pages: the number from the address (an address
 * without a valid one asks nothing and says so), its record loaded and shown under the note that
 * the page is read-only, beside the record's own marks (a deleted contract).
 */
import { ZUORDNUNG_TEXTE as T, type AntwortVon, type QueryVon, type Route } from '@lieferdesk/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useRoute } from '../../api/useRoute';
import { Ansichtsrahmen } from '../../komponenten/Ansichtsrahmen';
import { nummerAus } from '../zuordnung/zuordnung';
import '../zuordnung/zuordnung.css';

export function Bestandsseite<R extends Route>(p: {
  route: R;
  /** The address parameter that holds the number. */
  parameter: string;
  anfrage(nummer: number): QueryVon<R>;
  titel(nummer: number): string;
  fehlerTestId: string;
  kennzeichen?(daten: AntwortVon<R>): ReactNode;
  children(daten: AntwortVon<R>): ReactNode;
}) {
  const nummer = nummerAus(useParams()[p.parameter]);
  const abfrage = useRoute(p.route, nummer === undefined ? null : p.anfrage(nummer));
  return (
    <Ansichtsrahmen
      titel={p.titel(nummer ?? NaN)}
      fehlerTestId={p.fehlerTestId}
      ohneAnfrage={nummer === undefined ? T.ungueltigeNummer : undefined}
      abfrage={abfrage}
    >
      {(daten) => (
        <>
          <div className="ld-werkzeugleiste">
            {p.kennzeichen?.(daten)}
            <span className="ld-leise">{T.nurLesen}</span>
          </div>
          {p.children(daten)}
        </>
      )}
    </Ansichtsrahmen>
  );
}
