/**
 * The pure part of the GDV files screen (reference §2.13): the filter as the form holds it and as
 * the API takes it, and which rows a bulk delete may take.
 */
import type { BodyVon, GdvDatei, ROUTEN } from '@lieferdesk/shared';
import { letzterMonat, zeitraumTage, type Zeitraum } from '../lieferungen/zeitraum';

export interface FilterEntwurf {
  gesellschaftId: number | null;
  dateiname: string;
  zeitraum: Zeitraum;
  geloeschte: boolean;
  struktur: boolean;
}

export const standardEntwurf = (heute: Date = new Date()): FilterEntwurf => ({
  gesellschaftId: null,
  dateiname: '',
  zeitraum: letzterMonat(heute),
  geloeschte: false,
  struktur: false,
});

export type GdvDateienAnfrage = BodyVon<typeof ROUTEN.gdvDateienFilter>;

/** `darfStruktur`: FP-plus users only (the API checks it again). */
export function filterAnfrage(e: FilterEntwurf, darfStruktur: boolean): GdvDateienAnfrage {
  const { von, bis } = zeitraumTage(e.zeitraum);
  return {
    ...(von ? { fromDate: von, toDate: bis } : {}),
    ...(e.gesellschaftId !== null ? { gesellschaftId: e.gesellschaftId } : {}),
    ...(e.dateiname.trim() ? { filenameFilter: e.dateiname.trim() } : {}),
    ...(e.geloeschte ? { showDeleted: true } : {}),
    ...(darfStruktur && e.struktur ? { showFilesOfStructure: true } : {}),
  };
}

/** Reference §4: a deleted row cannot be deleted again, so it cannot be marked for it either. */
export const loeschbar = (z: Pick<GdvDatei, 'invisible'>) => !z.invisible;

/** The marked rows still shown and deletable (a new search may have dropped or deleted some). */
export function markierteIds(markiert: readonly GdvDatei[], zeilen: readonly GdvDatei[]): number[] {
  const gezeigt = new Map(zeilen.map((z) => [z.id, z]));
  return markiert.flatMap((m) => {
    const z = gezeigt.get(m.id);
    return z && loeschbar(z) ? [z.id] : [];
  });
}
