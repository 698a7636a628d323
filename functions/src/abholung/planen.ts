/**
 * "Abholung vorbereiten": the run takes the access (one run per access at a time) and asks the
 * insurer which shipments wait. The oldest first, as many as a plan holds (planBegrenzen): the
 * plan travels in the machine's state; the rest waits for the next run. Shipments the list says
 * were acknowledged (an access that sends BestaetigeLieferungen gets them listed again) come
 * after all others: fetched again they bring nothing new, and ahead of the others they would
 * fill every plan and keep new shipments waiting for ever. A run that finds the
 * access taken or inactive (a scheduled start while a person's run goes on) plans nothing and
 * ends: the normal course of a busy access, a warning in the log, not a failure.
 */
import {
  abholLieferung,
  HOECHSTE_LIEFERUNGEN_JE_LAUF,
  planBegrenzen,
  type AbholPlan,
  type AbholStart,
} from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { aufrufLogger, fehlerProtokollieren } from '../log';
import { meldungsText } from './fehler';
import { aufrufFrist, type Restzeit } from './frist';
import { clientFuer } from './zugangsClient';

/** "No shipments (for the requested category)": an empty list, not a failure. */
const KEINE_LIEFERUNGEN = '04001';

/** The environment variable that lowers the shipments a run takes on (tests of follow-up runs). */
export const LIEFERUNGEN_JE_LAUF_VARIABLE = 'ABHOL_LIEFERUNGEN_JE_LAUF';

/**
 * Shipments a run takes on: `ABHOL_LIEFERUNGEN_JE_LAUF` from the environment, else
 * HOECHSTE_LIEFERUNGEN_JE_LAUF. Only fewer: the state's bound is measured for that many
 * (events/test/abholZustand.test.ts). Any other value is a configuration error.
 */
export function lieferungenJeLauf(umgebung: NodeJS.ProcessEnv = process.env): number {
  const wert = umgebung[LIEFERUNGEN_JE_LAUF_VARIABLE]?.trim();
  if (!wert) return HOECHSTE_LIEFERUNGEN_JE_LAUF;
  const anzahl = Number(wert);
  if (!Number.isSafeInteger(anzahl) || anzahl < 1 || anzahl > HOECHSTE_LIEFERUNGEN_JE_LAUF)
    throw new Error(
      `${LIEFERUNGEN_JE_LAUF_VARIABLE} ist keine ganze Zahl von 1 bis ${HOECHSTE_LIEFERUNGEN_JE_LAUF}: ${wert}`,
    );
  return anzahl;
}

export async function abholungPlanen(
  start: AbholStart,
  /** `restzeitMs`: the Lambda's remaining time, which the list (and its token) must end before (frist.ts). */
  o: { db?: Datenbank; jetzt?: () => Date; restzeitMs?: Restzeit } = {},
): Promise<AbholPlan> {
  const hoechstens = lieferungenJeLauf();
  const zugaenge = zugaengeRepository(o.db ?? datenbank());
  const jetzt = o.jetzt ?? (() => new Date());
  if (!(await zugaenge.sperren(start.zugangId, start.laufId, jetzt()))) {
    aufrufLogger().warn('Abholung übersprungen: Der Zugang ist nicht aktiv oder wird gerade abgeholt.', {
      zugangId: start.zugangId,
      anlass: start.anlass,
    });
    return { abschnitte: [], weitere: false };
  }
  const zugang = (await zugaenge.laden(start.zugangId))!;
  const client = await clientFuer(zugang, start.laufId);
  const antwort = await client.liste(aufrufFrist(o.restzeitMs));
  if (!antwort.ok) {
    if (antwort.meldungen.some((m) => m.id === KEINE_LIEFERUNGEN)) return { abschnitte: [], weitere: false };
    throw new Error(`Liste der Lieferungen: ${meldungsText(antwort.meldungen)}`);
  }
  const gelistet = [...antwort.lieferungen]
    .sort(
      (a, b) =>
        Number(a.quittiert ?? false) - Number(b.quittiert ?? false) ||
        (a.einstellzeitpunkt ?? '').localeCompare(b.einstellzeitpunkt ?? ''),
    )
    .map((l) =>
      abholLieferung.safeParse({ id: l.id, kategorie: l.kategorie, einstellzeitpunkt: l.einstellzeitpunkt }),
    )
    .flatMap((r) => {
      if (r.success) return [r.data];
      fehlerProtokollieren('Lieferung mit unbrauchbarer Kennung übergangen', r.error);
      return [];
    });
  return planBegrenzen(gelistet, hoechstens);
}
