import { begrenzteListe, dateiLink, dateiLinkAbfrage } from '../entities/common';
import { archivEintrag, archivFilter } from '../entities/archiv';
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
    antwort: begrenzteListe(archivEintrag),
    berechtigung: 'angemeldet',
    handler: 'archiv-filter',
  }),
  /** The file for the viewer (PDF if the name ends in pdf, else XML): its link; none without content. */
  archivDateiAnzeigen: route({
    id: 'archivDateiAnzeigen',
    methode: 'GET',
    pfad: '/bipro_archiv/datei',
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'archiv-datei-anzeigen',
  }),
};
