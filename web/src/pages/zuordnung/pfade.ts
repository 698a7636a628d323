/**
 * The assign page's two addresses (reference §2.5, §2.11): the import variant the data import links
 * to, and the inbox variant of the BiPRO documents — one component.
 */
import { IMPORT, ZUORDNEN } from '../datenimport/pfade';

/** Reference §2.4: /intern/gdv/import/zuordnen?id={lineId}. */
export const ZUORDNEN_IMPORT = ZUORDNEN;
/** Reference §2.11: /intern/bipro/documents/assign_insurance?id=&insuranceId=&fileName=. */
export const ZUORDNEN_DOKUMENT = '/intern/bipro/documents/assign_insurance';
/** Reference §2.11: "On success the user goes to /intern/gdv/import" (which restores its state). */
export const NACH_ERFOLG = IMPORT;
