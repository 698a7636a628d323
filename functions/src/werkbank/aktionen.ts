/**
 * The line actions on one file (reference §4, §7: "defer faulty lines, reactivate deferred lines,
 * defer -9 lines", payload importAktion, progress polled with GET checkProgress?id={workerId}):
 *
 * | action            | lines                                   | use4Booking | line journal                 |
 * | ----------------- | --------------------------------------- | ----------- | ---------------------------- |
 * | defer faulty      | active lines with a status < 0          | 1 → 0       | 'Zurückgestellt'             |
 * | reactivate        | deferred lines (any status)             | 0 → 1       | 'Reaktiviert'                |
 * | defer -9          | active lines with status -9             | 1 → 0       | 'Zurückgestellt (Status -9)' |
 *
 * `zeilennr` in the payload narrows the action to that one line (its number in the file).
 *
 * **Synchronous, under the file's lock.** The action takes the file's lock like a run (409 with
 * the lock's message while another run holds it — reference §4), reads the file chunk by chunk (one
 * Query per chunk, DynamoDB filtering to the lines concerned, only their numbers transferred),
 * changes each line with a conditional update (repeating an action changes nothing twice) — in
 * one transaction with the file's counts of faulty and faultless lines (domain fehlerzahl.ts:
 * deferring takes a faulty line off them, reactivating puts it back) — and
 * releases the lock with its journal entry on the file. Only the lines concerned are written, so
 * even a file of 10⁵ lines takes seconds; the answer comes when the work is done, and its
 * progress record is then already complete — the screen's first poll shows the result (sLabel).
 * The work stops after ZEITBUDGET_MS (an API call ends after 29 s): the lock is released, the
 * journal and sLabel say it was interrupted, and running the action again finishes the rest.
 */
import { randomUUID } from 'node:crypto';
import { WERKBANK_TEXTE as T, type Benutzer, type ImportAktion } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { fortschrittRepository } from '../data/repositories/fortschritt';
import { importDateienRepository } from '../data/repositories/importDateien';
import { PARALLEL, parallel } from '../data/parallel';
import { werkbankRepository, type Statusbereich } from '../data/repositories/werkbank';
import { abschnittsBereiche } from './filter';
import { sichtbareDatei } from '../datensicht/importDateien';

export type ZeilenAktion = 'zurueckstellen' | 'reaktivieren' | 'minus9';

interface Regel {
  von: number;
  nach: number;
  status?: Statusbereich;
  zeilenJournal: string;
  dateiJournal: (anzahl: number) => string;
  ergebnis: (anzahl: number) => string;
  info: (datei: string) => string;
}

export const REGELN: Record<ZeilenAktion, Regel> = {
  zurueckstellen: {
    von: 1,
    nach: 0,
    status: { bis: -1 },
    zeilenJournal: T.journal.zurueckgestellt,
    dateiJournal: T.dateiJournal.zurueckgestellt,
    ergebnis: T.ergebnis.zurueckgestellt,
    info: T.aktion.zurueckstellen,
  },
  reaktivieren: {
    von: 0,
    nach: 1,
    zeilenJournal: T.journal.reaktiviert,
    dateiJournal: T.dateiJournal.reaktiviert,
    ergebnis: T.ergebnis.reaktiviert,
    info: T.aktion.reaktivieren,
  },
  minus9: {
    von: 1,
    nach: 0,
    status: { von: -9, bis: -9 },
    zeilenJournal: T.journal.minus9,
    dateiJournal: T.dateiJournal.minus9,
    ergebnis: T.ergebnis.minus9,
    info: T.aktion.minus9,
  },
};

/** An API call ends after 29 s (API Gateway); the action leaves time to release the lock. */
export const ZEITBUDGET_MS = 20_000;

/** The progress record of a line action (random: a worker id cannot be guessed). */
const fortschrittId = () => `werkbank-${randomUUID()}`;

export async function zeilenAktion(
  benutzer: Benutzer,
  aktion: ZeilenAktion,
  eingabe: ImportAktion,
  optionen: { db?: Datenbank; jetzt?: () => Date; budgetMs?: number } = {},
): Promise<{ workerId: string }> {
  const db = optionen.db ?? datenbank();
  const jetzt = optionen.jetzt ?? (() => new Date());
  const ende = Date.now() + (optionen.budgetMs ?? ZEITBUDGET_MS);
  const regel = REGELN[aktion];
  const datei = await sichtbareDatei(benutzer, eingabe.fileId, db);
  const bereiche = abschnittsBereiche(
    datei.zeilenGesamt,
    eingabe.zeilennr === undefined
      ? { von: 1 }
      : { von: Math.max(1, eingabe.zeilennr), bis: eingabe.zeilennr },
  );

  const laufId = randomUUID();
  await importDateienRepository(db).sperren(datei.id, laufId, jetzt().toISOString());
  const workerId = fortschrittId();
  const fortschritt = fortschrittRepository(db);
  const repo = werkbankRepository(db);
  let geaendert = 0;
  let unterbrochen = false;
  try {
    await fortschritt.anlegen({
      id: workerId,
      max: bereiche.length,
      sLabel: '',
      sInfo: regel.info(datei.fileName),
      // Whose work it is: checkProgress shows it only to users who may see the file.
      dateiId: datei.id,
      maklernr: datei.maklernr,
      userId: datei.userId,
    });
    for (let i = 0; i < bereiche.length; i += PARALLEL) {
      if (Date.now() > ende) {
        unterbrochen = true;
        break;
      }
      const runde = bereiche.slice(i, i + PARALLEL);
      const zeilen = await parallel(runde, (b) =>
        repo.bereich({
          dateiId: datei.id,
          ...b,
          status: regel.status,
          use4Booking: regel.von,
          felder: ['status'],
        }),
      );
      const eintrag = { zeit: jetzt().toISOString(), text: regel.zeilenJournal };
      const ergebnisse = await parallel(zeilen.flat(), (z) =>
        repo.verwendungAendern(datei.id, z.zeile, regel, eintrag, z.status!, laufId),
      );
      geaendert += ergebnisse.filter(Boolean).length;
      await fortschritt.erhoehen(workerId, runde.length);
    }
  } finally {
    const text = unterbrochen
      ? T.dateiJournal.unterbrochen(regel.dateiJournal(geaendert))
      : regel.dateiJournal(geaendert);
    await repo.aktionBeenden(datei.id, laufId, { zeit: jetzt().toISOString(), text });
  }
  const ergebnis = regel.ergebnis(geaendert);
  await fortschritt.abschliessen(
    workerId,
    bereiche.length,
    unterbrochen ? T.ergebnis.unterbrochen(ergebnis) : ergebnis,
    regel.info(datei.fileName),
  );
  return { workerId };
}
