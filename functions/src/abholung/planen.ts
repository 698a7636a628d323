/**
 * "Abholung vorbereiten": the run takes the access (one run per access at a time) and asks the
 * insurer which shipments wait. The oldest first, as many as a plan holds (planBegrenzen): the
 * plan travels in the machine's state; the rest waits for the next run. An access that sends
 * BestaetigeLieferungen gets the shipments acknowledged before listed again, marked so: those
 * it stored and acknowledged itself are left out (fetched again they would bring nothing, fill
 * every plan and chain runs for ever); those acknowledged elsewhere come after all others. A run
 * that finds the access taken or inactive (a scheduled start while a person's run goes on) plans
 * nothing and ends: the normal course of a busy access, a warning in the log, not a failure.
 */
import { abholLieferung, planBegrenzen, type AbholPlan, type AbholStart } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproLieferungenRepository } from '../data/repositories/biproLieferungen';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { konfiguration, LIEFERUNGEN_JE_LAUF_VARIABLE, type Umgebung } from '../konfiguration';
import { aufrufLogger, fehlerProtokollieren } from '../log';
import { meldungsText } from './fehler';
import { aufrufFrist, type Restzeit } from './frist';
import { ueberfaelligZaehlen } from './protokoll';
import { clientFuer } from './zugangsClient';

/** "No shipments (for the requested category)": an empty list, not a failure. */
const KEINE_LIEFERUNGEN = '04001';

export { LIEFERUNGEN_JE_LAUF_VARIABLE };

/**
 * Shipments a run takes on: `ABHOL_LIEFERUNGEN_JE_LAUF` from the environment, else
 * HOECHSTE_LIEFERUNGEN_JE_LAUF; any other value is a configuration error (konfiguration.ts).
 */
export const lieferungenJeLauf = (umgebung?: Umgebung): number => konfiguration.lieferungenJeLauf(umgebung);

export async function abholungPlanen(
  start: AbholStart,
  /** `restzeitMs`: the Lambda's remaining time, which the list (and its token) must end before (frist.ts). */
  o: { db?: Datenbank; jetzt?: () => Date; restzeitMs?: Restzeit } = {},
): Promise<AbholPlan> {
  const hoechstens = lieferungenJeLauf();
  const db = o.db ?? datenbank();
  const zugaenge = zugaengeRepository(db);
  const jetzt = o.jetzt ?? (() => new Date());
  if (!(await zugaenge.sperren(start.zugangId, start.laufId, jetzt()))) {
    aufrufLogger().warn('Abholung übersprungen: Der Zugang ist nicht aktiv oder wird gerade abgeholt.', {
      zugangId: start.zugangId,
      anlass: start.anlass,
    });
    return { abschnitte: [], weitere: false };
  }
  const zugang = (await zugaenge.laden(start.zugangId))!;
  ueberfaelligZaehlen(zugang.zugangId, zugang.letzterErfolg, jetzt());
  const client = await clientFuer(zugang, start.laufId);
  const antwort = await client.liste(aufrufFrist(o.restzeitMs));
  if (!antwort.ok) {
    if (antwort.meldungen.some((m) => m.id === KEINE_LIEFERUNGEN)) return { abschnitte: [], weitere: false };
    throw new Error(`Liste der Lieferungen: ${meldungsText(antwort.meldungen)}`);
  }
  const brauchbar = antwort.lieferungen.flatMap((l) => {
    const r = abholLieferung.safeParse({
      id: l.id,
      kategorie: l.kategorie,
      einstellzeitpunkt: l.einstellzeitpunkt,
    });
    if (r.success) return [{ lieferung: r.data, quittiert: l.quittiert === true }];
    fehlerProtokollieren('Lieferung mit unbrauchbarer Kennung übergangen', r.error);
    return [];
  });
  const eigene = await biproLieferungenRepository(db).quittierte(
    zugang.zugangId,
    brauchbar.filter((b) => b.quittiert).map((b) => b.lieferung.id),
  );
  const gelistet = brauchbar
    .filter((b) => !eigene.has(b.lieferung.id))
    .sort(
      (a, b) =>
        Number(a.quittiert) - Number(b.quittiert) ||
        (a.lieferung.einstellzeitpunkt ?? '').localeCompare(b.lieferung.einstellzeitpunkt ?? ''),
    )
    .map((b) => b.lieferung);
  return planBegrenzen(gelistet, hoechstens);
}
