/**
 * The pipeline's own rules of the work on a file, pure: in which modus a booking plans and which
 * protocol a settlement writes. Which work a file's state allows and which state follows are the
 * file's state machine (domain/dateiStatus.ts).
 */
import type { VerarbeitungsArt } from '@lieferdesk/events';
import type { ImportDatei } from '../../data/repositories/importDateien';

/**
 * The booking modus: "create bookings" books as the file is (an import file's contracts, a
 * settlement file's commissions); a settlement always books commissions (GDV collection records
 * of an import file included).
 */
export const buchungsModus = (art: VerarbeitungsArt, datei: Pick<ImportDatei, 'modus'>): 1 | 2 =>
  art === 'buchen' ? datei.modus : 2;

/** The protocol a settlement writes. */
export const protokollArt = (art: VerarbeitungsArt): 'voll' | 'fehler' | undefined =>
  art === 'abrechnen' ? 'voll' : art === 'abrechnenFehlerprotokoll' ? 'fehler' : undefined;
