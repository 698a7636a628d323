/**
 * The rules of the commission and dunning lists (reference §2.7, §4 "Courtage file", §9), pure:
 * which list a screen shows, its filter as the request, which action a row offers, where its
 * result opens (which rows a delete or a restore takes: komponenten/geloeschteZeilen.ts).
 */
import {
  BEREICHE,
  hatBerechtigung,
  ROUTEN,
  type Benutzer,
  type BodyVon,
  type CourtageDatei,
} from '@lieferdesk/shared';
import { bisHeute, isoTag } from '../../kalender';
import { IMPORT } from '../datenimport/pfade';

/** The screen's two lists: commission files, and dunning/dynamics/action lists. */
export type ListenArt = 'abrechnung' | 'mahnung';

/** Each list is an area of its own (its title, path and menu entry). */
export const BEREICH_VON: Record<ListenArt, string> = { abrechnung: 'courtage', mahnung: 'mahnlisten' };
export const titelVon = (art: ListenArt) => BEREICHE.find((b) => b.id === BEREICH_VON[art])!.titel;

export interface FilterEntwurf {
  /** A company id of the shared loader; null: all. */
  gesellschaftId: number | null;
  /** The calendar's range; a missing bound is open. */
  zeitraum: (Date | null)[] | null;
  showDeleted: boolean;
}

/** Reference §9: the last month up to today (Berlin's days), every company, no deleted rows. */
export function standardEntwurf(jetzt: Date = new Date()): FilterEntwurf {
  return { gesellschaftId: null, zeitraum: bisHeute(1, jetzt), showDeleted: false };
}

export function filterAnfrage(art: ListenArt, e: FilterEntwurf): BodyVon<typeof ROUTEN.courtageFilter> {
  const [von, bis] = e.zeitraum ?? [];
  return {
    isCourtage: art === 'abrechnung',
    ...(von ? { dateFrom: isoTag(von) } : {}),
    ...(bis ? { dateTo: isoTag(bis) } : {}),
    ...(e.gesellschaftId !== null ? { gesellschaftId: e.gesellschaftId } : {}),
    ...(e.showDeleted ? { showDeleted: true } : {}),
  };
}

/** What the user may do with a row's file: read it, and open its result. */
export interface Zeilenrechte {
  einlesen: boolean;
  ergebnis: boolean;
}

/** The data import area a list's result opens in: commission files settle, lists import. */
const ERGEBNIS_BEREICH: Record<ListenArt, string> = {
  abrechnung: 'abrechnungImport',
  mahnung: 'datenimport',
};

/**
 * Reading takes the read route's right (§6); the result needs the right of the data import it
 * opens, whose page says 'keine Berechtigung' to anyone else — so it is not offered to them (a
 * broker without the import right). The server checks both again.
 */
export function zeilenrechte(b: Benutzer, art: ListenArt): Zeilenrechte {
  const bereich = BEREICHE.find((x) => x.id === ERGEBNIS_BEREICH[art])!;
  return {
    einlesen: hatBerechtigung(b, ROUTEN.courtageEinlesen.berechtigung),
    ergebnis: hatBerechtigung(b, bereich.berechtigung),
  };
}

/**
 * Reference §4: with an interface to read it and an empty status log 'read file'; with a status
 * log (and the import file's number it names) 'show result'; a deleted row is not read. Each
 * only for a user who may use it.
 */
export function zeilenAktion(z: CourtageDatei, rechte: Zeilenrechte): 'einlesen' | 'ergebnis' | undefined {
  if (z.statuslog) return z.fileId !== undefined && rechte.ergebnis ? 'ergebnis' : undefined;
  return z.importItem && !z.invisible && z.aenderbar && rechte.einlesen ? 'einlesen' : undefined;
}

/**
 * Reference §2.7: the result opens the data import with id and filename — a commission file's
 * in settlement mode (/2), a list's in import mode.
 */
export function ergebnisPfad(art: ListenArt, fileId: number, fileName: string): string {
  const query = new URLSearchParams({ id: String(fileId), filename: fileName });
  return `${IMPORT}${art === 'abrechnung' ? '/2' : ''}?${query.toString()}`;
}
