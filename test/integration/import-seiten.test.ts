/**
 * The workbench's list a page at a time (reference §2.4, §7, §9) against the local stack: 100 rows
 * a page, `weiter` going on without a gap or a repeat, the order the server sorts by, the total
 * (exact, or "more than" past the counting limit), the list index following a line's status and
 * use4Booking, and page tokens that only their user's same search accepts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_SEITENGROESSE, ROUTEN, WERKBANK_TEXTE, type ImportZeile } from '@lieferdesk/shared';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { ZAEHL_GRENZE } from '@lieferdesk/functions/werkbank/suche';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, demoBenutzer, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { alleSeiten } from '../helpers/seiten';
import { zeileSetzen } from '../helpers/werkbank';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';

const db = stackUmgebung();
const MARKE = eindeutigeMarke();
const MAKLERIMPORT = demoBenutzer('maklerimport');

async function seite(als: string, body: object) {
  const antwort = await rufe(ROUTEN.importFilter, { als, body: { modus: 1, ...body } });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body as {
    rows: ImportZeile[];
    weiter?: string;
    gesamt: number;
    gesamtGenau: boolean;
    mess?: string;
  };
}

const zeilenNummern = (rows: ImportZeile[]) => rows.map((z) => z.index);
const bis = (n: number, ab = 1) => Array.from({ length: n - ab + 1 }, (_, i) => ab + i);

let aelter: number;
let neuer: number;
const name = (teil: string) => `seiten-${MARKE}-${teil}.txt`;

beforeAll(async () => {
  // Two files of the external broker: his search by a name pattern finds both.
  aelter = await dateiEinlesen(db, name('a'), musterInhalt(), MAKLERIMPORT);
  neuer = await dateiEinlesen(db, name('b'), musterInhalt(), MAKLERIMPORT);
});

describe('Seiten der Werkbank (POST /bipro_import/filter)', () => {
  it('100 Zeilen je Seite, weiter ohne Lücke und ohne Doppelte, die Gesamtzahl', async () => {
    const eins = await seite('admin', { fileId: aelter, statusTo: 500 });
    expect(eins.rows).toHaveLength(IMPORT_SEITENGROESSE);
    expect(zeilenNummern(eins.rows)).toEqual(bis(100));
    expect(eins).toMatchObject({ gesamt: MUSTERDATEI.zeilen, gesamtGenau: true });
    expect(eins.weiter).toEqual(expect.any(String));
    const zwei = await seite('admin', { fileId: aelter, statusTo: 500, seite: eins.weiter });
    expect(zeilenNummern(zwei.rows)).toEqual(bis(MUSTERDATEI.zeilen, 101));
    expect(zwei).toMatchObject({ gesamt: MUSTERDATEI.zeilen, gesamtGenau: true });
    expect(zwei.weiter).toBeUndefined();

    // Across files: both files' lines, each once, newest file first.
    const beide = await alleSeiten('admin', { modus: 1, filename: `seiten-${MARKE}-*` });
    expect(beide.seiten).toBe(4);
    expect(beide.rows.map((z) => z.id)).toEqual([
      ...bis(MUSTERDATEI.zeilen).map((n) => neuer * 1e7 + n),
      ...bis(MUSTERDATEI.zeilen).map((n) => aelter * 1e7 + n),
    ]);
  });

  it('sortiert auf dem Server: Id auf- und absteigend, Dateiname', async () => {
    const muster = { filename: `seiten-${MARKE}-*`, lineTo: 2 };
    const ids = async (sortierung: object) =>
      (await seite('admin', { ...muster, ...sortierung })).rows.map((z) => [z.fileId, z.index]);
    expect(await ids({})).toEqual([
      [neuer, 1],
      [neuer, 2],
      [aelter, 1],
      [aelter, 2],
    ]);
    expect(await ids({ sortFeld: 'id', sortRichtung: 1 })).toEqual([
      [aelter, 1],
      [aelter, 2],
      [neuer, 1],
      [neuer, 2],
    ]);
    expect(await ids({ sortFeld: 'id', sortRichtung: -1 })).toEqual([
      [neuer, 2],
      [neuer, 1],
      [aelter, 2],
      [aelter, 1],
    ]);
    // 'a' before 'b' by name, whatever their age.
    expect(await ids({ sortFeld: 'fileName', sortRichtung: 1 })).toEqual(await ids({ sortFeld: 'id' }));
    // A sorted search pages in its order: the second page of Id descending goes on in the older file.
    const sortiert = { filename: `seiten-${MARKE}-*`, sortFeld: 'id', sortRichtung: -1 };
    const eins = await seite('admin', sortiert);
    expect(zeilenNummern(eins.rows)).toEqual(bis(MUSTERDATEI.zeilen, 66).reverse());
    const zwei = await seite('admin', { ...sortiert, seite: eins.weiter });
    expect(zeilenNummern(zwei.rows.slice(0, 65))).toEqual(bis(65).reverse());
    expect(zwei.rows[65]).toMatchObject({ fileId: aelter, index: MUSTERDATEI.zeilen });
    // Not sortable on the server: refused, not sorted wrongly.
    const status = await rufe(ROUTEN.importFilter, {
      als: 'admin',
      body: { modus: 1, fileId: aelter, sortFeld: 'status' },
    });
    expect(status.status).toBe(400);
  });

  it('der Index folgt Status und Verwendung einer Zeile', async () => {
    await zeileSetzen(db, neuer, 7, { status: -4, grund: 'Test' });
    await zeileSetzen(db, neuer, 9, { status: 2 });
    const fehler = await seite('admin', { fileId: neuer, onlyErrors: true });
    expect(zeilenNummern(fehler.rows)).toEqual([7]);
    expect(fehler).toMatchObject({ gesamt: 1, gesamtGenau: true });
    expect(
      zeilenNummern((await seite('admin', { fileId: neuer, statusFrom: 2, statusTo: 500 })).rows),
    ).toEqual([9]);
    // The default (-1000 to 1): the faulty line, not the booked one.
    const standard = await alleSeiten('admin', { modus: 1, fileId: neuer });
    expect(zeilenNummern(standard.rows)).toContain(7);
    expect(zeilenNummern(standard.rows)).not.toContain(9);
    expect(standard.rows).toHaveLength(MUSTERDATEI.zeilen - 1);
    // A status inside a class: -4 exactly, not -5.
    expect(
      zeilenNummern((await seite('admin', { fileId: neuer, statusFrom: -5, statusTo: -5 })).rows),
    ).toEqual([]);
  });

  it('zählt bis zur Grenze genau, darüber „mehr als“', async () => {
    // A commission file of ZAEHL_GRENZE + 250 bookings, each made the run's own.
    const buchungen = readFileSync(eingebautesBeispiel('courtage-2024-03.csv'), 'latin1')
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean);
    const zeilen = [COURTAGE_KOPFZEILE];
    for (let i = 0; i < ZAEHL_GRENZE + 250; i++) {
      const spalten = buchungen[i % buchungen.length]!.split(';');
      spalten[1] = `${spalten[1]}-${MARKE}-${i}`;
      zeilen.push(spalten.join(';'));
    }
    const gross = await dateiEinlesen(db, `seiten-courtage-${MARKE}.csv`, `${zeilen.join('\r\n')}\r\n`);
    const anzahl = (await importDateienRepository(db).laden(gross))!.zeilenGesamt!;
    expect(anzahl).toBeGreaterThan(ZAEHL_GRENZE + IMPORT_SEITENGROESSE);
    const eins = await seite('admin', { fileId: gross, statusTo: 500 });
    expect(eins.rows).toHaveLength(IMPORT_SEITENGROESSE);
    // Counted 100 + ZAEHL_GRENZE rows; more exist.
    expect(eins).toMatchObject({ gesamt: IMPORT_SEITENGROESSE + ZAEHL_GRENZE, gesamtGenau: false });
    let letzte = eins;
    while (letzte.weiter)
      letzte = await seite('admin', { fileId: gross, statusTo: 500, seite: letzte.weiter });
    expect(letzte).toMatchObject({ gesamt: anzahl, gesamtGenau: true });
  });

  it('eine veränderte Seitenmarke oder eine fremde: 400, keine Zeilen', async () => {
    const body = { modus: 1, filename: name('a') };
    const eigene = await seite('maklerimport', body);
    expect(eigene.rows).toHaveLength(IMPORT_SEITENGROESSE);
    const marke = eigene.weiter!;
    const abgelehnt = async (als: string, b: object) => {
      const antwort = await rufe(ROUTEN.importFilter, { als, body: b });
      expect(antwort.status).toBe(400);
      expect(antwort.body.message).toBe(WERKBANK_TEXTE.seiteUngueltig);
      expect(antwort.body.rows).toBeUndefined();
    };
    // One character changed, at the start, in the middle and at the end; not base64 JSON at all.
    const aendern = (text: string, i: number) =>
      text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    for (const i of [0, Math.floor(marke.length / 2), marke.length - 1])
      await abgelehnt('maklerimport', { ...body, seite: aendern(marke, i) });
    await abgelehnt('maklerimport', { ...body, seite: 'kein-token' });
    // The position itself rewritten (another file number, check value kept): refused.
    const inhalt = JSON.parse(Buffer.from(marke, 'base64url').toString('utf8'));
    const umgeschrieben = Buffer.from(JSON.stringify({ ...inhalt, d: inhalt.d + 1 })).toString('base64url');
    await abgelehnt('maklerimport', { ...body, seite: umgeschrieben });
    // The same search of another user (another broker), with this user's token: refused.
    await abgelehnt('importsicht', { ...body, seite: marke });
    await abgelehnt('admin', { ...body, seite: marke });
    // The token with another filter: refused.
    await abgelehnt('maklerimport', { ...body, statusTo: 500, seite: marke });
    // The user's own token goes on.
    const zwei = await seite('maklerimport', { ...body, seite: marke });
    expect(zeilenNummern(zwei.rows)).toEqual(bis(MUSTERDATEI.zeilen, 101));
  });
});
