import { leer, zeilenListe } from '../entities/common';
import { ausnahmenFilter, ausnahmenSpeichern, kategorieAusnahme } from '../entities/ausnahme';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * Category exceptions per company (reference §2.15; §7 "Exceptions"): internal users. The download
 * job reads a company's exceptions once per run (abholung/lieferung.ts `konfigurationLaden`), so a
 * change applies to the shipments of every run that starts after it.
 */
export const ausnahmenRouten = {
  ausnahmenFilter: route({
    id: 'ausnahmenFilter',
    methode: 'POST',
    pfad: '/bipro_exceptions/filter',
    body: ausnahmenFilter,
    antwort: zeilenListe(kategorieAusnahme),
    berechtigung: 'intern',
    handler: 'ausnahmen-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  ausnahmenExport: exportRoute({
    id: 'ausnahmenExport',
    pfad: '/bipro_exceptions/export',
    handler: 'ausnahmen-export',
    filter: ausnahmenFilter,
    berechtigung: 'intern',
  }),
  ausnahmenSpeichern: route({
    id: 'ausnahmenSpeichern',
    methode: 'POST',
    pfad: '/bipro_exceptions/save',
    body: ausnahmenSpeichern,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'ausnahmen-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'kategorieAusnahme',
  }),
};
