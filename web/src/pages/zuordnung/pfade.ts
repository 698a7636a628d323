/**
 * The assign page's two addresses (reference §2.5, §2.11): the import variant the data import links
 * to, and the inbox variant of the BiPRO documents — one component — and where each goes back to.
 */
import { BEREICHE } from '@lieferdesk/shared';
import { IMPORT, ZUORDNEN } from '../datenimport/pfade';

/** Reference §2.4: /intern/gdv/import/zuordnen?id={lineId}. */
export const ZUORDNEN_IMPORT = ZUORDNEN;
/** Reference §2.11: /intern/bipro/documents/assign_insurance?id=&insuranceId=&fileName=. */
export const ZUORDNEN_DOKUMENT = '/intern/bipro/documents/assign_insurance';

/** The BiPRO documents inbox (reference §2.10). */
export const POSTEINGANG = BEREICHE.find((b) => b.id === 'dokumente')!.pfad;

/**
 * Where a successful assignment goes: the import variant to /intern/gdv/import (reference §2.11,
 * which restores its state), the inbox variant back to the inbox list, where the document has
 * left the unassigned documents.
 */
export const nachErfolg = (pfad: string): string => (pfad === ZUORDNEN_DOKUMENT ? POSTEINGANG : IMPORT);
