/**
 * The archive's filter (reference §2.9): BiPRO access (the insurer, from the shared company
 * loader), date range (default the last 6 months), VSNR, customer name, GeVo-Art and file name
 * (a part, or a pattern with * and ?). The page holds the draft (it is kept for coming back);
 * 'Suchen' submits it, 'Zurücksetzen' submits the default.
 */
import { ARCHIV_TEXTE } from '@lieferdesk/shared';
import type { FormEvent } from 'react';
import { Gesellschaftsfeld } from '../../komponenten/Gesellschaftsfeld';
import { Filtertext, Filterzahl, Listenfilter, Zeitraumfeld } from '../../komponenten/Listenfilter';
import type { FilterEntwurf } from './archiv';

const F = ARCHIV_TEXTE.filter;

export function ArchivFilter({
  entwurf,
  onAendern,
  onSuchen,
  onZuruecksetzen,
}: {
  entwurf: FilterEntwurf;
  onAendern(entwurf: FilterEntwurf): void;
  onSuchen(): void;
  onZuruecksetzen(): void;
}) {
  function setze<K extends keyof FilterEntwurf>(feld: K, wert: FilterEntwurf[K]) {
    onAendern({ ...entwurf, [feld]: wert });
  }

  function suchen(ereignis: FormEvent) {
    ereignis.preventDefault();
    onSuchen();
  }

  const text = (
    id: string,
    feld: 'policeNr' | 'kundenname' | 'fileName',
    beschriftung: string,
    platzhalter?: string,
  ) => (
    <Filtertext
      id={id}
      beschriftung={beschriftung}
      platzhalter={platzhalter}
      wert={entwurf[feld]}
      onWert={(t) => setze(feld, t)}
    />
  );

  return (
    <Listenfilter
      id="archiv-filter"
      praefix="archiv"
      className="ld-archiv-filter"
      suchenText={F.suchen}
      onSuchen={suchen}
      onZuruecksetzen={onZuruecksetzen}
    >
      {/* The loader's unknown VU numbers ('… (unbekannt)') are no access's company. */}
      <Gesellschaftsfeld
        id="archiv-gesellschaft"
        beschriftung={F.gesellschaft}
        wert={entwurf.gesellschaftId}
        onWert={(id) => setze('gesellschaftId', id)}
      />
      <Zeitraumfeld
        id="archiv-zeitraum"
        beschriftung={F.zeitraum}
        className="ld-archiv-zeitraum"
        wert={entwurf.zeitraum}
        onWert={(z) => setze('zeitraum', z)}
      />
      {text('archiv-vsnr', 'policeNr', F.policeNr)}
      {text('archiv-kundenname', 'kundenname', F.kundenname, F.kundennamePlatzhalter)}
      <Filterzahl
        id="archiv-gevoart"
        beschriftung={F.gevoArt}
        className="ld-archiv-gevoart"
        wert={entwurf.gevoArt}
        onWert={(n) => setze('gevoArt', n)}
      />
      {text('archiv-dateiname', 'fileName', F.dateiname, F.dateinamePlatzhalter)}
    </Listenfilter>
  );
}
