/**
 * The lists' filter (reference §2.7, §7 "Courtage and dunning lists", §9): company (the shared
 * company loader's companies), date range (default the last month) and 'show deleted'. The form
 * keeps its draft, starting from the list's filter; 'Suchen' hands it to the list, 'Zurücksetzen'
 * hands over the default.
 */
import { COURTAGE_TEXTE } from '@lieferdesk/shared';
import { Gesellschaftsfeld } from '../../komponenten/Gesellschaftsfeld';
import { Filterschalter, Listenfilter, useFilterEntwurf, Zeitraumfeld } from '../../komponenten/Listenfilter';
import { standardEntwurf, type FilterEntwurf } from './liste';

const F = COURTAGE_TEXTE.filter;

export function CourtageFilter({
  start,
  onAnwenden,
}: {
  /** The filter the list shows (the kept one on coming back). */
  start: FilterEntwurf;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const { entwurf, setze, suchen, zuruecksetzen } = useFilterEntwurf(standardEntwurf, onAnwenden, start);

  return (
    <Listenfilter
      id="courtage-filter"
      praefix="courtage"
      className="ld-courtage-filter"
      suchenText={F.suchen}
      onSuchen={suchen}
      onZuruecksetzen={zuruecksetzen}
    >
      <Gesellschaftsfeld
        id="courtage-gesellschaft"
        beschriftung={F.gesellschaft}
        wert={entwurf.gesellschaftId}
        placeholder={F.gesellschaftPlatzhalter}
        onWert={(id) => setze('gesellschaftId', id)}
      />
      <Zeitraumfeld
        id="courtage-zeitraum"
        beschriftung={F.zeitraum}
        className="ld-courtage-zeitraum"
        wert={entwurf.zeitraum}
        onWert={(z) => setze('zeitraum', z)}
      />
      <Filterschalter
        id="courtage-geloeschte"
        beschriftung={F.geloeschteAnzeigen}
        wert={entwurf.showDeleted}
        onWert={(an) => setze('showDeleted', an)}
      />
    </Listenfilter>
  );
}
