/**
 * One stored line through the steps of processing, as pure functions: what the evaluation reads
 * from it (its reading result, not an earlier evaluation), the line after evaluating, after
 * booking, after its evaluation or booking is deleted, and the journal entry each step adds.
 *
 * The reading result: the first evaluation keeps the line's read status and reason in
 * `leseStatus` / `leseGrund` and writes its own into `status` / `grund` (and `auswertungsStatus`,
 * the status it gave). Evaluating again starts from the reading result, as the domain asks. Only
 * while `status` is still the evaluation's (or 1 and above): a line read anew afterwards (the
 * line edit writes a new reading into `status`) is read from `status` again.
 *
 * A person's assignment (`zuordnung`, the assign page) stays with the line through every step:
 * the evaluation follows it (zuordnungenVon) — the assign page's own at once (nachZuordnung.ts),
 * every later one too —, deleting the evaluation keeps it.
 */
import { GEBUCHT_AB, USE4BOOKING } from '@lieferdesk/shared';
import type { ImportZeileDaten } from '../../data/repositories/importZeilen';
import type { Auswertung, Treffer } from '../../domain/auswertung/ergebnis';
import { gruppenSchluessel, istGdvSatz } from '../../domain/auswertung/gdv';
import type { Zugeordnet } from '../../domain/auswertung/kontext';
import type { ZeilenErgebnis } from '../../formate/ergebnis';

/**
 * The line holds an evaluation on top of its reading result: its status is the evaluation's, or
 * 1 and above (a reading result never is — booking sets 2 and 3; lines assigned before the
 * assign page evaluated at once were set to 1 by it).
 */
export const istAusgewertet = (z: ImportZeileDaten): boolean =>
  z.leseStatus !== undefined &&
  z.auswertungsStatus !== undefined &&
  (z.status === z.auswertungsStatus || z.status >= 1);

/** The line's reading result: what the formats engine gave it. */
export function lesung(z: ImportZeileDaten): { status: number; grund?: string } {
  return istAusgewertet(z)
    ? { status: z.leseStatus!, grund: z.leseGrund }
    : { status: z.status, grund: z.grund };
}

/** Lines an evaluation or booking works on: active (use4Booking 1) and not booked. */
export const wirdVerarbeitet = (z: ImportZeileDaten): boolean =>
  z.use4Booking === USE4BOOKING.aktiv && z.status < GEBUCHT_AB;

/** The line as evaluation takes it: its reading result with its fields. */
export function alsLeseErgebnis(z: ImportZeileDaten): ZeilenErgebnis {
  const { status, grund } = lesung(z);
  return {
    zeile: z.zeile,
    status,
    ...(z.satz === undefined ? {} : { satz: z.satz }),
    ...(z.felder === undefined ? {} : { felder: z.felder }),
    ...(grund === undefined ? {} : { grund }),
  };
}

/** An entry of a line's journal; a run's entries name the run. */
export type JournalEintrag = ImportZeileDaten['journal'][number];

/**
 * The journal with one entry more — unless it holds this very one already: a run writes one
 * entry per line and text, however often its chunk runs (a retry, the run continued after it
 * stopped, with a person's entry on the line in between); an entry without a run is this one
 * when it is the last entry with the same time and text (a step repeated at once).
 */
export function mitEintrag(journal: readonly JournalEintrag[], eintrag: JournalEintrag): JournalEintrag[] {
  if (eintrag.lauf !== undefined) {
    if (journal.some((j) => j.lauf === eintrag.lauf && j.text === eintrag.text)) return [...journal];
    return [...journal, eintrag];
  }
  const letzter = journal[journal.length - 1];
  if (letzter && letzter.zeit === eintrag.zeit && letzter.text === eintrag.text) return [...journal];
  return [...journal, eintrag];
}

/** The line carries the entry `text` of the run `laufId`: the run has done this step on it. */
export const hatEintragDesLaufs = (z: ImportZeileDaten, laufId: string, text?: string): boolean =>
  z.journal.some((j) => j.lauf === laufId && (text === undefined || j.text === text));

/** The line without what evaluation added (booking keeps it, deleting the evaluation drops it). */
function ohneAuswertung(z: ImportZeileDaten): ImportZeileDaten {
  const { leseStatus: _ls, leseGrund: _lg, auswertungsStatus: _as, treffer: _t, grund: _g, ...rest } = z;
  return rest;
}

/** The line after evaluation: its result, the reading result kept, the journal entry. */
export function ausgewertet(z: ImportZeileDaten, a: Auswertung, eintrag: JournalEintrag): ImportZeileDaten {
  const lese = lesung(z);
  return {
    ...ohneAuswertung(z),
    status: a.status,
    ...(a.grund === undefined ? {} : { grund: a.grund }),
    leseStatus: lese.status,
    ...(lese.grund === undefined ? {} : { leseGrund: lese.grund }),
    auswertungsStatus: a.status,
    ...(a.treffer === undefined ? {} : { treffer: a.treffer as unknown as Record<string, unknown> }),
    journal: mitEintrag(z.journal, eintrag),
  };
}

/** The evaluation's match of a line (undefined for lines not evaluated to anything bookable). */
export const trefferVon = (z: ImportZeileDaten): Treffer | undefined => z.treffer as Treffer | undefined;

/**
 * The line with a new status from booking (or from undoing it) and the journal entry; the
 * evaluation stays (its status is what undoing a booking returns to). `grund` replaces the
 * reason only where booking found the line unbookable.
 */
export function mitStatus(
  z: ImportZeileDaten,
  status: number,
  eintrag: JournalEintrag,
  grund?: string,
): ImportZeileDaten {
  return {
    ...z,
    status,
    ...(grund === undefined ? {} : { grund }),
    ...(grund === undefined || z.auswertungsStatus === undefined ? {} : { auswertungsStatus: status }),
    journal: mitEintrag(z.journal, eintrag),
  };
}

/** The line back at its reading result (delete evaluation, delZahl 2). */
export function auswertungEntfernt(z: ImportZeileDaten, eintrag: JournalEintrag): ImportZeileDaten {
  const lese = lesung(z);
  return {
    ...ohneAuswertung(z),
    status: lese.status,
    ...(lese.grund === undefined ? {} : { grund: lese.grund }),
    journal: mitEintrag(z.journal, eintrag),
  };
}

/**
 * The assignments among these lines as the evaluation takes them: a GDV line's for its whole
 * contract (its group key), any other line's for itself. Where lines of one contract were
 * assigned to different contracts, the latest assignment decides (a person who assigns one line
 * anew decides for the contract) — so the order the lines come in does not matter.
 */
export function zuordnungenVon(zeilen: readonly ImportZeileDaten[]): {
  jeGruppe: Map<string, Zugeordnet>;
  jeZeile: Map<number, Zugeordnet>;
} {
  const jeGruppe = new Map<string, Zugeordnet & { zeit: string }>();
  const jeZeile = new Map<number, Zugeordnet>();
  for (const z of zeilen) {
    const a = z.zuordnung;
    if (!a) continue;
    const zugeordnet = { vertragId: a.vertragId, kundennr: a.kundennr, maklernr: a.maklernr };
    const gruppe = istGdvSatz(z.satz) ? gruppenSchluessel(z) : undefined;
    if (gruppe === undefined) jeZeile.set(z.zeile, zugeordnet);
    else if ((jeGruppe.get(gruppe)?.zeit ?? '') <= a.zeit)
      jeGruppe.set(gruppe, { ...zugeordnet, zeit: a.zeit });
  }
  return {
    jeGruppe: new Map([...jeGruppe].map(([gruppe, { zeit: _zeit, ...zugeordnet }]) => [gruppe, zugeordnet])),
    jeZeile,
  };
}
