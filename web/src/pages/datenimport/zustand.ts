/**
 * Coming back restores the screen (reference §2.4): filter, submitted search, sorting, page — and the
 * rows, so the table is there at once while the search runs again in the background.
 *
 * Kept in sessionStorage (this tab only, survives a reload) under route + modus + user: the
 * next user signing in in the same tab never sees the last one's filter or rows. The rows sit
 * under a key of their own, written only when a search answers, so typing in the filter does
 * not serialise thousands of rows; if they exceed the storage quota they are left out and the
 * restored search simply fetches them again.
 */
import {
  hatVollenFilter,
  IMPORT_SEITENGROESSE,
  type AntwortVon,
  type Benutzer,
  type ROUTEN,
} from '@lieferdesk/shared';
import { ankunftAus, entwurfFuerAnkunft } from './ankunft';
import {
  gleicheSuche,
  pruefeFilter,
  standardFilter,
  type FilterEntwurf,
  type FilterNutzlast,
  type ImportModus,
} from './filter';
import { IMPORT_MUSTER } from './pfade';

type Speicher = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** One page of the search as the server answered it. */
export type Trefferseite = AntwortVon<typeof ROUTEN.importFilter>;
export type Sortierung = { feld?: string; richtung?: 1 | -1 };

const VERSION = 1;

export interface SeitenZustand {
  /** The query the screen was opened with: a new link (another file) starts afresh. */
  herkunft: string;
  entwurf: FilterEntwurf;
  /** The last submitted search; null = none yet. */
  suche: FilterNutzlast | null;
  sortierung: Sortierung;
  /** Index of the first row of the page shown. */
  erste: number;
  /** The server's tokens of the pages after the first (marken[i]: page i + 2), as far as paged. */
  marken: string[];
}

export const zustandsSchluessel = (benutzerId: string, modus: ImportModus) =>
  `lieferdesk:${IMPORT_MUSTER}:${modus}:${benutzerId}`;
const zeilenSchluessel = (schluessel: string) => `${schluessel}:zeilen`;

function lies(speicher: Speicher, schluessel: string): unknown {
  try {
    const text = speicher.getItem(schluessel);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const istObjekt = (w: unknown): w is Record<string, unknown> => typeof w === 'object' && w !== null;

const NULLBAR = new Set(['fileId', 'lineFrom', 'lineTo']);

/** The stored draft if it still has the current shape (a newer build may have changed it). */
function alsEntwurf(w: unknown): FilterEntwurf | undefined {
  if (!istObjekt(w)) return undefined;
  const vorlage = standardFilter();
  for (const [feld, wert] of Object.entries(vorlage)) {
    const gespeichert = w[feld];
    // The number fields that may be empty (null in the default): a number or null.
    const erwartet = NULLBAR.has(feld) ? ['number', 'null'] : [typeof wert];
    if (!erwartet.includes(gespeichert === null ? 'null' : typeof gespeichert)) return undefined;
  }
  return Object.fromEntries(Object.keys(vorlage).map((f) => [f, w[f]])) as unknown as FilterEntwurf;
}

export function ladeZustand(speicher: Speicher, schluessel: string): SeitenZustand | undefined {
  const w = lies(speicher, schluessel);
  if (!istObjekt(w) || w.v !== VERSION || typeof w.herkunft !== 'string') return undefined;
  const entwurf = alsEntwurf(w.entwurf);
  if (!entwurf) return undefined;
  const sortierung = istObjekt(w.sortierung) ? w.sortierung : {};
  return {
    herkunft: w.herkunft,
    entwurf,
    suche: istObjekt(w.suche) ? (w.suche as FilterNutzlast) : null,
    sortierung: {
      feld: typeof sortierung.feld === 'string' ? sortierung.feld : undefined,
      richtung: sortierung.richtung === 1 || sortierung.richtung === -1 ? sortierung.richtung : undefined,
    },
    ...seiteMitMarken(w.erste, w.marken),
  };
}

/** The page shown, only if the token that reaches it was kept (else the first). */
function seiteMitMarken(erste: unknown, marken: unknown): Pick<SeitenZustand, 'erste' | 'marken'> {
  const liste =
    Array.isArray(marken) && marken.every((m) => typeof m === 'string') ? (marken as string[]) : [];
  const gueltig = typeof erste === 'number' && Number.isInteger(erste) && erste >= 0;
  const seite = gueltig ? Math.floor(erste / IMPORT_SEITENGROESSE) : 0;
  return seite <= liste.length
    ? { erste: seite * IMPORT_SEITENGROESSE, marken: liste }
    : { erste: 0, marken: [] };
}

export function speichereZustand(speicher: Speicher, schluessel: string, zustand: SeitenZustand): void {
  try {
    speicher.setItem(schluessel, JSON.stringify({ v: VERSION, ...zustand }));
  } catch {
    // Storage full or disabled: the screen works on, it just will not be restored.
  }
}

/** The page answering `suche` (its filter, sorting and page), stored with that request. */
export function speichereZeilen(
  speicher: Speicher,
  schluessel: string,
  suche: FilterNutzlast,
  seite: Trefferseite,
): void {
  try {
    speicher.setItem(zeilenSchluessel(schluessel), JSON.stringify({ suche, seite }));
  } catch {
    // Too many rows for the quota: drop the old ones, the restored search fetches anew.
    try {
      speicher.removeItem(zeilenSchluessel(schluessel));
    } catch {
      // storage unusable
    }
  }
}

/** The stored page, only if it answers exactly this request. */
export function ladeZeilen(
  speicher: Speicher,
  schluessel: string,
  suche: FilterNutzlast | null,
): Trefferseite | undefined {
  if (!suche) return undefined;
  const w = lies(speicher, zeilenSchluessel(schluessel));
  if (!istObjekt(w) || !istObjekt(w.seite) || !gleicheSuche(w.suche as FilterNutzlast, suche))
    return undefined;
  const seite = w.seite;
  if (
    !Array.isArray(seite.rows) ||
    typeof seite.gesamt !== 'number' ||
    typeof seite.gesamtGenau !== 'boolean'
  )
    return undefined;
  return seite as Trefferseite;
}

/**
 * The state the screen starts with. Coming back — the same link again (browser back from the
 * assign page) or a plain visit without a file in the query — restores what was stored. A link
 * naming another file starts afresh with that file and searches at once if the user may.
 * Otherwise the default filter — searched at once for a user with the full filter (his first
 * visit shows the default's lines); who must name a file searches once he has.
 */
export function startZustand(o: {
  gespeichert: SeitenZustand | undefined;
  herkunft: string;
  benutzer: Benutzer;
  modus: ImportModus;
  heute?: Date;
}): SeitenZustand & { wiederhergestellt: boolean } {
  const ankunft = ankunftAus(new URLSearchParams(o.herkunft));
  if (o.gespeichert && (!ankunft || o.gespeichert.herkunft === o.herkunft))
    return { ...o.gespeichert, herkunft: o.herkunft, wiederhergestellt: true };
  const leer = { herkunft: o.herkunft, sortierung: {}, erste: 0, marken: [], wiederhergestellt: false };
  if (ankunft) {
    const entwurf = entwurfFuerAnkunft(ankunft, o.heute);
    const pruefung = pruefeFilter(entwurf, o.benutzer, o.modus);
    return { ...leer, entwurf, suche: pruefung.meldung === undefined ? pruefung.nutzlast : null };
  }
  const entwurf = standardFilter(o.heute);
  const pruefung = hatVollenFilter(o.benutzer) ? pruefeFilter(entwurf, o.benutzer, o.modus) : undefined;
  return { ...leer, entwurf, suche: pruefung?.nutzlast ?? null };
}
