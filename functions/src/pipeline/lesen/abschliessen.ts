/**
 * Task "Lesen abschliessen": the chunk results summed into the file record (record count,
 * erroneous, error-free), status read, end time, the lock released — one conditional write —
 * and the progress record completed. Repeated after it succeeded, it finds the file already
 * read by this run and changes nothing — as it does for a file the plan refused as a duplicate.
 */
import type { LeseAbschluss } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { DATEI_STATUS, istLesendStatus } from '../../domain/dateiStatus';
import { METRIK, metrikenErfassen } from '../../metriken';
import { SperreVerloren } from '../../domain/sperreVerloren';
import { leseFortschrittId } from './sperre';

export interface LeseErgebnis {
  dateiId: number;
  zeilen: number;
  fehlerhaft: number;
}

export async function leseAbschliessen(a: LeseAbschluss, db: Datenbank = datenbank()): Promise<LeseErgebnis> {
  if (a.ergebnisse.length !== a.plan.abschnitte.length) {
    throw new Error(LESE_TEXTE.abschnitteFehlen(a.plan.abschnitte.length, a.ergebnisse.length));
  }
  const zeilen = a.ergebnisse.reduce((summe, e) => summe + e.zeilen, 0);
  const fehlerhaft = a.ergebnisse.reduce((summe, e) => summe + e.fehlerhaft, 0);
  const dateien = importDateienRepository(db);
  const jetzt = new Date().toISOString();
  if (
    !(await dateien.lesenAbschliessen(
      a.dateiId,
      a.laufId,
      { numRows: zeilen, numRowsError: fehlerhaft },
      jetzt,
    ))
  ) {
    const datei = await dateien.laden(a.dateiId);
    const schonFertig =
      datei?.lauf === a.laufId &&
      datei.sperre !== a.laufId &&
      !istLesendStatus(datei.status) &&
      datei.status !== DATEI_STATUS.fehlgeschlagen;
    if (!schonFertig) throw new SperreVerloren({ dateiId: a.dateiId });
    return { dateiId: a.dateiId, zeilen: datei.numRows, fehlerhaft: datei.numRowsError };
  }
  await fortschrittRepository(db).abschliessen(
    leseFortschrittId(a.dateiId),
    a.plan.zeilen,
    LESE_TEXTE.fortschritt.fertig(zeilen),
  );
  // Once per file, when this run read it (not on the repeat above): a value per file.
  metrikenErfassen(
    { [METRIK.zeilenGelesen]: zeilen, [METRIK.zeilenLesefehler]: fehlerhaft },
    {},
    { dateiId: a.dateiId },
  );
  return { dateiId: a.dateiId, zeilen, fehlerhaft };
}
