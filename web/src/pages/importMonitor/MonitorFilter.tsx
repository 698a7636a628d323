/**
 * The monitor's filter (reference §2.14, §9): date range (default today), company (the shared
 * company loader's, unknown VU numbers too) and interface (the company's interfaces, inactive
 * ones too), file name, file number, "only files in processing" and, for who may see the
 * structure's files, "with structure"; and (ours) only the files with faulty lines or only the
 * missed planned runs, which the start page's links choose. The form keeps its draft;
 * 'Suchen' hands it to the list, 'Zurücksetzen' hands over today's default.
 */
import { MELDUNGEN, MONITOR_NUR, MONITOR_TEXTE, ROUTEN, type MonitorNur } from '@lieferdesk/shared';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import {
  Filterschalter,
  Filtertext,
  Filterzahl,
  Listenfilter,
  Schaltergruppe,
  useFilterEntwurf,
  Zeitraumfeld,
} from '../../komponenten/Listenfilter';
import { standardEntwurf, type FilterEntwurf } from './monitor';

const F = MONITOR_TEXTE.filter;
const NUR_OPTIONEN = MONITOR_NUR.map((nur) => ({ label: F.nurWerte[nur], value: nur }));

export function MonitorFilter({
  modus,
  darfStruktur,
  angewandt,
  onAnwenden,
}: {
  modus: 1 | 2;
  darfStruktur: boolean;
  /** The filter the list shows, the form's start (a link's filter shows in the form). */
  angewandt: FilterEntwurf;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const { entwurf, setze, suchen, zuruecksetzen } = useFilterEntwurf(standardEntwurf, onAnwenden, angewandt);
  const { data: optionen } = useRoute(
    ROUTEN.uploadComboboxen,
    { withInactiveInterfaces: 'true', gesellschaft: entwurf.gesellschaft ?? undefined, modus },
    { swr: { keepPreviousData: true } },
  );
  // The shared company loader: the companies and the VU numbers no company has ('… (unbekannt)').
  const { data: firmen } = useRoute(ROUTEN.importGesellschaften);

  return (
    <Listenfilter
      id="monitor-filter"
      praefix="monitor"
      className="ld-monitor-filter"
      suchenText={F.suchen}
      onSuchen={suchen}
      onZuruecksetzen={zuruecksetzen}
    >
      <Zeitraumfeld
        id="monitor-zeitraum"
        beschriftung={F.zeitraum}
        className="ld-monitor-zeitraum"
        wert={entwurf.zeitraum}
        onWert={(z) => setze('zeitraum', z)}
      />
      <AuswahlFeld
        id="monitor-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaft}
        options={firmen?.gesellschaften ?? []}
        placeholder={MELDUNGEN.alleGesellschaften}
        filter
        showClear
        onChange={(e) => setze('gesellschaft', typeof e.value === 'string' ? e.value : null)}
      />
      <AuswahlFeld
        id="monitor-interface"
        beschriftung={F.interface}
        value={entwurf.interfaceName}
        options={optionen?.interfaces ?? []}
        placeholder={F.alleInterfaces}
        filter
        showClear
        onChange={(e) => setze('interfaceName', typeof e.value === 'string' ? e.value : null)}
      />
      <Filtertext
        id="monitor-dateiname"
        beschriftung={F.dateiname}
        platzhalter={F.dateinamePlatzhalter}
        wert={entwurf.fileName}
        onWert={(t) => setze('fileName', t)}
      />
      <Filterzahl
        id="monitor-dateinummer"
        beschriftung={F.dateinummer}
        wert={entwurf.fileNumber}
        onWert={(n) => setze('fileNumber', n)}
      />
      <AuswahlFeld
        id="monitor-nur"
        beschriftung={F.nur}
        value={entwurf.nur}
        options={NUR_OPTIONEN}
        placeholder={F.nurAlle}
        showClear
        onChange={(e) =>
          setze('nur', MONITOR_NUR.includes(e.value as MonitorNur) ? (e.value as MonitorNur) : null)
        }
      />
      <Schaltergruppe>
        <Filterschalter
          id="monitor-nur-bearbeitung"
          beschriftung={F.nurInBearbeitung}
          wert={entwurf.onlyCurrentlyProcessing}
          onWert={(an) => setze('onlyCurrentlyProcessing', an)}
        />
        {darfStruktur && (
          <Filterschalter
            id="monitor-mit-struktur"
            beschriftung={F.mitStruktur}
            wert={entwurf.mitStruktur}
            onWert={(an) => setze('mitStruktur', an)}
          />
        )}
      </Schaltergruppe>
    </Listenfilter>
  );
}
