/**
 * What a stored BiPRO file adds to the start page's aggregates (architecture "Übersicht:
 * aggregates"), as pure functions the repository applies with atomic ADDs where the file is
 * stored or changed (data/repositories/biproDateien.ts): per scope, German day and insurer the
 * files that arrived by kind, and per scope and insurer the documents open now.
 *
 * Scopes: every figure is kept twice — once for the users who see every record ('alle') and once
 * in the partition of the file's broker — so a broker's call reads his own partition only, and
 * the server never narrows a shared figure afterwards.
 */
import { deutscherTag } from '@lieferdesk/shared';
import type { BiproZiel } from '../bipro/biproDatei';
import { isoWoche, monatDesTages } from './kalender';

/** The scope key of the users who see every record. */
export const ANTEIL_ALLE = 'alle';
/** The scope key of one broker's share. */
export const anteilDesMaklers = (maklernr: string): string => `makler#${maklernr}`;

/** The scopes a file of this broker counts in. */
export const anteileDer = (maklernr: string): string[] => [ANTEIL_ALLE, anteilDesMaklers(maklernr)];

/** The counts of one scope, day and insurer. */
export interface TagesWerte {
  dokumente: number;
  automatisch: number;
  gdv: number;
  abrechnungen: number;
  mahnungen: number;
  archiv: number;
}

export interface TagesZaehlung {
  anteil: string;
  monat: string;
  tag: string;
  gesellschaftId: number;
  werte: TagesWerte;
}

/** What of a stored file the aggregates read. */
export interface GezaehlteBiproDatei {
  ziel: BiproZiel;
  zuordnung?: number;
  maklernr: string;
  gesellschaftId: number;
  creationDate: string;
  invisible?: boolean;
}

const leer = (): TagesWerte => ({
  dokumente: 0,
  automatisch: 0,
  gdv: 0,
  abrechnungen: 0,
  mahnungen: 0,
  archiv: 0,
});

const SPALTE = {
  gdv: 'gdv',
  abrechnung: 'abrechnungen',
  mahnung: 'mahnungen',
  archiv: 'archiv',
} as const satisfies Record<Exclude<BiproZiel, 'dokument'>, keyof TagesWerte>;

/**
 * The day counts of newly stored files, one entry per scope, day and insurer (so a write adds
 * each item once). A document counts as assigned automatically when the intake assigned it
 * (state 2): the rate's numerator.
 */
export function tageszaehlungen(dateien: readonly GezaehlteBiproDatei[]): TagesZaehlung[] {
  const je = new Map<string, TagesZaehlung>();
  for (const d of dateien) {
    const tag = deutscherTag(d.creationDate);
    for (const anteil of anteileDer(d.maklernr)) {
      const schluessel = `${anteil}|${tag}|${d.gesellschaftId}`;
      let z = je.get(schluessel);
      if (!z)
        je.set(
          schluessel,
          (z = { anteil, monat: monatDesTages(tag), tag, gesellschaftId: d.gesellschaftId, werte: leer() }),
        );
      if (d.ziel === 'dokument') {
        z.werte.dokumente++;
        if (d.zuordnung === 2) z.werte.automatisch++;
      } else z.werte[SPALTE[d.ziel]]++;
    }
  }
  return [...je.values()];
}

/** Whether a file counts as an open document: a document not assigned (state 0) and not deleted. */
export const istOffen = (d: Pick<GezaehlteBiproDatei, 'ziel' | 'zuordnung' | 'invisible'>): boolean =>
  d.ziel === 'dokument' && (d.zuordnung ?? 0) === 0 && d.invisible !== true;

/**
 * How the open documents move per scope, month of delivery and insurer: +1 a file became open,
 * −1 it stopped being. The month (YYYY-MM of the German day of `creationDate`, the day the inbox's
 * date range filters by) lets the page count exactly the months its inbox link opens.
 */
export interface OffenAenderung {
  anteil: string;
  monat: string;
  gesellschaftId: number;
  um: number;
}

/**
 * The open-document changes of files going from `vorher` to `nachher` (without `vorher`: newly
 * stored), summed per scope, month of delivery and insurer; entries that sum to 0 are left out.
 */
export function offenAenderungen(
  paare: readonly { vorher?: GezaehlteBiproDatei; nachher: GezaehlteBiproDatei }[],
): OffenAenderung[] {
  const je = new Map<string, OffenAenderung>();
  const add = (d: GezaehlteBiproDatei, um: number) => {
    const monat = monatDesTages(deutscherTag(d.creationDate));
    for (const anteil of anteileDer(d.maklernr)) {
      const schluessel = `${anteil}|${monat}|${d.gesellschaftId}`;
      const a = je.get(schluessel) ?? { anteil, monat, gesellschaftId: d.gesellschaftId, um: 0 };
      a.um += um;
      je.set(schluessel, a);
    }
  };
  for (const { vorher, nachher } of paare) {
    if (vorher && istOffen(vorher)) add(vorher, -1);
    if (istOffen(nachher)) add(nachher, 1);
  }
  return [...je.values()].filter((a) => a.um !== 0);
}

/** The documents of one share, ISO week and insurer: what the rate reads. */
export interface WochenZaehlung {
  anteil: string;
  /** The ISO week's year (YYYY): the partition. */
  jahr: string;
  /** YYYY-Www. */
  woche: string;
  gesellschaftId: number;
  dokumente: number;
  automatisch: number;
}

/**
 * The week counts of day counts, one entry per share, ISO week and insurer; days without
 * documents add nothing. Kept beside the days so the rate's 12 weeks read a few hundred items,
 * not every day of them.
 */
export function wochenAusTagen(tage: readonly TagesZaehlung[]): WochenZaehlung[] {
  const je = new Map<string, WochenZaehlung>();
  for (const t of tage) {
    if (t.werte.dokumente === 0) continue;
    const woche = isoWoche(t.tag);
    const schluessel = `${t.anteil}|${woche}|${t.gesellschaftId}`;
    const w = je.get(schluessel) ?? {
      anteil: t.anteil,
      jahr: woche.slice(0, 4),
      woche,
      gesellschaftId: t.gesellschaftId,
      dokumente: 0,
      automatisch: 0,
    };
    w.dokumente += t.werte.dokumente;
    w.automatisch += t.werte.automatisch;
    je.set(schluessel, w);
  }
  return [...je.values()];
}
