/**
 * From evaluated lines to operations (reference §4: "create bookings", "settlement"). A line with
 * status 1 is booked; afterwards it has status 2 "transferred" (import, modus 1: its data is in
 * the portfolio) or 3 "completed" (settlement, modus 2: its commission is booked). What each
 * line asks for is in its evaluation result (`Treffer`):
 *
 * - import (modus 1), a contract line: an existing contract gets the delivered values that
 *   differ (nothing if none differ); a new one is created — for the customer found, or for a new
 *   customer created once under its key — and counted for the fee; the insurer's customer number
 *   is added to the customer where it lacks it;
 * - settlement (modus 2), a commission line: one commission booking per (file, line);
 * - every other line: nothing to write, the status moves all the same.
 *
 * Idempotent: a line with status 2 or 3 yields nothing, and planning again against the portfolio
 * after the operations were executed yields nothing either (the contract exists with the same
 * values, the customer exists, the booking exists). A line planned again that way is booked all the same, and
 * says "booked" when this file's booking made what it asks for (a run continued after it stopped).
 */
import { AUSWERTUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Kunde, Vertrag, Vertragswerte } from '../bestand';
import { vertragsSchluessel } from '../auswertung/kontext';
import type { Treffer } from '../auswertung/ergebnis';
import { kundenSchluessel } from '../person';
import { buchungsSchluessel, type KundenRef, type Operation, type VertragsRef } from './operationen';

export const BUCHUNGS_STATUS = { uebertragen: 2, abgeschlossen: 3 } as const;

/** The portfolio as far as the lines being booked touch it (loaded by key before planning). */
export interface BuchungsStand {
  /** Active contracts by vertragsSchluessel. */
  vertraege: ReadonlyMap<string, Vertrag>;
  kunden: ReadonlyMap<number, Kunde>;
  /** Customers created by booking: kundenSchluessel → kundennr. */
  kundenSchluessel: ReadonlyMap<string, number>;
  /** Commission bookings present: buchungsSchluessel. */
  buchungen: ReadonlySet<string>;
}

export interface ZuBuchendeZeile {
  dateiId: number;
  zeile: number;
  status: number;
  treffer?: Treffer;
}

export interface BuchungsOptionen {
  /** 1 import, 2 settlement (reference §9). */
  modus: 1 | 2;
  /** The booking's month (YYYY-MM): created contracts count for its fee. */
  monat: string;
}

export interface Buchungsplan {
  /** The line's status after booking (unchanged when not bookable). */
  status: number;
  grund: string;
  operationen: Operation[];
}

const WERTE: (keyof Vertragswerte)[] = ['sparte', 'beginn', 'ablauf', 'beitrag', 'zahlweise', 'status'];

/** The delivered values that differ from the stored ones. */
export function aenderungen(geliefert: Vertragswerte, gespeichert: Vertragswerte): Vertragswerte {
  const aenderung: Record<string, unknown> = {};
  for (const feld of WERTE) {
    const neu = geliefert[feld];
    if (neu !== undefined && neu !== gespeichert[feld]) aenderung[feld] = neu;
  }
  return aenderung as Vertragswerte;
}

function kundennummerFehlt(kunde: Kunde | undefined, gesellschaftId: number, nummer: string): boolean {
  return !kunde?.gesellschaftKundennummern.some(
    (n) => n.gesellschaftId === gesellschaftId && n.nummer === nummer,
  );
}

function bestandsOperationen(z: ZuBuchendeZeile, t: Treffer, o: BuchungsOptionen, stand: BuchungsStand) {
  const ops: Operation[] = [];
  const schluessel = vertragsSchluessel(t.gesellschaftId, t.vsnrNorm ?? '');
  const nummer = t.gesellschaftKundennummer;
  const vertrag = stand.vertraege.get(schluessel);
  if (vertrag) {
    const aenderung = aenderungen(t.werte ?? {}, vertrag);
    if (Object.keys(aenderung).length)
      ops.push({ art: 'vertragAendern', vertragId: vertrag.vertragId, aenderung });
    if (nummer && kundennummerFehlt(stand.kunden.get(vertrag.kundennr), t.gesellschaftId, nummer))
      ops.push({
        art: 'kundennummerErgaenzen',
        kunde: { kundennr: vertrag.kundennr },
        gesellschaftId: t.gesellschaftId,
        nummer,
      });
    return ops;
  }
  if (t.maklernr === undefined || t.vsnr === undefined || t.vsnrNorm === undefined) return undefined;
  let kunde: KundenRef;
  const kundennr =
    t.kundennr ?? (t.person ? stand.kundenSchluessel.get(kundenSchluessel(t.maklernr, t.person)) : undefined);
  if (kundennr !== undefined) {
    kunde = { kundennr };
    if (nummer && kundennummerFehlt(stand.kunden.get(kundennr), t.gesellschaftId, nummer))
      ops.push({ art: 'kundennummerErgaenzen', kunde, gesellschaftId: t.gesellschaftId, nummer });
  } else if (t.person) {
    const ks = kundenSchluessel(t.maklernr, t.person);
    kunde = { schluessel: ks };
    ops.push({
      art: 'kundeAnlegen',
      schluessel: ks,
      kunde: {
        ...t.person,
        maklernr: t.maklernr,
        gesellschaftKundennummern: nummer ? [{ gesellschaftId: t.gesellschaftId, nummer }] : [],
        herkunft: z.dateiId,
      },
    });
  } else return undefined;
  ops.push({
    art: 'vertragAnlegen',
    schluessel,
    kunde,
    monat: o.monat,
    vertrag: {
      ...t.werte,
      gesellschaftId: t.gesellschaftId,
      vuNummer: t.vuNummer ?? '',
      vsnr: t.vsnr,
      vsnrNorm: t.vsnrNorm,
      maklernr: t.maklernr,
      herkunft: z.dateiId,
    },
  });
  return ops;
}

/**
 * The keys of the customers booking these matches creates (kundeAnlegen: a new contract's person
 * the evaluation found no customer for), whether or not they exist yet: booking plans against the
 * customers under these keys, and "delete bookings" finds them by these keys once the contracts
 * that led to them are deleted.
 */
export function neueKundenSchluessel(treffer: Iterable<Treffer | undefined>): string[] {
  const schluessel = new Set<string>();
  for (const t of treffer)
    if (t?.art === 'vertrag' && t.person && t.kundennr === undefined && t.maklernr !== undefined)
      schluessel.add(kundenSchluessel(t.maklernr, t.person));
  return [...schluessel];
}

function provisionsOperationen(
  z: ZuBuchendeZeile,
  t: Treffer,
  stand: BuchungsStand,
): Operation[] | undefined {
  if (!t.provision || t.maklernr === undefined || t.vsnr === undefined) return undefined;
  if (stand.buchungen.has(buchungsSchluessel(z.dateiId, z.zeile))) return [];
  const schluessel = vertragsSchluessel(t.gesellschaftId, t.vsnrNorm ?? '');
  const bekannt = t.vertragId ?? stand.vertraege.get(schluessel)?.vertragId;
  const vertrag: VertragsRef = bekannt !== undefined ? { vertragId: bekannt } : { schluessel };
  return [
    {
      art: 'provisionBuchen',
      vertrag,
      buchung: {
        dateiId: z.dateiId,
        zeile: z.zeile,
        maklernr: t.maklernr,
        gesellschaftId: t.gesellschaftId,
        vsnr: t.vsnr,
        betrag: t.provision.betrag,
        datum: t.provision.datum,
        ...(t.provision.provisionssatz === undefined ? {} : { provisionssatz: t.provision.provisionssatz }),
        ...(t.provision.text === undefined ? {} : { text: t.provision.text }),
      },
    },
  ];
}

export function planeBuchung(z: ZuBuchendeZeile, o: BuchungsOptionen, stand: BuchungsStand): Buchungsplan {
  if (z.status >= BUCHUNGS_STATUS.uebertragen)
    return { status: z.status, grund: T.bereitsGebucht(z.status), operationen: [] };
  if (z.status !== 1) return { status: z.status, grund: T.nichtBuchbar(z.status), operationen: [] };
  const ziel = o.modus === 2 ? BUCHUNGS_STATUS.abgeschlossen : BUCHUNGS_STATUS.uebertragen;
  const t = z.treffer;
  let ops: Operation[] | undefined = [];
  if (t && o.modus === 1 && t.art === 'vertrag') ops = bestandsOperationen(z, t, o, stand);
  else if (t && o.modus === 2 && t.art === 'provision') ops = provisionsOperationen(z, t, stand);
  // Evaluation never gives status 1 without what booking needs; a line edited by hand might.
  if (!ops) return { status: z.status, grund: T.nichtBuchbar(z.status), operationen: [] };
  const gebucht = ops.length > 0 || (t !== undefined && vonDieserDateiGebucht(z, t, stand));
  return { status: ziel, grund: gebucht ? T.gebucht : T.nichtsZuBuchen, operationen: ops };
}

/**
 * What an unbooked line asks for is in the portfolio already because this file's booking put it
 * there — the contract it created, the line's commission booking —, only the line was not written
 * (its run stopped and was continued, or another chunk of the run created the contract first): the
 * line is booked as much as if it had written it now, and says so.
 */
function vonDieserDateiGebucht(z: ZuBuchendeZeile, t: Treffer, stand: BuchungsStand): boolean {
  if (t.art === 'provision') return stand.buchungen.has(buchungsSchluessel(z.dateiId, z.zeile));
  if (t.art !== 'vertrag') return false;
  return stand.vertraege.get(vertragsSchluessel(t.gesellschaftId, t.vsnrNorm ?? ''))?.herkunft === z.dateiId;
}

/**
 * A batch of lines: each line's plan, and the operations of all of them with each create kept
 * once (two contracts of one new customer create it once; the same contract delivered twice is
 * created once). Executing the batch list is then one write per customer, contract and booking.
 */
export function planeBuchungen(
  zeilen: readonly ZuBuchendeZeile[],
  o: BuchungsOptionen,
  stand: BuchungsStand,
): { plaene: (Buchungsplan & { zeile: number })[]; operationen: Operation[] } {
  const plaene = zeilen.map((z) => ({ zeile: z.zeile, ...planeBuchung(z, o, stand) }));
  const gesehen = new Set<string>();
  const operationen: Operation[] = [];
  for (const p of plaene)
    for (const op of p.operationen) {
      const key =
        op.art === 'kundeAnlegen'
          ? `k#${op.schluessel}`
          : op.art === 'vertragAnlegen'
            ? `v#${op.schluessel}`
            : op.art === 'kundennummerErgaenzen'
              ? `n#${JSON.stringify(op.kunde)}#${op.gesellschaftId}#${op.nummer}`
              : undefined;
      if (key !== undefined) {
        if (gesehen.has(key)) continue;
        gesehen.add(key);
      }
      operationen.push(op);
    }
  return { plaene, operationen };
}
