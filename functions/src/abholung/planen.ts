/**
 * "Abholung vorbereiten": the run takes the access (one run per access at a time) and asks the
 * insurer which shipments wait. The oldest first, as many as a plan holds (planBegrenzen): the
 * plan travels in the machine's state; the rest waits for the next run. A run that finds the
 * access taken or inactive (a scheduled start while a person's run goes on) plans nothing and
 * ends: the normal course of a busy access, a warning in the log, not a failure.
 */
import { abholLieferung, planBegrenzen, type AbholPlan, type AbholStart } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { aufrufLogger, fehlerProtokollieren } from '../log';
import { meldungsText } from './fehler';
import { clientFuer } from './zugangsClient';

/** "No shipments (for the requested category)": an empty list, not a failure. */
const KEINE_LIEFERUNGEN = '04001';

export async function abholungPlanen(
  start: AbholStart,
  o: { db?: Datenbank; jetzt?: () => Date } = {},
): Promise<AbholPlan> {
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
  const antwort = await client.liste();
  if (!antwort.ok) {
    if (antwort.meldungen.some((m) => m.id === KEINE_LIEFERUNGEN)) return { abschnitte: [], weitere: false };
    throw new Error(`Liste der Lieferungen: ${meldungsText(antwort.meldungen)}`);
  }
  const gelistet = antwort.lieferungen
    .map((l) =>
      abholLieferung.safeParse({ id: l.id, kategorie: l.kategorie, einstellzeitpunkt: l.einstellzeitpunkt }),
    )
    .flatMap((r) => {
      if (r.success) return [r.data];
      fehlerProtokollieren('Lieferung mit unbrauchbarer Kennung übergangen', r.error);
      return [];
    })
    .sort((a, b) => (a.einstellzeitpunkt ?? '').localeCompare(b.einstellzeitpunkt ?? ''));
  return planBegrenzen(gelistet);
}
