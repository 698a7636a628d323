/**
 * Task "Verarbeitung abschliessen": the chunks' counters summed; for a settlement the protocol
 * document; then the file's new status, its counts of lines, faulty and faultless lines, end time, journal
 * entry and the lock released in one conditional write — or, for "delete file" with nothing
 * booked left, the file record deleted — and last the progress record completed with the
 * success message (act = max: only now does the web see the run as finished).
 *
 * Repeated after it succeeded (a retry, a duplicated task), it finds the file released by this
 * run (or gone, for a deleted file) and only completes the progress again.
 */
import { zaehlerSumme, type VerarbeitungsAbschluss } from '@lieferdesk/events';
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { dateiHashesRepository } from '../../data/repositories/dateiHashes';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { statusDanach } from '../../domain/dateiStatus';
import { METRIK, metrikenErfassen } from '../../metriken';
import { SperreVerloren } from '../../domain/sperreVerloren';
import { protokollErstellen } from './protokoll';
import { protokollArt } from './regeln';

export interface VerarbeitungsErgebnisGesamt {
  dateiId: number;
  zaehler: Record<string, number>;
  meldung: string;
}

/**
 * The file's counts from the chunks' counts of their lines at the end (abschnitt.ts): every
 * partition is a chunk of the plan, so their sum is the file. None when a chunk did not
 * count (all or nothing: a part would be wrong).
 */
function zaehlungDer(ergebnisse: VerarbeitungsAbschluss['ergebnisse']) {
  if (!ergebnisse.every((e) => e.zaehler.bestand !== undefined)) return {};
  const { bestand = 0, bestandFehlerhaft = 0, bestandFehlerfrei = 0 } = zaehlerSumme(ergebnisse);
  return {
    zaehlung: { numRows: bestand, numRowsError: bestandFehlerhaft, numRowsWithoutError: bestandFehlerfrei },
  };
}

export async function verarbeitungAbschliessen(
  a: VerarbeitungsAbschluss,
  db: Datenbank = datenbank(),
): Promise<VerarbeitungsErgebnisGesamt> {
  if (a.ergebnisse.length !== a.plan.abschnitte.length) {
    throw new Error(T.abschnitteFehlen(a.plan.abschnitte.length, a.ergebnisse.length));
  }
  const zaehler = zaehlerSumme(a.ergebnisse);
  const meldung = T.ergebnis(a.art, zaehler);
  const ergebnis = { dateiId: a.dateiId, zaehler, meldung };
  const fertig = () => fortschrittRepository(db).abschliessen(a.laufId, a.plan.zeilen + 1, meldung);

  const dateien = importDateienRepository(db);
  const datei = await dateien.laden(a.dateiId);
  if (datei?.sperre !== a.laufId) {
    const schonFertig = datei
      ? datei.lauf === a.laufId && datei.sperre === undefined
      : a.art === 'dateiLoeschen';
    if (!schonFertig) throw new SperreVerloren({ dateiId: a.dateiId });
    await fertig();
    return ergebnis;
  }

  const jetzt = new Date().toISOString();
  const behalten = zaehler.behalten ?? 0;
  if (a.art === 'dateiLoeschen' && behalten === 0) {
    if (!(await dateien.loeschen(a.dateiId, a.laufId))) throw new SperreVerloren({ dateiId: a.dateiId });
    // Its content may be delivered again at once (a claim of a file that is gone counts for
    // nothing anyway; released, no later delivery even has to look).
    if (datei.sha256) await dateiHashesRepository(db).freigeben(datei.sha256, datei.id);
  } else {
    const art = protokollArt(a.art);
    // Writing the protocol may take this task's whole time: the run reports before it.
    if (art && !(await dateien.lebt(a.dateiId, a.laufId, jetzt)))
      throw new SperreVerloren({ dateiId: a.dateiId });
    const protokoll = art ? await protokollErstellen(datei, a.laufId, art, db) : undefined;
    const status = statusDanach(a.art, datei.status, behalten);
    const geschrieben = await dateien.verarbeitungAbschliessen(
      a.dateiId,
      a.laufId,
      {
        ...(status ? { status } : {}),
        journal: meldung,
        ...(protokoll ? { protokoll } : {}),
        ...zaehlungDer(a.ergebnisse),
      },
      jetzt,
    );
    if (!geschrieben) throw new SperreVerloren({ dateiId: a.dateiId });
  }
  await fertig();
  // Once per evaluated file, when this run finished it (not on the repeat above).
  if (a.art === 'auswerten')
    metrikenErfassen(
      {
        [METRIK.zeilenAusgewertet]: zaehler.zeilen ?? 0,
        [METRIK.zeilenAuswertungFehlerhaft]: zaehler.fehlerhaft ?? 0,
      },
      {},
      { dateiId: a.dateiId },
    );
  return ergebnis;
}
