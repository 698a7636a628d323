/**
 * The pure part of the BiPRO archive (reference §2.9, §5, §9): the filter as the form holds it
 * (default the last 6 months up to today) and as the API takes it, the default sort, and the
 * screen's state kept for coming back from the viewer.
 *
 * Coming back — through the viewer's breadcrumb, the browser's back or the navigation — shows the
 * archive as it was left: the filter typed, the search submitted, the page of the table (sort and
 * page size are remembered for good by useTabellenZustand). The server pages the archive, so the
 * page is kept with the tokens that reach it (useServerSeiten.ts `stand`): coming back asks for
 * that page again by its token; without them (another search, a state kept before) the first page. Kept in sessionStorage under the
 * user: this tab only, and the next user signing in in the tab starts afresh. A range kept as the
 * default comes back as the default of the day it comes back on, as the other lists' kept
 * filters (komponenten/gemerkterFilter.ts).
 */
import { ARCHIV_STANDARD_MONATE, ARCHIV_TEXTE as T, type BodyVon, type ROUTEN } from '@lieferdesk/shared';
import { alsDatum, bisHeute, isoTag } from '../../kalender';
import { aufHeutigenZeitraum, hatStandardZeitraum } from '../../komponenten/gemerkterFilter';
import { gleicherFilter } from '../../komponenten/liste';
import { spaltenAngaben } from '../../komponenten/spalten';
import type { Seitenstand } from '../../komponenten/useServerSeiten';

/** Reference §2.9: company id descending. */
export const STANDARD_SORTIERUNG = { sortField: 'gesellschaftId', sortOrder: -1 } as const;

/** The filter form. The calendar's range is [from, to]; `to` is null while only one day is picked. */
export interface FilterEntwurf {
  gesellschaftId: number | null;
  zeitraum: (Date | null)[] | null;
  policeNr: string;
  kundenname: string;
  gevoArt: number | null;
  fileName: string;
}

/** Reference §5, §9: the last 6 months up to today, no other criterion. */
export function standardEntwurf(jetzt = new Date()): FilterEntwurf {
  return {
    gesellschaftId: null,
    zeitraum: bisHeute(ARCHIV_STANDARD_MONATE, jetzt),
    policeNr: '',
    kundenname: '',
    gevoArt: null,
    fileName: '',
  };
}

export type ArchivAnfrage = BodyVon<typeof ROUTEN.archivFilter>;

/**
 * The form as the API's payload: empty fields left out; one day picked is that day; no range at
 * all is left to the server's default (the same 6 months).
 */
export function filterAnfrage(e: FilterEntwurf): ArchivAnfrage {
  const anfrage: ArchivAnfrage = {};
  const [von, bis] = e.zeitraum ?? [];
  if (von) {
    anfrage.fromDate = isoTag(von);
    anfrage.toDate = isoTag(bis ?? von);
  }
  if (e.gesellschaftId !== null) anfrage.gesellschaftId = e.gesellschaftId;
  if (e.gevoArt !== null) anfrage.gevoArt = e.gevoArt;
  const text = { policeNr: e.policeNr, kundenname: e.kundenname, fileName: e.fileName };
  for (const [feld, wert] of Object.entries(text) as [keyof typeof text, string][])
    if (wert.trim() !== '') anfrage[feld] = wert.trim();
  return anfrage;
}

/** The viewer's file id from its address (`?id=`), if the address names one. */
export function ansichtsId(wert: string | null): number | undefined {
  if (wert === null || !/^\d{1,15}$/.test(wert.trim())) return undefined;
  return Number(wert);
}

/** What the screen keeps for coming back. */
export interface ArchivZustand {
  entwurf: FilterEntwurf;
  /** The submitted search. */
  angewandt: FilterEntwurf;
  /** The first row of the table's page shown. */
  erste: number;
  /** The tokens of the search's pages seen, which reach the page shown. */
  seiten?: Seitenstand;
}

type Speicher = Pick<Storage, 'getItem' | 'setItem'>;
const VERSION = 1;

export const zustandsSchluessel = (benutzerId: string) => `lieferdesk:archiv:${benutzerId}`;

const TAG = /^\d{4}-\d{2}-\d{2}$/;
const istObjekt = (w: unknown): w is Record<string, unknown> => typeof w === 'object' && w !== null;
const zahlOderNull = (w: unknown) => w === null || (typeof w === 'number' && Number.isInteger(w));
const alsSeitenstand = (w: unknown): Seitenstand | undefined =>
  istObjekt(w) &&
  typeof w.suche === 'string' &&
  Array.isArray(w.marken) &&
  w.marken.every((m) => typeof m === 'string')
    ? { suche: w.suche, marken: w.marken as string[] }
    : undefined;

/** Dates as calendar days: JSON would turn them into UTC instants a day off in the evening. */
const alsGespeichert = (e: FilterEntwurf) => ({
  ...e,
  zeitraum: e.zeitraum?.map((d) => (d ? isoTag(d) : null)) ?? null,
});

function alsEntwurf(w: unknown): FilterEntwurf | undefined {
  if (!istObjekt(w)) return undefined;
  const texte = [w.policeNr, w.kundenname, w.fileName];
  if (!texte.every((t) => typeof t === 'string')) return undefined;
  if (!zahlOderNull(w.gesellschaftId) || !zahlOderNull(w.gevoArt)) return undefined;
  const z = w.zeitraum;
  if (z !== null && !(Array.isArray(z) && z.length <= 2 && z.every((t) => t === null || TAG.test(String(t)))))
    return undefined;
  return {
    gesellschaftId: w.gesellschaftId as number | null,
    zeitraum: z === null ? null : (z as (string | null)[]).map((t) => (t === null ? null : alsDatum(t))),
    policeNr: w.policeNr as string,
    kundenname: w.kundenname as string,
    gevoArt: w.gevoArt as number | null,
    fileName: w.fileName as string,
  };
}

/**
 * The kept state, if any and if it still has this build's shape; a range kept as the default is
 * `standard`'s (the default of now).
 */
export function ladeZustand(
  speicher: Speicher,
  schluessel: string,
  standard = standardEntwurf(),
): ArchivZustand | undefined {
  try {
    const w: unknown = JSON.parse(speicher.getItem(schluessel) ?? 'null');
    if (!istObjekt(w) || w.v !== VERSION) return undefined;
    const entwurf = alsEntwurf(w.entwurf);
    const angewandt = alsEntwurf(w.angewandt);
    if (!entwurf || !angewandt) return undefined;
    const erste = typeof w.erste === 'number' && Number.isInteger(w.erste) && w.erste >= 0 ? w.erste : 0;
    const heutig = (e: FilterEntwurf, feld: string) =>
      aufHeutigenZeitraum(e, standard, istObjekt(w.standardZeitraum) && w.standardZeitraum[feld] === true);
    const heute = heutig(angewandt, 'angewandt');
    // A page of yesterday's answer does not belong to today's.
    const verschoben = !gleicherFilter(heute.zeitraum, angewandt.zeitraum);
    const seiten = verschoben ? undefined : alsSeitenstand(w.seiten);
    return {
      entwurf: heutig(entwurf, 'entwurf'),
      angewandt: heute,
      erste: verschoben ? 0 : erste,
      ...(seiten ? { seiten } : {}),
    };
  } catch {
    return undefined;
  }
}

export function speichereZustand(
  speicher: Speicher,
  schluessel: string,
  z: ArchivZustand,
  standard = standardEntwurf(),
): void {
  try {
    speicher.setItem(
      schluessel,
      JSON.stringify({
        v: VERSION,
        entwurf: alsGespeichert(z.entwurf),
        angewandt: alsGespeichert(z.angewandt),
        erste: z.erste,
        seiten: z.seiten,
        standardZeitraum: {
          entwurf: hatStandardZeitraum(z.entwurf, standard),
          angewandt: hatStandardZeitraum(z.angewandt, standard),
        },
      }),
    );
  } catch {
    // Storage full or refused: the screen works on, it only starts afresh next time.
  }
}

/** The screen's start: the kept state, else the default filter searched at once. */
export function startZustand(gespeichert: ArchivZustand | undefined, heute = new Date()): ArchivZustand {
  if (gespeichert) return gespeichert;
  const standard = standardEntwurf(heute);
  return { entwurf: standard, angewandt: standard, erste: 0 };
}

/**
 * The archive's columns (reference §2.9, its order). In view from the start: what tells a clerk
 * which file was kept out and why — the delivery, the size and the BiPRO user are chosen
 * (Spaltenwahl).
 */
export const ARCHIV_SPALTEN = spaltenAngaben(
  T.spalten,
  [
    'id',
    'gesellschaftId',
    'transferId',
    'gevoArt',
    'policeNr',
    'kundenname',
    'fileName',
    'fileSize',
    'dateCreated',
    'cause',
    'maklernr',
    'extUserName',
  ],
  [
    'id',
    'gesellschaftId',
    'gevoArt',
    'policeNr',
    'kundenname',
    'fileName',
    'dateCreated',
    'cause',
    'maklernr',
  ],
);
