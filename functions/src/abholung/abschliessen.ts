/**
 * "Abholung abschliessen" and "Abholung fehlgeschlagen": the run's result on the access — what
 * it stored by destination (its shipments' results from the table, laufErgebnis.ts; a
 * continuation's added to its pickup's, domain/bipro/uebersicht.ts), when each
 * destination last got a file (the overview's warnings), success or the reason it failed — and
 * the access released. Both only while the run still holds the access, so an overtaken run (or
 * one that never took it) changes nothing. A run that left shipments for later and got at least
 * one — acknowledged it itself (laufErgebnis.ts `abgeholt`), so the insurer lists it no more —
 * starts the next run at once; one that got none would only list the same ones again.
 */
import type { AbholAbschluss, AbholFehler, AbholZaehler } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { LetzteAnkunft } from '../domain/bipro/zaehler';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { zaehlerNachErfolg } from '../domain/bipro/uebersicht';
import { fehlerText } from '../pipeline/lesen/fehler';
import { starteAbholstrecke } from '../pipeline/starter';
import { ABHOL_FEHLER_TEXTE, laufZusammenfassen } from './laufErgebnis';
import { laufProtokollieren } from './protokoll';
import { fortsetzungsLaufId, type AbholStarter } from './starten';

export const LAUF_GRUND = {
  teilweise: (fehlerhaft: number, alle: number, erste: readonly string[]) =>
    `${fehlerhaft} von ${alle} Lieferungen nicht abgeholt: ${erste.join('; ')}`.slice(0, 1000),
  abgebrochen: (grund: string) => grund.slice(0, 1000),
} as const;

export async function abholungAbschliessen(
  a: AbholAbschluss,
  o: { db?: Datenbank; jetzt?: () => Date; starten?: AbholStarter } = {},
): Promise<{ zaehler: AbholZaehler; fehlerhaft: number; fortsetzung?: string }> {
  const db = o.db ?? datenbank();
  const zugaenge = zugaengeRepository(db);
  const jetzt = (o.jetzt ?? (() => new Date()))().toISOString();
  const { zaehler, abgeholt, fehlerhaft, gruende } = await laufZusammenfassen(a.laufId, db);
  let beendet: boolean;
  if (fehlerhaft > 0) {
    const grund = LAUF_GRUND.teilweise(fehlerhaft, a.plan.abschnitte.length, gruende);
    beendet = await zugaenge.fehlgeschlagenBeenden(a.zugangId, a.laufId, grund, jetzt);
  } else {
    const zugang = await zugaenge.laden(a.zugangId);
    const letzteAnkunft: LetzteAnkunft = { ...(zugang?.letzteAnkunft ?? {}) };
    for (const k of Object.keys(zaehler) as (keyof AbholZaehler)[])
      if (zaehler[k] > 0) letzteAnkunft[k] = jetzt;
    beendet = await zugaenge.erfolgreichBeenden(
      a.zugangId,
      a.laufId,
      zaehlerNachErfolg(zaehler, a.anlass === 'fortsetzung', zugang),
      letzteAnkunft,
      jetzt,
    );
  }
  const bericht = {
    zugangId: a.zugangId,
    laufId: a.laufId,
    anlass: a.anlass,
    lieferungen: a.plan.abschnitte.length,
    abgeholt,
    fehlerhaft,
    zaehler,
    beendet,
  };
  if (!beendet || !a.plan.weitere || abgeholt === 0) {
    laufProtokollieren(bericht);
    return { zaehler, fehlerhaft };
  }
  const fortsetzung = fortsetzungsLaufId(a.zugangId, a.laufId);
  await (o.starten ?? starteAbholstrecke)({
    zugangId: a.zugangId,
    laufId: fortsetzung,
    anlass: 'fortsetzung',
  });
  laufProtokollieren({ ...bericht, fortsetzung });
  return { zaehler, fehlerhaft, fortsetzung };
}

export async function abholungFehlgeschlagen(
  f: AbholFehler,
  o: { db?: Datenbank; jetzt?: () => Date } = {},
): Promise<void> {
  const grund = LAUF_GRUND.abgebrochen(fehlerText(f.fehler, ABHOL_FEHLER_TEXTE));
  const beendet = await zugaengeRepository(o.db ?? datenbank()).fehlgeschlagenBeenden(
    f.zugangId,
    f.laufId,
    grund,
    (o.jetzt ?? (() => new Date()))().toISOString(),
  );
  laufProtokollieren({
    zugangId: f.zugangId,
    laufId: f.laufId,
    anlass: f.anlass,
    beendet,
    grund,
  });
}

/**
 * Download runs a stopped process left (the local stack's run book): their accesses released
 * with the reason, so the next run need not wait for the lock to expire.
 */
export async function abholungenAbbrechen(
  laeufe: readonly { laufId: string; zugangId: number }[],
  grund: string,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<void> {
  const zugaenge = zugaengeRepository(db);
  for (const l of laeufe)
    await zugaenge.fehlgeschlagenBeenden(l.zugangId, l.laufId, grund, jetzt.toISOString());
}
