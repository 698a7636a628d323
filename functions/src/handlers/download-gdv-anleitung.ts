import { ROUTEN } from '@lieferdesk/shared';
import { downloadHandler } from '../http/api-handler';
import { anleitung } from '../werkbank/anleitung';

/** The data import's manual, a short PDF (reference §7 "Downloads": bipro_gdv_anleitung). */
export const handler = downloadHandler(ROUTEN.anleitungHerunterladen, async () => anleitung());
