/**
 * What the commission and dunning lists show (reference §2.7, §7 "Courtage and dunning lists"),
 * pure: which list a filter names (its date range is every list's, zeitangabe.ts `listenZeitraum`:
 * without one the last month up to today, reference §9), and which stored rows pass the in-memory part of the
 * filter (exact German calendar days, deleted rows only on request). The repository reads the
 * months of the range by company or broker (data/repositories/biproDateien.ts `liste`).
 */
import type { BiproZiel } from '../domain/bipro/biproDatei';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { deutscherTag, type Zeitraum } from '../zeitangabe';

/** The two lists of the screen: commission files and dunning/dynamics/action lists. */
export type CourtageZiel = Extract<BiproZiel, 'abrechnung' | 'mahnung'>;
export const COURTAGE_ZIELE: readonly BiproZiel[] = ['abrechnung', 'mahnung'];

export const zielVon = (isCourtage: boolean): CourtageZiel => (isCourtage ? 'abrechnung' : 'mahnung');

/** The import mode a list's files are read in (reference §9): commission files settle (2), lists import (1). */
export const modusVon = (ziel: CourtageZiel): 1 | 2 => (ziel === 'abrechnung' ? 2 : 1);

/** A stored row passes: arrived on a day of the range, and not deleted unless those are asked for. */
export function passtZumFilter(
  d: Pick<BiproDateiEintrag, 'creationDate' | 'invisible'>,
  z: Pick<Zeitraum, 'vonTag' | 'bisTag'>,
  showDeleted = false,
): boolean {
  const tag = deutscherTag(d.creationDate);
  return tag >= z.vonTag && tag <= z.bisTag && (showDeleted || !d.invisible);
}
