/**
 * "Abholung abschliessen" and "Abholung fehlgeschlagen": the run's result on the access — what
 * it stored by destination, when each destination last got a file (the overview's warnings),
 * success or the reason it failed — and the access released. Both only while the run still
 * holds the access, so an overtaken run changes nothing.
 */
import type { AbholAbschluss, AbholFehler, AbholZaehler } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { LetzteAnkunft } from '../data/entities/zugang';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { fehlerText } from '../pipeline/lesen/fehler';
import { leererZaehler } from './lieferung';

export const LAUF_GRUND = {
  teilweise: (fehlerhaft: number, alle: number, erster: string) =>
    `${fehlerhaft} von ${alle} Lieferungen nicht abgeholt: ${erster}`.slice(0, 1000),
  abgebrochen: (grund: string) => grund.slice(0, 1000),
} as const;

export async function abholungAbschliessen(
  a: AbholAbschluss,
  o: { db?: Datenbank; jetzt?: () => Date } = {},
): Promise<{ zaehler: AbholZaehler; fehlerhaft: number }> {
  const zugaenge = zugaengeRepository(o.db ?? datenbank());
  const jetzt = (o.jetzt ?? (() => new Date()))().toISOString();
  const zaehler = leererZaehler();
  for (const e of a.ergebnisse)
    for (const k of Object.keys(zaehler) as (keyof AbholZaehler)[]) zaehler[k] += e.zaehler?.[k] ?? 0;
  const gruende = a.ergebnisse.flatMap((e) =>
    e.ausfall ? [`${e.id}: ${fehlerText(e.ausfall, ABHOL_TEXTE)}`] : e.fehler ? [e.fehler] : [],
  );
  if (gruende.length > 0) {
    await zugaenge.fehlgeschlagenBeenden(
      a.zugangId,
      a.laufId,
      LAUF_GRUND.teilweise(gruende.length, a.ergebnisse.length, gruende[0]!),
      jetzt,
    );
    return { zaehler, fehlerhaft: gruende.length };
  }
  const zugang = await zugaenge.laden(a.zugangId);
  const letzteAnkunft: LetzteAnkunft = { ...(zugang?.letzteAnkunft ?? {}) };
  for (const k of Object.keys(zaehler) as (keyof AbholZaehler)[])
    if (zaehler[k] > 0) letzteAnkunft[k] = jetzt;
  await zugaenge.erfolgreichBeenden(a.zugangId, a.laufId, zaehler, letzteAnkunft, jetzt);
  return { zaehler, fehlerhaft: 0 };
}

const ABHOL_TEXTE = {
  unbekannt: 'Unbekannter Fehler bei der Abholung',
  zeit: 'Zeitüberschreitung bei der Abholung',
};

export async function abholungFehlgeschlagen(
  f: AbholFehler,
  o: { db?: Datenbank; jetzt?: () => Date } = {},
): Promise<void> {
  await zugaengeRepository(o.db ?? datenbank()).fehlgeschlagenBeenden(
    f.zugangId,
    f.laufId,
    LAUF_GRUND.abgebrochen(fehlerText(f.fehler, ABHOL_TEXTE)),
    (o.jetzt ?? (() => new Date()))().toISOString(),
  );
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
