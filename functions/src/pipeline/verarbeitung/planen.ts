/**
 * Task "Verarbeitung planen": the chunks of the run — the partitions of the file's lines
 * (ABSCHNITT_ZEILEN each, as the read pipeline wrote them). The run's status, journal entry and
 * progress record were written when it took the file's lock (starten.ts); planning only checks
 * that it still holds it.
 */
import type { VerarbeitungsPlan, VerarbeitungsStart } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { abschnitteFuer } from '../lesen/planen';
import { dateiDesLaufs } from '../lesen/sperre';

export async function planeVerarbeitung(
  start: VerarbeitungsStart,
  db: Datenbank = datenbank(),
): Promise<VerarbeitungsPlan> {
  const datei = await dateiDesLaufs(importDateienRepository(db), start.dateiId, start.laufId);
  const zeilen = datei.zeilenGesamt ?? 0;
  return { zeilen, abschnitte: abschnitteFuer(zeilen) };
}
