/**
 * The start page 'Übersicht' at the API (issue 24 §1): its figures come from the aggregates the
 * writes keep — documents stored as the download stores them (through the repository's
 * `ablegen`), a GDV file and a dunning list, one document assigned automatically — and a deletion
 * through the API lowers the open documents. Internal users see every broker's share, a broker
 * only his own, another broker none of it.
 *
 * The stack is shared: this file's files carry an insurer number of its own, and only that
 * insurer's figures are checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN, type UebersichtAntwort } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { rufe } from '../helpers/api';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';

/** An insurer number no other file uses (the demo's are a handful of small ones). */
const FIRMA = eindeutigeZahl(700_000, 799_999);

let db: Datenbank;
let offenFa: BiproDateiEintrag;

/** A stored file of another kind than a document, as the download stores it. */
async function dateiAnlegen(ziel: 'gdv' | 'mahnung', maklernr: string): Promise<void> {
  const repo = biproDateienRepository(db);
  const [id] = await repo.neueIds(1);
  const jetzt = new Date();
  const marke = eindeutigeMarke(16);
  const angelegt = await repo.anlegen(
    {
      id: id!,
      ziel,
      zugangId: 0,
      transferId: `test-${marke}`,
      nr: 1,
      sha256: eindeutigeMarke(64),
      fileName: `${ziel}_${marke}.txt`,
      fileSize: 1,
      mimeType: 'text/plain',
      bucket: 'lieferdesk-inbox',
      key: `bipro/test/${marke}`,
      gesellschaftId: FIRMA,
      maklernr,
      monat: jetzt.toISOString().slice(0, 7),
      creationDate: jetzt.toISOString(),
      invisible: false,
    },
    false,
  );
  expect(angelegt).toBe(true);
}

async function uebersicht(als: string): Promise<UebersichtAntwort> {
  const antwort = await rufe(ROUTEN.uebersichtKennzahlen, { als });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body as UebersichtAntwort;
}

/** This file's insurer's figures in an answer. */
function meine(a: UebersichtAntwort) {
  const tage = a.lieferungen.filter((l) => l.gesellschaftId === FIRMA);
  const summe = (feld: 'dokumente' | 'gdv' | 'abrechnungen' | 'mahnungen') =>
    tage.reduce((s, t) => s + t[feld], 0);
  const wochen = a.quote.filter((q) => q.gesellschaftId === FIRMA);
  return {
    dokumente: summe('dokumente'),
    gdv: summe('gdv'),
    mahnungen: summe('mahnungen'),
    geliefert: wochen.reduce((s, w) => s + w.geliefert, 0),
    automatisch: wochen.reduce((s, w) => s + w.automatisch, 0),
    offen: a.offeneDokumente.find((o) => o.gesellschaftId === FIRMA)?.anzahl ?? 0,
    genannt: a.gesellschaften.some((g) => g.gesellschaftId === FIRMA),
  };
}

beforeAll(async () => {
  db = stackUmgebung();
  const anlegen = (vorgabe: Partial<BiproDateiEintrag> & Pick<BiproDateiEintrag, 'maklernr'>) =>
    dokumentAnlegen(db, { gesellschaftId: FIRMA, ...vorgabe });
  // Broker 10001 (user 'fa'): two open documents, one assigned automatically, a GDV file.
  offenFa = await anlegen({ maklernr: '10001' });
  await anlegen({ maklernr: '10001' });
  await anlegen({ maklernr: '10001', zuordnung: 2, internalId: 900001 });
  await dateiAnlegen('gdv', '10001');
  // Broker 10002: one open document and a dunning list.
  await anlegen({ maklernr: '10002' });
  await dateiAnlegen('mahnung', '10002');
});

describe('Übersicht an der API', () => {
  it('zählt für interne Benutzer jede Lieferung der Gesellschaft, die Quote und die offenen Dokumente', async () => {
    const a = await uebersicht('admin');
    expect(a.tage).toHaveLength(30);
    expect(a.wochen).toHaveLength(12);
    expect(meine(a)).toEqual({
      dokumente: 4,
      gdv: 1,
      mahnungen: 1,
      geliefert: 4,
      automatisch: 1,
      offen: 3,
      genannt: true,
    });
    expect(a.verpassteLaeufe?.map((v) => v.modus)).toEqual([1, 2]);
    // Users of the import screens get the faulty lines per company (the shared stack's files).
    expect(Array.isArray(a.fehlerhafteZeilen)).toBe(true);
  });

  it('zeigt dem Makler nur seinen Anteil, einem anderen Makler nichts davon', async () => {
    const fa = await uebersicht('fa');
    expect(meine(fa)).toEqual({
      dokumente: 3,
      gdv: 1,
      mahnungen: 0,
      geliefert: 3,
      automatisch: 1,
      offen: 2,
      genannt: true,
    });
    // The planned runs are for internal users, the import lines for the import screens' users:
    // a broker without them is not told about either.
    expect(fa.verpassteLaeufe).toBeUndefined();
    expect(fa.fehlerhafteZeilen).toBeUndefined();
    const makler = await uebersicht('makler');
    expect(meine(makler)).toEqual({
      dokumente: 0,
      gdv: 0,
      mahnungen: 0,
      geliefert: 0,
      automatisch: 0,
      offen: 0,
      genannt: false,
    });
  });

  it('senkt die offenen Dokumente, wenn eines gelöscht wird, und hebt sie beim Wiederherstellen', async () => {
    expect((await rufe(ROUTEN.dokumenteLoeschen, { als: 'fa', body: [offenFa.id] })).status).toBe(200);
    expect(meine(await uebersicht('fa')).offen).toBe(1);
    expect(meine(await uebersicht('admin')).offen).toBe(2);
    // Deleted twice is refused and moves nothing.
    await rufe(ROUTEN.dokumenteLoeschen, { als: 'fa', body: [offenFa.id] });
    expect(meine(await uebersicht('admin')).offen).toBe(2);
    expect((await rufe(ROUTEN.dokumenteWiederherstellen, { als: 'admin', body: [offenFa.id] })).status).toBe(
      200,
    );
    expect(meine(await uebersicht('fa')).offen).toBe(2);
    // Arrivals stay counted: a deletion takes nothing off the deliveries.
    expect(meine(await uebersicht('admin')).dokumente).toBe(4);
  });

  it('verweigert die Übersicht, wer sie nicht sehen darf', async () => {
    expect((await rufe(ROUTEN.uebersichtKennzahlen, { als: 'kategorien' })).status).toBe(403);
  });
});
