import { seitenListe } from '../entities/common';
import { lieferung, lieferungFilter } from '../entities/lieferung';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * BiPRO deliveries (reference §2.12), a page at a time, sorted and counted on the server.
 * 'angemeldet': the handler narrows to the broker's own deliveries and leaves out the
 * internal-only fields for non-internal users.
 */
export const lieferungenRouten = {
  lieferungenFilter: route({
    id: 'lieferungenFilter',
    methode: 'POST',
    pfad: '/bipro_lieferungen/filter',
    body: lieferungFilter,
    antwort: seitenListe(lieferung),
    berechtigung: 'angemeldet',
    handler: 'lieferungen-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  lieferungenExport: exportRoute({
    id: 'lieferungenExport',
    pfad: '/bipro_lieferungen/export',
    handler: 'lieferungen-export',
    filter: lieferungFilter,
    berechtigung: 'angemeldet',
  }),
};
