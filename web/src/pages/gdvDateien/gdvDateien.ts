/**
 * The pure part of the GDV files screen (reference §2.13): the filter as the form holds it and as
 * the API takes it, and a file's status protocol as lines (which rows a delete or a restore takes:
 * komponenten/geloeschteZeilen.ts).
 */
import {
  GDV_DATEIEN_TEXTE as T,
  GDV_SORTIERBAR,
  GRUENDE_TRENNER,
  LESE_TEXTE,
  type BodyVon,
  type GdvDatei,
  type ROUTEN,
} from '@lieferdesk/shared';
import { letzterMonat, zeitraumTage, type Zeitraum } from '../lieferungen/zeitraum';
import { spaltenAngaben } from '../../komponenten/spalten';

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

/**
 * The GDV files' choosable columns (reference §2.13, its order; the name always in view). From
 * the start: what came when from whom and what became of it; the delivery, size, access and
 * intermediary number are chosen (Spaltenwahl).
 */
export const GDV_SPALTEN = spaltenAngaben(
  T.spalten,
  // Every column but the file name's (shown on its own) sorts on the server, in this order.
  GDV_SORTIERBAR.filter((f) => f !== 'filename'),
  ['statusLog', 'biProGevoArt', 'creationDate', 'gesellschaft', 'eingespielt', 'ausgewertet'],
);
