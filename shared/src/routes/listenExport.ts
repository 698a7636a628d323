import type { z } from 'zod';
import type { Berechtigung } from '../permissions';
import {
  listenExportAbfrage,
  listenExportAnfrage,
  listenExportStand,
  listenExportStart,
} from '../entities/listenExport';
import { route } from './route';

/**
 * A list's Excel export route (issue 24 §2; the product's own): POST <list path>/export with the
 * list's search, the permission of the list route — so the authorization matrix holds it to the
 * list's roles. It checks the request, writes the job's progress record (table write) and starts
 * the export run ("Exportstrecke"), which reads every page in the caller's scope and writes the
 * file: the answer is the job id at once, never after the API's 29 s.
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
    antwort: listenExportStart,
    berechtigung: e.berechtigung,
    handler: e.handler,
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['export'] },
    last: 'schwer',
  });

export const listenExportRouten = {
  /**
   * An export job's state (act: rows written) and, once done, a presigned GET link of its file
   * (the documents bucket's export/, read only there). Every signed-in user may ask, but only for
   * his own jobs: anyone else's job answers 404, as an unknown one does.
   */
  listenExportStand: route({
    id: 'listenExportStand',
    methode: 'GET',
    pfad: '/listen_export/stand',
    query: listenExportAbfrage,
    antwort: listenExportStand,
    berechtigung: 'angemeldet',
    handler: 'listen-export-stand',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', dokumente: { export: true } },
  }),
};
