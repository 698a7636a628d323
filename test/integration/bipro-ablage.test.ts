/**
 * A shipment's writes as the download job sends them (biproDateien.ts `ablegen`): its files'
 * records, their claims and the shipment's statistics in one transaction — all of it or nothing
 * when a claim is taken meanwhile, nothing twice when the shipment is stored again — and, beyond
 * DynamoDB's 100 items a transaction, in several, the statistics last.
 *
 * The accesses (ids of this file's own) exist only here; nothing is fetched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { dynamoAnfragen } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  TRANSAKTION_HOECHSTE_ITEMS,
  type BiproDateiEintrag,
  type NeueDatei,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { inboxBucket } from '@lieferdesk/functions/speicher/s3';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';

let db: Datenbank;
beforeAll(() => {
  db = stackUmgebung();
});

const jetzt = new Date().toISOString();
const monat = jetzt.slice(0, 7);

/** A shipment of this file's own access, its record begun as the job begins it. */
async function lieferung() {
  const zugangId = eindeutigeZahl(900_000_000, 999_999_999);
  const transferId = `ABLAGE-${eindeutigeMarke()}`;
  await biproLieferungenRepository(db).beginnen({
    zugangId,
    transferId,
    extZugangBezeichnung: 'Ablagetest',
    gesellschaftId: 1,
    maklernr: '10001',
    monat,
    dateStarted: jetzt,
  });
  return { zugangId, transferId };
}

/** `anzahl` new files of the shipment, each of its own content unless `inhalte` says which. */
async function dateien(
  l: { zugangId: number; transferId: string },
  anzahl: number,
  inhalte?: string[],
): Promise<NeueDatei[]> {
  const ids = await biproDateienRepository(db).neueIds(anzahl);
  return ids.map((id, i) => ({
    ersteAnkunft: true,
    eintrag: {
      id,
      ziel: 'archiv',
      zugangId: l.zugangId,
      transferId: l.transferId,
      nr: i,
      sha256: inhalte?.[i] ?? `inhalt-${eindeutigeMarke()}`,
      fileName: `datei-${i}.pdf`,
      fileSize: 100,
      bucket: inboxBucket(),
      key: `bipro/${l.zugangId}/${l.transferId}/${i}`,
      gesellschaftId: 1,
      maklernr: '10001',
      monat,
      creationDate: jetzt,
      invisible: false,
    } satisfies BiproDateiEintrag,
  }));
}

const transaktionen = () => dynamoAnfragen().TransactWriteItems ?? 0;

async function gespeicherteIds(ids: readonly number[]): Promise<number[]> {
  return (await biproDateienRepository(db).ladenMehrere(ids)).map((d) => d.id).sort((a, b) => a - b);
}

describe('Ablage einer Lieferung', () => {
  it('schreibt Dateien, Ansprüche und Statistik einer Lieferung in einer Transaktion', async () => {
    const l = await lieferung();
    const neu = await dateien(l, 3);
    const vorher = transaktionen();
    const ergebnis = await biproDateienRepository(db).ablegen(neu, {
      ...l,
      felder: { persistedFiles: 3, schonErledigteFiles: 0 },
    });
    expect(transaktionen() - vorher).toBe(1);
    expect(ergebnis).toEqual({ gespeichert: neu.map((d) => d.eintrag.id), abgelehnt: false });
    expect(await gespeicherteIds(ergebnis.gespeichert)).toEqual(neu.map((d) => d.eintrag.id));
    const ansprueche = await biproDateienRepository(db).ansprueche(
      l.zugangId,
      l.transferId,
      neu.map((d) => d.eintrag.sha256),
    );
    const nachInhalt = new Map(neu.map((d) => [d.eintrag.sha256, d.eintrag.id]));
    expect(ansprueche.gespeichert).toEqual(nachInhalt);
    expect(ansprueche.inhalt).toEqual(nachInhalt);
    const gespeichert = await biproLieferungenRepository(db).laden(l.zugangId, l.transferId);
    expect(gespeichert).toMatchObject({ persistedFiles: 3, schonErledigteFiles: 0 });
  });

  it('schreibt nichts, wenn ein Anspruch einer Datei schon vergeben ist: weder die anderen Dateien noch die Statistik', async () => {
    const l = await lieferung();
    const andere = await lieferung();
    const inhalt = `inhalt-${eindeutigeMarke()}`;
    // Another shipment of the access claimed the second file's content first.
    const zuerst = await dateien({ ...andere, zugangId: l.zugangId }, 1, [inhalt]);
    expect((await biproDateienRepository(db).ablegen(zuerst)).abgelehnt).toBe(false);

    const neu = await dateien(l, 3, [`inhalt-${eindeutigeMarke()}`, inhalt, `inhalt-${eindeutigeMarke()}`]);
    const ergebnis = await biproDateienRepository(db).ablegen(neu, {
      ...l,
      felder: { persistedFiles: 3 },
    });
    expect(ergebnis).toEqual({ gespeichert: [], abgelehnt: true });
    expect(await gespeicherteIds(neu.map((d) => d.eintrag.id))).toEqual([]);
    const ansprueche = await biproDateienRepository(db).ansprueche(
      l.zugangId,
      l.transferId,
      neu.map((d) => d.eintrag.sha256),
    );
    expect(ansprueche.gespeichert.size).toBe(0);
    // Only the content claimed before: the refused files' contents are free.
    expect([...ansprueche.inhalt]).toEqual([[inhalt, zuerst[0]!.eintrag.id]]);
    expect((await biproLieferungenRepository(db).laden(l.zugangId, l.transferId))?.persistedFiles).toBe(
      undefined,
    );
  });

  it('legt eine wieder abgeholte Lieferung nicht doppelt ab, auch mit neuen Nummern', async () => {
    const l = await lieferung();
    const neu = await dateien(l, 2);
    expect(
      (await biproDateienRepository(db).ablegen(neu, { ...l, felder: { persistedFiles: 2 } })).abgelehnt,
    ).toBe(false);
    // The same files again, as a retry draws them: new ids, the same contents.
    const nochmal = await dateien(
      l,
      2,
      neu.map((d) => d.eintrag.sha256),
    );
    const ergebnis = await biproDateienRepository(db).ablegen(nochmal, {
      ...l,
      felder: { persistedFiles: 0 },
    });
    expect(ergebnis).toEqual({ gespeichert: [], abgelehnt: true });
    expect(await gespeicherteIds(nochmal.map((d) => d.eintrag.id))).toEqual([]);
    expect(await gespeicherteIds(neu.map((d) => d.eintrag.id))).toEqual(neu.map((d) => d.eintrag.id));
    expect((await biproLieferungenRepository(db).laden(l.zugangId, l.transferId))?.persistedFiles).toBe(2);
  });

  it('teilt eine Lieferung über 100 Items in Transaktionen ganzer Dateien, die Statistik in der letzten', async () => {
    const l = await lieferung();
    // Three items a file: 40 files are 120 items and the statistics.
    const neu = await dateien(l, 40);
    expect(TRANSAKTION_HOECHSTE_ITEMS).toBe(100);
    const vorher = transaktionen();
    const ergebnis = await biproDateienRepository(db).ablegen(neu, { ...l, felder: { persistedFiles: 40 } });
    expect(transaktionen() - vorher).toBe(2);
    expect(ergebnis.abgelehnt).toBe(false);
    expect(await gespeicherteIds(neu.map((d) => d.eintrag.id))).toHaveLength(40);
    expect((await biproLieferungenRepository(db).laden(l.zugangId, l.transferId))?.persistedFiles).toBe(40);

    // Refused in its second transaction: the first one's files stay stored and are named, the
    // statistics are not written.
    const m = await lieferung();
    const spaet = `inhalt-${eindeutigeMarke()}`;
    const vorweg = await dateien({ ...(await lieferung()), zugangId: m.zugangId }, 1, [spaet]);
    await biproDateienRepository(db).ablegen(vorweg);
    const inhalte = Array.from({ length: 40 }, (_, i) => (i === 39 ? spaet : `inhalt-${eindeutigeMarke()}`));
    const teilweise = await dateien(m, 40, inhalte);
    const abgelehnt = await biproDateienRepository(db).ablegen(teilweise, {
      ...m,
      felder: { persistedFiles: 40 },
    });
    expect(abgelehnt.abgelehnt).toBe(true);
    const ersteTransaktion = teilweise.slice(0, 33).map((d) => d.eintrag.id);
    expect(abgelehnt.gespeichert).toEqual(ersteTransaktion);
    expect(await gespeicherteIds(teilweise.map((d) => d.eintrag.id))).toEqual(ersteTransaktion);
    expect((await biproLieferungenRepository(db).laden(m.zugangId, m.transferId))?.persistedFiles).toBe(
      undefined,
    );
  });
});
