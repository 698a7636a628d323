import { z } from 'zod';
import { leer } from '../entities/common';
import { downloadUebersicht, downloadUebersichtAbfrage } from '../entities/downloadUebersicht';
import { nameFeld } from '../entities/text';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * BiPRO download overview (reference §2.6; §7 "Download overview"). 'angemeldet': the handler shows
 * a broker his own jobs and restarts a job only if jobStartAllowed. A restart writes: the start is
 * a conditional write on the access (its cool-down).
 */
export const downloadUebersichtRouten = {
  downloadUebersichtZeilen: route({
    id: 'downloadUebersichtZeilen',
    methode: 'GET',
    pfad: '/bipro_download_overview/rows',
    query: downloadUebersichtAbfrage,
    antwort: downloadUebersicht,
    berechtigung: 'angemeldet',
    handler: 'download-uebersicht-zeilen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  downloadUebersichtExport: exportRoute({
    id: 'downloadUebersichtExport',
    pfad: '/bipro_download_overview/export',
    handler: 'download-uebersicht-export',
    filter: downloadUebersichtAbfrage,
    berechtigung: 'angemeldet',
  }),
  downloadJobNeustarten: route({
    id: 'downloadJobNeustarten',
    methode: 'POST',
    pfad: '/bipro_download_overview/restart_job',
    query: z.object({ gesellschaft: nameFeld().min(1) }),
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'download-job-neustarten',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['abholen'] },
    last: 'schwer',
  }),
  downloadJobsAlleNeustarten: route({
    id: 'downloadJobsAlleNeustarten',
    methode: 'POST',
    pfad: '/bipro_download_overview/restart_all_jobs',
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'download-jobs-alle-neustarten',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['abholen'] },
    last: 'schwer',
  }),
};
