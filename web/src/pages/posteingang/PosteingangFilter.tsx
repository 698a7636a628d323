/**
 * The inbox's filter (reference §2.10, §5, §9): company (the shared company loader's companies),
 * filter mode, date range (default the last month), policy number, internal number, customer
 * name ("Name, Vorname"), customer number, GeVo type, foreign number, agent number and, for
 * BiPRO-structure users, the toggle for the structure's unassigned documents; and 'show deleted'. The form keeps its
 * draft, starting as the list's filter (kept for coming back); 'Suchen' hands it to the list,
 * 'Zurücksetzen' hands over the default.
 */
import { POSTEINGANG_TEXTE } from '@lieferdesk/shared';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Gesellschaftsfeld } from '../../komponenten/Gesellschaftsfeld';
import {
  Filterschalter,
  Filtertext,
  Filterzahl,
  Listenfilter,
  useFilterEntwurf,
  Zeitraumfeld,
} from '../../komponenten/Listenfilter';
import { FILTER_MODI, standardEntwurf, type FilterEntwurf, type FilterModus } from './posteingang';

const F = POSTEINGANG_TEXTE.filter;
const MODI = FILTER_MODI.map((m) => ({ label: F.modus[m], value: m }));

type TextFeld = 'policeNr' | 'customerName' | 'fremdnummer' | 'vermittlernummer';
type ZahlFeld = 'internalId' | 'customerId' | 'gevoArt';

export function PosteingangFilter({
  darfStruktur,
  start,
  onAnwenden,
}: {
  darfStruktur: boolean;
  /** The filter the list shows as the page opens (without one: the default). */
  start?: FilterEntwurf;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const { entwurf, setze, suchen, zuruecksetzen } = useFilterEntwurf(standardEntwurf, onAnwenden, start);

  const text = (feld: TextFeld, beschriftung: string, platzhalter?: string) => (
    <Filtertext
      id={`posteingang-${feld}`}
      beschriftung={beschriftung}
      platzhalter={platzhalter}
      wert={entwurf[feld]}
      onWert={(t) => setze(feld, t)}
    />
  );
  const zahl = (feld: ZahlFeld, beschriftung: string) => (
    <Filterzahl
      id={`posteingang-${feld}`}
      beschriftung={beschriftung}
      className="ld-posteingang-zahl"
      wert={entwurf[feld]}
      onWert={(n) => setze(feld, n)}
    />
  );

  return (
    <Listenfilter
      id="posteingang-filter"
      praefix="posteingang"
      className="ld-posteingang-filter"
      suchenText={F.suchen}
      onSuchen={suchen}
      onZuruecksetzen={zuruecksetzen}
    >
      <Gesellschaftsfeld
        id="posteingang-gesellschaft"
        beschriftung={F.gesellschaft}
        wert={entwurf.gesellschaftId}
        onWert={(id) => setze('gesellschaftId', id)}
      />
      <AuswahlFeld
        id="posteingang-modus"
        beschriftung={F.filterModus}
        value={entwurf.filterMode}
        options={MODI}
        onChange={(e) => {
          if (FILTER_MODI.includes(e.value as FilterModus)) setze('filterMode', e.value as FilterModus);
        }}
      />
      <Zeitraumfeld
        id="posteingang-zeitraum"
        beschriftung={F.zeitraum}
        className="ld-posteingang-zeitraum"
        wert={entwurf.zeitraum}
        onWert={(z) => setze('zeitraum', z)}
      />
      {text('policeNr', F.policeNr)}
      {zahl('internalId', F.internalId)}
      {text('customerName', F.customerName, F.customerNamePlatzhalter)}
      {zahl('customerId', F.customerId)}
      {zahl('gevoArt', F.gevoArt)}
      {text('fremdnummer', F.fremdnummer)}
      {text('vermittlernummer', F.vermittlernummer)}
      {darfStruktur && (
        <Filterschalter
          id="posteingang-mit-struktur"
          beschriftung={F.mitStruktur}
          wert={entwurf.mitStruktur}
          onWert={(an) => setze('mitStruktur', an)}
        />
      )}
      <Filterschalter
        id="posteingang-geloeschte"
        beschriftung={F.geloeschteZeigen}
        wert={entwurf.geloeschte}
        onWert={(an) => setze('geloeschte', an)}
      />
    </Listenfilter>
  );
}
