/**
 * Task "Abschnitt verarbeiten" (one Map iteration): the run's kind of work on one chunk, then
 * the chunk's lines, faulty and faultless lines counted as they are now (counters `bestand`,
 * `bestandFehlerhaft`, `bestandFehlerfrei`: the file's counts at the run's end) and into the progress record — once
 * per chunk, so a retried chunk does not count twice. Every line written carries the run's lock
 * time as its journal time, which is what makes a repeated chunk write the very same lines.
 */
import type { VerarbeitungsAuftrag, VerarbeitungsErgebnis } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { importZeilenRepository } from '../../data/repositories/importZeilen';
import { monatVon } from '../../domain/buchung/gebuehr';
import { dateiDesLaufs } from '../lesen/sperre';
import { werteAbschnittAus } from './auswerten';
import { bucheAbschnitt } from './buchen';
import {
  loescheAuswertungImAbschnitt,
  loescheBuchungenImAbschnitt,
  loescheZeilenImAbschnitt,
} from './loeschen';
import { buchungsModus } from './regeln';

export async function verarbeiteAbschnitt(
  a: VerarbeitungsAuftrag,
  db: Datenbank = datenbank(),
): Promise<VerarbeitungsErgebnis> {
  const datei = await dateiDesLaufs(importDateienRepository(db), a.dateiId, a.laufId);
  const zeit = datei.gesperrtAm ?? datei.dateFrom;
  const { nr, zeileVon, zeileBis } = a.abschnitt;
  let zaehler: Record<string, number>;
  switch (a.art) {
    case 'auswerten':
      zaehler = await werteAbschnittAus(datei, nr, a.struktur, zeit, db);
      break;
    case 'buchen':
    case 'abrechnen':
    case 'abrechnenFehlerprotokoll':
      // The booking month is the run's: every chunk (and every retry) counts the same month.
      zaehler = await bucheAbschnitt(
        datei,
        nr,
        buchungsModus(a.art, datei),
        monatVon(new Date(zeit)),
        zeit,
        db,
      );
      break;
    case 'buchungenLoeschen':
      zaehler = await loescheBuchungenImAbschnitt(datei, nr, zeit, db);
      break;
    case 'auswertungLoeschen':
      zaehler = await loescheAuswertungImAbschnitt(datei, nr, zeit, db);
      break;
    case 'dateiLoeschen':
      zaehler = await loescheZeilenImAbschnitt(datei, nr, db);
      break;
  }
  // The chunk's lines as they are now (the file's counts, reference §3 "Import monitor line"):
  // no line action changes them while the run holds the lock, and a retried chunk counts anew.
  const stand = await importZeilenRepository(db).stand(datei.id, nr);
  await fortschrittRepository(db).schrittZaehlen(a.laufId, String(nr), zeileBis - zeileVon + 1);
  return {
    nr,
    zaehler: {
      ...zaehler,
      bestand: stand.zeilen,
      bestandFehlerhaft: stand.numRowsError,
      bestandFehlerfrei: stand.numRowsWithoutError,
    },
  };
}
