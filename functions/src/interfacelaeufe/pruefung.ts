/**
 * The check of a planned run (task "Interfacelauf pruefen" of "Interfacelaufpruefung", started by
 * the run's schedule): did a file of the run's company and interface come since the previous
 * expected time, up to this one? If none did, the run is recorded as missed for that day — once:
 * the line's key is the run and the day, so a check that runs twice (a retry, a second start)
 * writes nothing more, and a line already confirmed stays confirmed.
 *
 * A run deleted meanwhile (its schedule is deleted first, but a start may be under way) or never
 * due is nothing to check.
 */
import type { InterfacelaufErgebnis, InterfacelaufStart } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { importDateienRepository } from '../data/repositories/importDateien';
import { interfacelaeufeRepository } from '../data/repositories/interfacelaeufe';
import { interfacelaufAusfaelleRepository } from '../data/repositories/interfacelaufAusfaelle';
import { pruefzeit } from './erwartung';
import { erfuelltLauf } from './passt';
import { wochentagFlags } from './wochentage';

/** The ISO time 1 ms after `zeitpunkt`: the file index reads [von, bis), the window is (seit, erwartet]. */
const danach = (zeitpunkt: Date) => new Date(zeitpunkt.getTime() + 1).toISOString();

export async function interfacelaufPruefen(
  start: Pick<InterfacelaufStart, 'interfacelaufId' | 'faelligAm'>,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<InterfacelaufErgebnis> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const lauf = await interfacelaeufeRepository(db).laden(start.interfacelaufId);
  if (!lauf) return { versaeumt: false };
  // A start made late (a restarted local stack's) is for the time it was due, not a later one.
  const fuer = start.faelligAm ? new Date(start.faelligAm) : jetzt;
  const zeit = pruefzeit({ wochentage: wochentagFlags(lauf.wochentage), zeit: lauf.time }, fuer);
  if (!zeit) return { versaeumt: false };
  const erwartetAm = zeit.erwartet.toISOString();

  // A file's monitor (modus) follows its interface as read; both are looked at.
  const dateien = importDateienRepository(db);
  const gekommen = (
    await Promise.all(
      ([1, 2] as const).map((modus) => dateien.imZeitraum(modus, danach(zeit.seit), danach(zeit.erwartet))),
    )
  )
    .flat()
    .some((d) => erfuelltLauf(d, lauf));
  if (gekommen) return { erwartetAm, versaeumt: false };

  await interfacelaufAusfaelleRepository(db).anlegen({
    tag: zeit.tag,
    interfacelaufId: lauf.id,
    erwartetAm,
    seitAm: zeit.seit.toISOString(),
    gesellschaft: lauf.gesellschaft,
    interfaceId: lauf.interfaceId,
    interfaceName: lauf.interfaceName,
    modus: lauf.modus,
    geprueftAm: jetzt.toISOString(),
  });
  return { erwartetAm, versaeumt: true };
}
