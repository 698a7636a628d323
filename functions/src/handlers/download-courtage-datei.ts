import { ROUTEN } from '@lieferdesk/shared';
import { downloadHandler } from '../http/api-handler';
import { abrechnungsprotokoll } from '../pipeline/verarbeitung/abrechnung';

/** The protocol of the file's last settlement as .xlsx (id: the fileId). */
export const handler = downloadHandler(ROUTEN.courtageDateiHerunterladen, ({ benutzer, query }) =>
  abrechnungsprotokoll(benutzer, query.id),
);
