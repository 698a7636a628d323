/**
 * The pure part of the GDV files screen (reference §2.13): the filter as the form holds it and as
 * the API takes it, which rows a bulk delete may take, and a file's status protocol as lines.
 */
import { GRUENDE_TRENNER, LESE_TEXTE, type BodyVon, type GdvDatei, type ROUTEN } from '@lieferdesk/shared';
import { letzterMonat, zeitraumTage, type Zeitraum } from '../lieferungen/zeitraum';

export interface FilterEntwurf {
  gesellschaftId: number | null;
  dateiname: string;
  zeitraum: Zeitraum;
  geloeschte: boolean;
  struktur: boolean;
}

export const standardEntwurf = (jetzt: Date = new Date()): FilterEntwurf => ({
  gesellschaftId: null,
  dateiname: '',
  zeitraum: letzterMonat(jetzt),
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

/**
 * Reference §4: a deleted row cannot be deleted again, so it cannot be marked for it either; §6:
 * nor a row the user may only read (the server's `aenderbar`: an FP-plus user's structure files).
 */
export const loeschbar = (z: Pick<GdvDatei, 'invisible' | 'aenderbar'>) => !z.invisible && z.aenderbar;

/** The marked rows still shown and deletable (a new search may have dropped or deleted some). */
export function markierteIds(markiert: readonly GdvDatei[], zeilen: readonly GdvDatei[]): number[] {
  const gezeigt = new Map(zeilen.map((z) => [z.id, z]));
  return markiert.flatMap((m) => {
    const z = gezeigt.get(m.id);
    return z && loeschbar(z) ? [z.id] : [];
  });
}

/** What the monitor's words put before the reasons of a file-level error. */
const VOR_GRUENDEN = LESE_TEXTE.dateiUnvollstaendig([]);

/**
 * A file's status protocol as the lines the screen shows: the first one in the row, all of them
 * on demand. A file-level error lists its reasons one after another; each distinct reason is one
 * line, once (files read before the reader named a reason shared by several packages once repeat
 * it per package), the first with the status before it.
 */
export function statusZeilen(statusLog: string | undefined): string[] {
  const text = statusLog?.trim() ?? '';
  const stelle = text.indexOf(VOR_GRUENDEN);
  const kopf = stelle < 0 ? '' : text.slice(0, stelle + VOR_GRUENDEN.length);
  const gruende = [
    ...new Set(
      text
        .slice(kopf.length)
        .split(GRUENDE_TRENNER)
        .map((z) => z.trim())
        .filter((z) => z !== ''),
    ),
  ];
  if (gruende.length === 0) return kopf ? [kopf.trim()] : [];
  return [`${kopf}${gruende[0]}`, ...gruende.slice(1)];
}

/** Characters of the status the row shows in one line at 1280 px (.ld-gdv-status). */
const STATUS_IN_DER_ZEILE = 40;

/** The row's protocol holds more than its row shows: a second line, or a first one cut short. */
export function mitProtokoll(z: Pick<GdvDatei, 'statusLog'>): boolean {
  const zeilen = statusZeilen(z.statusLog);
  return zeilen.length > 1 || (zeilen[0]?.length ?? 0) > STATUS_IN_DER_ZEILE;
}
