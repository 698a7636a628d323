/**
 * Task "Abschnitt lesen": reads one chunk's lines and writes them. A chunk of a text or GDV file
 * is read from its own bytes (a ranged GET of [ab.von, ab.bis)), the reader resumed in the state
 * the plan found at its first line (formate/schnittstellen/fortsetzen.ts: GDV encoding, packages,
 * the open package's Vorsatz) — so reading a file costs one pass over it, whatever the number of
 * chunks. An XML file is one chunk without `ab`: read whole.
 *
 * A line larger than one line may be stored is kept as a format error with its text cut
 * (uebergrosseZeile.ts), so it does not fail the file; the faulty lines are counted as written.
 *
 * Idempotent: a line's key is (file, line number), so a chunk read again overwrites the same
 * items with the same data (the journal time is the run's lock time, not the clock), and the
 * progress counts each chunk once.
 */
import type { AbschnittAuftrag, AbschnittErgebnis } from '@lieferdesk/events';
import { LESE_TEXTE, USE4BOOKING } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { schnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { leseart, zeilenErgebnisse } from './quelle';
import { dateiDesLaufs, leseFortschrittId } from './sperre';
import { uebergrosseZeile } from './uebergrosseZeile';
import { Zeilentexte } from './zeilentexte';

/** Lines written per round while the chunk is read (bounds memory for a large XML chunk). */
const SCHREIB_PORTION = 1000;

export async function leseAbschnitt(
  auftrag: AbschnittAuftrag,
  db: Datenbank = datenbank(),
): Promise<AbschnittErgebnis> {
  const datei = await dateiDesLaufs(importDateienRepository(db), auftrag.dateiId, auftrag.laufId);
  const { schnittstelle, alle } = await schnittstellenVerwaltung(db).zumLesen(auftrag.schnittstelleId);
  const zeilenRepo = importZeilenRepository(db);
  const { nr, zeileVon, zeileBis, ab } = auftrag.abschnitt;
  const journal = [{ zeit: datei.gesperrtAm ?? datei.dateFrom, text: LESE_TEXTE.journal.zeileEingelesen }];
  const ausschnitt = ab && { ...ab, zeile: zeileVon };
  const texte =
    leseart(schnittstelle) === 'gdv'
      ? new Zeilentexte(zeileVon, zeileBis, ab && { zeile: zeileVon, kodierung: ab.stand.kodierung })
      : undefined;

  let zeilen = 0;
  let fehlerhaft = 0;
  let portion: ImportZeileDaten[] = [];
  const schreiben = async () => {
    const geschrieben = await zeilenRepo.schreiben(portion, uebergrosseZeile);
    for (const z of geschrieben) if (z.status < 0) fehlerhaft++;
    portion = [];
  };
  const ergebnisse = zeilenErgebnisse(
    { schnittstelle, alle, bucket: auftrag.bucket, key: auftrag.key, dateiname: datei.fileName },
    texte && ((strom) => texte.mitschneiden(strom)),
    ausschnitt,
    // A cut-off XML document is read up to the cut; the plan gave the file its file-level error.
    () => undefined,
  );
  for await (const e of ergebnisse) {
    // Only lines of the chunk (an XML file's one chunk holds every record anyway).
    if (e.zeile < zeileVon) continue;
    if (e.zeile > zeileBis) break;
    zeilen++;
    const text = texte?.nimm(e.zeile);
    portion.push({
      dateiId: datei.id,
      zeile: e.zeile,
      status: e.status,
      use4Booking: USE4BOOKING.aktiv,
      satz: e.satz,
      felder: e.felder,
      roh: e.roh ?? text,
      grund: e.grund,
      journal,
    });
    if (portion.length >= SCHREIB_PORTION) await schreiben();
  }
  if (portion.length) await schreiben();
  await fortschrittRepository(db).schrittZaehlen(
    leseFortschrittId(datei.id),
    String(nr),
    zeileBis - zeileVon + 1,
  );
  return { nr, zeilen, fehlerhaft };
}
