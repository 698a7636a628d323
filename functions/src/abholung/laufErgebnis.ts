/**
 * A download run's results: each shipment's iteration keeps its own in the table (its counts, or
 * why it stayed unacknowledged), and the run's end adds them up — counts, how many were got and
 * how many not, the first few reasons. Nothing of it travels in the machine's state, so a run of
 * a full plan whose every shipment fails with a long cause stays far below 256 KiB.
 */
import type { AbholZaehler, LieferungAusfall, LieferungErgebnis } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { abholErgebnisseRepository } from '../data/repositories/abholErgebnisse';
import { fehlerText } from '../pipeline/lesen/fehler';
import { leererZaehler } from '../domain/bipro/zaehler';

/** Reasons a run's end names (the access's `letzterFehler`, itself at most 1,000 characters). */
export const ERSTE_GRUENDE = 3;
const GRUND_LAENGE = 1000;

export const ABHOL_FEHLER_TEXTE = {
  unbekannt: 'Unbekannter Fehler bei der Abholung',
  zeit: 'Zeitüberschreitung bei der Abholung',
};

/** A shipment's result (its task's answer) kept for the run's end. */
export async function ergebnisFesthalten(
  laufId: string,
  e: LieferungErgebnis,
  db: Datenbank = datenbank(),
): Promise<void> {
  const grund = e.ausfall ? `${e.id}: ${fehlerText(e.ausfall, ABHOL_FEHLER_TEXTE)}` : e.fehler;
  await abholErgebnisseRepository(db).festhalten(laufId, {
    lieferungId: e.id,
    ...(e.zaehler ? { zaehler: e.zaehler } : {}),
    ...(grund ? { grund: grund.slice(0, GRUND_LAENGE) } : {}),
    ...(e.schonQuittiert ? { schonQuittiert: true as const } : {}),
  });
}

/** "Lieferung nicht abgeholt": the shipment's task failed after its retries. */
export const ausfallFesthalten = (a: LieferungAusfall, db?: Datenbank): Promise<void> =>
  ergebnisFesthalten(a.laufId, { id: a.abschnitt.id, ausfall: a.fehler }, db);

export interface LaufSumme {
  zaehler: AbholZaehler;
  /**
   * Shipments stored and acknowledged by this run: what the insurer no longer lists. One it had
   * acknowledged before (`schonQuittiert`) is stored but not counted: it may be listed again.
   */
  abgeholt: number;
  /** Shipments left unacknowledged, and the first reasons (by shipment id). */
  fehlerhaft: number;
  gruende: string[];
}

export async function laufZusammenfassen(laufId: string, db: Datenbank = datenbank()): Promise<LaufSumme> {
  const summe: LaufSumme = { zaehler: leererZaehler(), abgeholt: 0, fehlerhaft: 0, gruende: [] };
  for (const e of await abholErgebnisseRepository(db).desLaufs(laufId)) {
    for (const k of Object.keys(summe.zaehler) as (keyof AbholZaehler)[])
      summe.zaehler[k] += e.zaehler?.[k] ?? 0;
    if (e.grund === undefined) {
      if (!e.schonQuittiert) summe.abgeholt++;
    } else if (++summe.fehlerhaft <= ERSTE_GRUENDE) summe.gruende.push(e.grund);
  }
  return summe;
}
