/**
 * Evaluation of one read line (reference §4: status 0 → 1 or an error status of §8): which kind of
 * line it is, then that kind's rules. Pure: everything it knows is in the context.
 *
 * The line must carry its *reading* status (0, or the reader's -1/-7/-9): a reading error is
 * kept as it is, never evaluated over. A line evaluated before is evaluated again from its read
 * result, not from its old evaluation status.
 */
import { AUSWERTUNG_TEXTE as T } from '@lieferdesk/shared';
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import type { Auswertung } from './ergebnis';
import { istGdvSatz, werteGdvZeileAus } from './gdv';
import { baueKontext, type AuswertungsDaten, type AuswertungsKontext } from './kontext';
import { istMahnzeile, istProvisionszeile, werteMahnzeileAus, werteProvisionszeileAus } from './liste';
import { istOmdsZeile, werteOmdsZeileAus } from './omds';
import { AUSWERTUNG_STATUS as S } from './status';

export function werteZeileAus(zeile: ZeilenErgebnis, kontext: AuswertungsKontext): Auswertung {
  if (istGdvSatz(zeile.satz)) return werteGdvZeileAus(zeile, kontext);
  if (zeile.status < 0) {
    // An unreadable line (no layout fits, -7) inside a GDV contract: the contract must not be
    // booked without it, so its later lines become follow-up errors.
    if (kontext.gruppe.schluessel !== undefined)
      kontext.gruppe.fehler ??= { zeile: zeile.zeile, status: zeile.status };
    return { status: zeile.status, grund: zeile.grund };
  }
  const f = zeile.felder;
  if (!f || Object.keys(f).length === 0) return { status: S.ausgewertet, grund: T.ohneFelder };
  // A contract a person assigned to this line (assign page) outranks finding one.
  const zugeordnet = kontext.zugeordnetJeZeile.get(zeile.zeile);
  if (istOmdsZeile(f)) return werteOmdsZeileAus(f, kontext, zugeordnet);
  if (istProvisionszeile(f)) return werteProvisionszeileAus(f, kontext, zugeordnet);
  if (istMahnzeile(f)) return werteMahnzeileAus(f, kontext, zugeordnet);
  return { status: S.ausgewertet, grund: T.zeilenartUnbekannt };
}

/** Every line of a file (or of a chunk starting at a contract's first line), in order. */
export function* werteAlleAus(
  zeilen: Iterable<ZeilenErgebnis>,
  daten: AuswertungsDaten | AuswertungsKontext,
): Generator<Auswertung & { zeile: number }> {
  const kontext = 'gruppe' in daten ? daten : baueKontext(daten);
  for (const zeile of zeilen) yield { zeile: zeile.zeile, ...werteZeileAus(zeile, kontext) };
}
