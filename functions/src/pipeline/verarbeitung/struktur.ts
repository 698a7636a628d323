/**
 * Whose structure an evaluation searches besides the file's broker: the structure of the
 * person who evaluates — by starting a run or by assigning a line — when he is the file's
 * broker himself. Anyone else (staff, a structure leader working on a file of his structure)
 * evaluates against the file's broker alone, so the result does not depend on who pressed
 * the button.
 */
import type { Benutzer } from '@lieferdesk/shared';
import type { ImportDatei } from '../../data/repositories/importDateien';

export const auswertungsStruktur = (
  benutzer: Benutzer,
  datei: Pick<ImportDatei, 'maklernr'>,
): readonly string[] =>
  benutzer.maklernr !== undefined && benutzer.maklernr === datei.maklernr ? benutzer.struktur : [];
