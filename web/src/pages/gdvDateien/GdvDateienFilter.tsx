/**
 * The GDV files' filter (reference §2.13, §9): company (the shared company loader's companies),
 * file name (a part of it, or a pattern with * and ?), date range (default the last month), show
 * deleted entries and, for FP-plus users, the structure's files. The form keeps its draft, starting
 * from the list's filter; 'Suchen' hands it to the list, 'Zurücksetzen' hands over the default.
 */
import { GDV_DATEIEN_TEXTE } from '@lieferdesk/shared';
import { Gesellschaftsfeld } from '../../komponenten/Gesellschaftsfeld';
import {
  Filterschalter,
  Filtertext,
  Listenfilter,
  Schaltergruppe,
  useFilterEntwurf,
  Zeitraumfeld,
} from '../../komponenten/Listenfilter';
import { standardEntwurf, type FilterEntwurf } from './gdvDateien';

const F = GDV_DATEIEN_TEXTE.filter;

export function GdvDateienFilter({
  darfStruktur,
  start,
  onAnwenden,
}: {
  darfStruktur: boolean;
  /** The filter the list shows (the kept one on coming back). */
  start: FilterEntwurf;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const { entwurf, setze, suchen, zuruecksetzen } = useFilterEntwurf(standardEntwurf, onAnwenden, start);

  return (
    <Listenfilter
      id="gdv-filter"
      praefix="gdv"
      className="ld-lieferliste-filter"
      suchenText={F.suchen}
      onSuchen={suchen}
      onZuruecksetzen={zuruecksetzen}
    >
      <Gesellschaftsfeld
        id="gdv-gesellschaft"
        beschriftung={F.gesellschaft}
        wert={entwurf.gesellschaftId}
        onWert={(id) => setze('gesellschaftId', id)}
      />
      <Filtertext
        id="gdv-dateiname"
        beschriftung={F.dateiname}
        platzhalter={F.dateinamePlatzhalter}
        wert={entwurf.dateiname}
        onWert={(t) => setze('dateiname', t)}
      />
      <Zeitraumfeld
        id="gdv-zeitraum"
        beschriftung={F.zeitraum}
        className="ld-lieferliste-zeitraum"
        wert={entwurf.zeitraum}
        onWert={(z) => setze('zeitraum', z)}
      />
      <Schaltergruppe>
        <Filterschalter
          id="gdv-geloeschte"
          beschriftung={F.geloeschteZeigen}
          wert={entwurf.geloeschte}
          onWert={(an) => setze('geloeschte', an)}
        />
        {darfStruktur && (
          <Filterschalter
            id="gdv-struktur"
            beschriftung={F.strukturZeigen}
            wert={entwurf.struktur}
            onWert={(an) => setze('struktur', an)}
          />
        )}
      </Schaltergruppe>
    </Listenfilter>
  );
}
