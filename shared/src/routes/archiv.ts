import { dateiLink, dateiLinkAbfrage, seitenListe } from '../entities/common';
import { archivEintrag, archivFilter } from '../entities/archiv';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * Excluded BiPRO files (reference §2.9). Reference §7 does not show the archive's paths: both are our
 * choice. 'angemeldet': the handler narrows to the broker's own files.
 */
export const archivRouten = {
  archivFilter: route({
    id: 'archivFilter',
    methode: 'POST',
    pfad: '/bipro_archiv/filter',
    body: archivFilter,
    antwort: seitenListe(archivEintrag),
    berechtigung: 'angemeldet',
    handler: 'archiv-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  archivExport: exportRoute({
    id: 'archivExport',
    pfad: '/bipro_archiv/export',
    handler: 'archiv-export',
    filter: archivFilter,
    berechtigung: 'angemeldet',
  }),
  /**
   * The file for the viewer (PDF if the name ends in pdf, else XML or text): a presigned link,
   * inline with `anzeigen`; none without content (the no-data modal).
   */
  archivDateiAnzeigen: route({
    id: 'archivDateiAnzeigen',
    methode: 'GET',
    pfad: '/bipro_archiv/datei',
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'archiv-datei-anzeigen',
    umgesetzt: true,
    // Presigning a GET of the inbox object is the function's own read of it; the download job
    // puts every BiPRO file under bipro/, so that is all the link may reach.
    zugriff: { tabelle: 'lesen', inbox: { lesen: ['bipro/'] } },
  }),
};
