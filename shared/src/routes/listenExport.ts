import type { z } from 'zod';
import type { Berechtigung } from '../permissions';
import { listenExportAnfrage, listenExportAntwort } from '../entities/listenExport';
import { route } from './route';

/**
 * A list's Excel export route (issue 24 §2; the product's own): POST <list path>/export with the
 * list's search, the permission of the list route — so the authorization matrix holds it to the
 * list's roles —, reading the table and writing only its file under `export/` in the documents
 * bucket. Heavy: it reads every page of the search.
 */
export const exportRoute = <const I extends string, F extends z.ZodType>(e: {
  id: I;
  pfad: string;
  handler: string;
  filter: F;
  berechtigung: Berechtigung;
}) =>
  route({
    id: e.id,
    methode: 'POST',
    pfad: e.pfad,
    body: listenExportAnfrage(e.filter),
    antwort: listenExportAntwort,
    berechtigung: e.berechtigung,
    handler: e.handler,
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', dokumente: { export: true } },
    last: 'schwer',
  });
