/**
 * The rules of the interface list (reference §3 "Interface", §5), pure — no table, no I/O — so they
 * are tested on their own: the list filter, and how a field or a sub-interface is added, replaced
 * or removed (an interface's head fields are formate/schnittstellen/kopf.ts). The interfaces'
 * use cases (verwaltung.ts) apply them to the stored lists under the storage's optimistic lock.
 */
import {
  MELDUNGEN,
  PARAMETER_ALLE,
  type MultiInterface,
  type MultiInterfaceEingabe,
  type Schnittstelle,
  type SchnittstellenFeld,
  type SchnittstellenFilter,
  type SchnittstellenZeile,
} from '@lieferdesk/shared';
import { konflikt, nichtGefunden, ungueltig, type Fachfehler } from '../domain/fehler';
import { gesetzt } from '../formate/schnittstellen/kopf';

/** An interface as a row of the list: without its lists (and the storage's version). */
export function alsZeile(s: Schnittstelle & { version?: number }): SchnittstellenZeile {
  const { felder: _f, multiInterfaces: _m, version: _v, ...zeile } = s;
  return zeile;
}

/** Company filter of reference §5: empty or PARAMETER_ALLE means all; the name matches as a part. */
export function passtZumFilter(zeile: SchnittstellenZeile, filter: SchnittstellenFilter): boolean {
  const gesellschaft = filter.gesellschaft?.trim();
  if (gesellschaft && gesellschaft !== PARAMETER_ALLE && zeile.gesellschaft !== gesellschaft) return false;
  const name = filter.interfaceName?.trim().toLowerCase();
  return !name || zeile.interfaceName.toLowerCase().includes(name);
}

/** The next lfdno of a multiple interface: one above the highest, starting at 1. */
export const naechsteLfdno = (liste: MultiInterface[]) => Math.max(0, ...liste.map((m) => m.lfdno)) + 1;

/**
 * The fields after adding `feld` (no `alterName`) or replacing the field called `alterName` in
 * place, so a rename keeps the field's position. A name another field already has is refused.
 */
export function feldGespeichert(
  felder: SchnittstellenFeld[],
  alterName: string | undefined,
  feld: SchnittstellenFeld,
): SchnittstellenFeld[] {
  const index = alterName === undefined ? -1 : felder.findIndex((f) => f.name === alterName);
  if (alterName !== undefined && index < 0) throw nichtGefunden(MELDUNGEN.feldNichtGefunden(alterName));
  if (felder.some((f, i) => i !== index && f.name === feld.name)) {
    throw konflikt(MELDUNGEN.feldExistiert(feld.name));
  }
  const neu = [...felder];
  if (index < 0) neu.push(gesetzt(feld));
  else neu[index] = gesetzt(feld);
  return neu;
}

export function feldEntfernt(felder: SchnittstellenFeld[], name: string): SchnittstellenFeld[] {
  if (!felder.some((f) => f.name === name)) throw nichtGefunden(MELDUNGEN.feldNichtGefunden(name));
  return felder.filter((f) => f.name !== name);
}

/** 400 on the newItabSid field, so the dialog shows the reason below it. */
function ungueltigesSubInterface(grund: string): Fachfehler {
  return ungueltig(`${MELDUNGEN.ungueltigeAnfrage} ${grund}`, [{ feld: 'body.newItabSid', grund }]);
}

/** A sub-interface must be another interface than `id`, and one that exists. */
export function pruefeSubInterface(id: number, newItabSid: number, existiert: boolean): void {
  if (newItabSid === id) throw ungueltigesSubInterface(MELDUNGEN.multiSelbst);
  if (!existiert) throw ungueltigesSubInterface(MELDUNGEN.multiUnbekannt(newItabSid));
}

/**
 * The sub-interfaces after adding one (no `alteLfdno`; lfdno from the input or the next free one)
 * or replacing the one with `alteLfdno`, ordered by lfdno. An lfdno another one has is refused.
 */
export function multiGespeichert(
  liste: MultiInterface[],
  alteLfdno: number | undefined,
  eingabe: MultiInterfaceEingabe,
): MultiInterface[] {
  const index = alteLfdno === undefined ? -1 : liste.findIndex((m) => m.lfdno === alteLfdno);
  if (alteLfdno !== undefined && index < 0) throw nichtGefunden(MELDUNGEN.multiNichtGefunden(alteLfdno));
  const lfdno = eingabe.lfdno ?? alteLfdno ?? naechsteLfdno(liste);
  if (liste.some((m, i) => i !== index && m.lfdno === lfdno)) {
    throw konflikt(MELDUNGEN.multiExistiert(lfdno));
  }
  const neu = [...liste];
  const eintrag = gesetzt({ ...eingabe, lfdno });
  if (index < 0) neu.push(eintrag);
  else neu[index] = eintrag;
  return neu.sort((a, b) => a.lfdno - b.lfdno);
}

export function multiEntfernt(liste: MultiInterface[], lfdno: number): MultiInterface[] {
  if (!liste.some((m) => m.lfdno === lfdno)) throw nichtGefunden(MELDUNGEN.multiNichtGefunden(lfdno));
  return liste.filter((m) => m.lfdno !== lfdno);
}
