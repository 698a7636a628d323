/**
 * The BiPRO documents inbox at the API (reference §2.10, §4 "Documents", §7 "BiPRO documents",
 * §8): the search with its scope — a broker his own, a BiPRO-structure user with the toggle his
 * structure's unassigned documents and no others, internal users all — and its filters; the
 * comment; the contract's customer; the re-assign that really assigns a document whose contract
 * exists now (a contract and customer written through the repositories after the document); the
 * soft delete, never twice; the two presigned downloads, each for its own state. Another broker's
 * document by id is 404 for every call.
 *
 * The documents are this file's own: every one carries the file's agent number (`vermittlernummer`),
 * by which the searches narrow, so other files' documents in the shared stack do not count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIPRO_DATEI_TEXTE, ROUTEN, type BiproDokument } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  namensSchluessel,
  OHNE_NAMEN,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { alleSeiten, seitenweisePruefen } from '../helpers/listenSeiten';

const marke = eindeutigeMarke();
const VERMITTLER = `V-${marke}`;
/** Rheinische Sachversicherung AG (demo master data): the contract created below is there. */
const FIRMA = 3;
const VSNR = `DOK-${marke}-1`;
const PARTNER = `P-${marke}`;
const NACHNAME = `Posteingang${marke}`;
/** Far above the counters' numbers: written as migrated data is, never handed out twice. */
const KUNDENNR = eindeutigeZahl(900_000_000, 900_999_999);
const VERTRAG = eindeutigeZahl(900_000_000, 900_999_999);
const vorTagen = (tage: number) => new Date(Date.now() - tage * 86_400_000);

let db: Datenbank;
/** This file's documents by role. */
let d: Record<
  | 'vsnr'
  | 'partner'
  | 'offen'
  | 'loeschen'
  | 'kollege'
  | 'automatisch'
  | 'nachtraeglich'
  | 'makler'
  | 'alt'
  | 'leer',
  BiproDateiEintrag
>;

/** The ids a search answers for this file's documents, sorted. */
async function suche(als: string, body: Record<string, unknown>): Promise<number[]> {
  const antwort = await rufe(ROUTEN.dokumenteFilter, {
    als,
    body: { vermittlernummer: VERMITTLER, ...body },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return (antwort.body.rows as BiproDokument[]).map((r) => r.id).sort((a, b) => a - b);
}
const ids = (...rollen: (keyof typeof d)[]) => rollen.map((r) => d[r].id).sort((a, b) => a - b);

beforeAll(async () => {
  db = stackUmgebung();
  const anlegen = (vorgabe: Partial<BiproDateiEintrag> & Pick<BiproDateiEintrag, 'maklernr'>) =>
    dokumentAnlegen(db, { gesellschaftId: FIRMA, vermittlernummer: VERMITTLER, ...vorgabe });
  const alt = vorTagen(45);
  d = {
    vsnr: await anlegen({ maklernr: '10001', policeNr: VSNR.replace(/-/g, ' ') }),
    partner: await anlegen({ maklernr: '10001', partnernummer: PARTNER.toLowerCase() }),
    offen: await anlegen({ maklernr: '10001', policeNr: `UNBEKANNT-${marke}` }),
    loeschen: await anlegen({ maklernr: '10001' }),
    kollege: await anlegen({ maklernr: '10002' }),
    automatisch: await anlegen({
      maklernr: '10001',
      zuordnung: 2,
      internalId: 900001,
      kundennr: 90001,
      customerName: 'Martina',
      customerSurname: `${NACHNAME}-Kitzelpfütze`,
    }),
    nachtraeglich: await anlegen({ maklernr: '10001', zuordnung: 1 }),
    makler: await anlegen({ maklernr: '20001' }),
    alt: await anlegen({ maklernr: '10001', creationDate: alt.toISOString(), monat: monatVon(alt) }),
    leer: await anlegen({ maklernr: '10001', key: '', fileSize: 0 }),
  };
});

describe('Suche im Posteingang', () => {
  it('Makler seine, Struktur mit Schalter die offenen der Struktur, Interne alle', async () => {
    const [makler, fa, strukturOhne, strukturMit, strukturZwei, strukturEins, admin, intern, adminZwei] =
      await Promise.all([
        suche('makler', { filterMode: 0 }),
        suche('fa', { filterMode: 0 }),
        suche('struktur', { filterMode: 0 }),
        suche('struktur', { filterMode: 0, mitStruktur: true }),
        suche('struktur', { filterMode: 2, mitStruktur: true }),
        suche('struktur', { filterMode: 1, mitStruktur: true }),
        suche('admin', { filterMode: 0 }),
        suche('intern', { filterMode: 0 }),
        suche('admin', { filterMode: 2 }),
      ]);
    expect(makler).toEqual(ids('makler'));
    expect(fa).toEqual(ids('vsnr', 'partner', 'offen', 'loeschen', 'leer'));
    expect(strukturOhne).toEqual([]);
    expect(strukturMit).toEqual(ids('vsnr', 'partner', 'offen', 'loeschen', 'leer', 'kollege'));
    expect(strukturZwei).toEqual([]);
    expect(strukturEins).toEqual([]);
    const alleOffenen = ids('vsnr', 'partner', 'offen', 'loeschen', 'leer', 'kollege', 'makler');
    expect(admin).toEqual(alleOffenen);
    expect(intern).toEqual(alleOffenen);
    expect(adminZwei).toEqual(ids('automatisch'));
  });

  it('filtert nach Zeitraum, Name, Gesellschaft, Nummern; bildet die Felder ab', async () => {
    const altTag = deutscherTag(d.alt.creationDate);
    const [altOhne, altMit, name, nameVorname, firma, andereFirma, vsnr, intern, fremd] = await Promise.all([
      suche('admin', { filterMode: 0, toDate: deutscherTag(new Date()) }),
      suche('admin', { filterMode: 0, fromDate: altTag, toDate: altTag }),
      suche('admin', { filterMode: 2, customerName: NACHNAME.toUpperCase() }),
      suche('admin', { filterMode: 2, customerName: `${NACHNAME}, Mar` }),
      suche('admin', { filterMode: 0, gesellschaftId: FIRMA }),
      suche('admin', { filterMode: 0, gesellschaftId: 1 }),
      suche('admin', { filterMode: 0, policeNr: VSNR }),
      suche('admin', { filterMode: 2, internalId: 900001, customerId: 90001 }),
      suche('fa', { filterMode: 0, fremdnummer: PARTNER }),
    ]);
    expect(altOhne).not.toContain(d.alt.id);
    expect(altMit).toEqual(ids('alt'));
    expect(name).toEqual(ids('automatisch'));
    expect(nameVorname).toEqual(ids('automatisch'));
    expect(firma).toEqual(ids('vsnr', 'partner', 'offen', 'loeschen', 'leer', 'kollege', 'makler'));
    expect(andereFirma).toEqual([]);
    expect(vsnr).toEqual(ids('vsnr'));
    expect(intern).toEqual(ids('automatisch'));
    expect(fremd).toEqual(ids('partner'));

    const antwort = await rufe(ROUTEN.dokumenteFilter, {
      als: 'fa',
      body: { filterMode: 2, vermittlernummer: VERMITTLER },
    });
    expect(antwort.body.rows).toEqual([
      expect.objectContaining({
        id: d.automatisch.id,
        fileName: d.automatisch.fileName,
        customerSurname: `${NACHNAME}-Kitzelpfütze`,
        biproGesellschaft: 'Rheinische Sachversicherung AG',
        internalId: 900001,
        brokerId: '10001',
        accessId: 0,
        vermittlernummer: VERMITTLER,
        invisible: false,
      }),
    ]);
    expect(antwort.body).not.toHaveProperty('mess');
  });
});

describe('Kommentar, Vertrag, Herunterladen', () => {
  it('ändert den Kommentar im eigenen Bereich; fremde Dokumente sind nicht da', async () => {
    const kommentar = (als: string, id: number, comment: string) =>
      rufe(ROUTEN.dokumentKommentarAendern, { als, body: { id, comment } });
    const [eigen, struktur, fremd, unbekannt] = await Promise.all([
      kommentar('fa', d.offen.id, 'Bitte beim Kunden nachfragen'),
      kommentar('struktur', d.kollege.id, 'Von der Struktur gesehen'),
      kommentar('makler', d.offen.id, 'fremd'),
      kommentar('fa', 2_000_000_000, 'x'),
    ]);
    // The structure sees its brokers' open documents and only reads them (bipro-aenderungsrecht.test.ts).
    expect([eigen.status, struktur.status, fremd.status, unbekannt.status]).toEqual([200, 403, 404, 404]);
    expect(fremd.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.offen.id]));
    const dateien = biproDateienRepository(db);
    expect((await dateien.laden(d.offen.id))?.comment).toBe('Bitte beim Kunden nachfragen');
    expect((await dateien.laden(d.kollege.id))?.comment).toBeUndefined();
    // An empty comment removes it.
    expect((await kommentar('fa', d.offen.id, '')).status).toBe(200);
    expect((await dateien.laden(d.offen.id))?.comment).toBeUndefined();
  });

  it('nennt den Kunden eines Vertrags; gelöscht oder unbekannt keinen; fremder Bestand 404', async () => {
    const laden = (als: string, id: number) => rufe(ROUTEN.vertragKundeLaden, { als, query: { id } });
    const [eigen, fremd, geloescht, unbekannt] = await Promise.all([
      laden('fa', 900001),
      laden('makler', 900001),
      // The demo's deleted contract of broker 20001.
      laden('makler', 900022),
      laden('admin', 2_000_000_000),
    ]);
    expect([eigen.status, eigen.body]).toEqual([200, { customerId: 90001 }]);
    expect(fremd.status).toBe(404);
    expect([geloescht.status, geloescht.body]).toEqual([200, {}]);
    expect([unbekannt.status, unbekannt.body]).toEqual([200, {}]);
  });

  it('gibt offene und zugeordnete Dokumente je über ihren Pfad als vorsignierten Link', async () => {
    const link = (
      route: typeof ROUTEN.dokumentZugeordnetHerunterladen,
      als: string,
      id: number,
      anzeigen = false,
    ) => rufe(route, { als, query: anzeigen ? { id, anzeigen: 'true' } : { id } });
    const offen = ROUTEN.dokumentNichtZugeordnetHerunterladen;
    const zugeordnet = ROUTEN.dokumentZugeordnetHerunterladen;
    const [download, anzeige, falscherPfad, richtigerPfad, andererPfad, fremd, leer] = await Promise.all([
      link(offen, 'fa', d.vsnr.id),
      link(offen, 'fa', d.vsnr.id, true),
      link(zugeordnet, 'fa', d.vsnr.id),
      link(zugeordnet, 'fa', d.nachtraeglich.id),
      link(offen, 'fa', d.automatisch.id),
      link(offen, 'makler', d.vsnr.id),
      link(offen, 'fa', d.leer.id),
    ]);
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    expect(download.body).toMatchObject({ dateiname: d.vsnr.fileName, inhaltstyp: 'application/pdf' });
    const [datei, inline] = await Promise.all([fetch(download.body.url), fetch(anzeige.body.url)]);
    expect(datei.status).toBe(200);
    expect(Buffer.from(await datei.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-1\.4/);
    expect(datei.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect([falscherPfad.status, richtigerPfad.status, andererPfad.status, fremd.status]).toEqual([
      404, 200, 404, 404,
    ]);
    // Nothing stored: the name without a link.
    expect([leer.status, leer.body]).toEqual([
      200,
      { dateiname: d.leer.fileName, inhaltstyp: 'application/pdf' },
    ]);
  });
});

describe('Neu zuordnen und löschen', () => {
  it('ordnet zu, was der Bestand jetzt kennt; zählt nur die neu zugeordneten', async () => {
    const neu = (als: string, body: number[]) => rufe(ROUTEN.dokumenteNeuZuordnen, { als, body });
    // Before the contract exists: nothing to assign, the reason is kept.
    const vorher = await neu('fa', [d.vsnr.id, d.offen.id]);
    expect([vorher.status, vorher.body]).toEqual([200, { count: 0 }]);
    const dateien = biproDateienRepository(db);
    expect((await dateien.laden(d.vsnr.id))?.cause).toContain('Kein Vertrag');

    // Another broker's document, or an unknown id, refuses the whole request and names the ids.
    const [fremd, unbekannt] = await Promise.all([
      neu('makler', [d.vsnr.id]),
      neu('fa', [d.vsnr.id, 2_000_000_000]),
    ]);
    expect(fremd.status).toBe(404);
    expect(unbekannt.status).toBe(404);
    expect(unbekannt.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([2_000_000_000]));

    // The customer and his contract arrive (as a booking would write them).
    await kundenRepository(db).speichern({
      kundennr: KUNDENNR,
      maklernr: '10001',
      name: NACHNAME,
      vorname: 'Paula',
      gesellschaftKundennummern: [{ gesellschaftId: FIRMA, nummer: PARTNER }],
    });
    await vertraegeRepository(db).speichern({
      vertragId: VERTRAG,
      gesellschaftId: FIRMA,
      vuNummer: '5502',
      vsnr: VSNR,
      vsnrNorm: normalisiereVsnr(VSNR)!,
      kundennr: KUNDENNR,
      maklernr: '10001',
      geloescht: false,
    });

    const danach = await neu('fa', [d.vsnr.id, d.partner.id, d.offen.id, d.automatisch.id]);
    expect([danach.status, danach.body]).toEqual([200, { count: 2 }]);
    const [vsnr, partner, offen, automatisch] = await Promise.all(
      [d.vsnr, d.partner, d.offen, d.automatisch].map((x) => dateien.laden(x.id)),
    );
    expect(vsnr).toMatchObject({
      zuordnung: 2,
      internalId: VERTRAG,
      kundennr: KUNDENNR,
      customerName: 'Paula',
      customerSurname: NACHNAME,
      mscGesellschaft: 'Rheinische Sachversicherung AG',
    });
    expect(vsnr?.cause).toBeUndefined();
    expect(vsnr?.mscDate).toBeDefined();
    expect(partner).toMatchObject({ zuordnung: 2, kundennr: KUNDENNR, customerSurname: NACHNAME });
    expect(partner?.internalId).toBeUndefined();
    expect(offen).toMatchObject({ zuordnung: 0, cause: expect.stringContaining(`UNBEKANNT-${marke}`) });
    expect(automatisch).toMatchObject({ zuordnung: 2, internalId: 900001 });

    // They moved lists: found by customer name among the automatically assigned.
    const [offene, zugeordnete] = await Promise.all([
      suche('fa', { filterMode: 0 }),
      suche('fa', { filterMode: 2, customerName: NACHNAME }),
    ]);
    expect(offene).toEqual(ids('offen', 'loeschen', 'leer'));
    expect(zugeordnete).toEqual(ids('vsnr', 'partner', 'automatisch'));
    // Assigned now: the download of assigned documents serves it, the other does not.
    const [alsZugeordnet, alsOffen] = await Promise.all([
      rufe(ROUTEN.dokumentZugeordnetHerunterladen, { als: 'fa', query: { id: d.vsnr.id } }),
      rufe(ROUTEN.dokumentNichtZugeordnetHerunterladen, { als: 'fa', query: { id: d.vsnr.id } }),
    ]);
    expect([alsZugeordnet.status, alsOffen.status]).toEqual([200, 404]);
  });

  it('löscht weich, nie zweimal; fremde und gelöschte Dokumente sind für alle Aufrufe nicht da', async () => {
    const loeschen = (als: string, body: number[]) => rufe(ROUTEN.dokumenteLoeschen, { als, body });
    const fremd = await loeschen('makler', [d.makler.id, d.loeschen.id]);
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.loeschen.id]));
    expect((await loeschen('fa', [d.loeschen.id])).status).toBe(200);
    const zweimal = await loeschen('fa', [d.loeschen.id]);
    expect(zweimal.status).toBe(409);
    expect(zweimal.body.message).toBe(BIPRO_DATEI_TEXTE.bereitsGeloescht([d.loeschen]));
    // All or nothing: the other document of the request is not deleted either.
    expect((await loeschen('admin', [d.offen.id, d.loeschen.id])).status).toBe(409);
    const dateien = biproDateienRepository(db);
    expect((await dateien.laden(d.loeschen.id))?.invisible).toBe(true);
    expect((await dateien.laden(d.offen.id))?.invisible).toBe(false);

    const [liste, neu, kommentar, download] = await Promise.all([
      suche('admin', { filterMode: 0 }),
      rufe(ROUTEN.dokumenteNeuZuordnen, { als: 'fa', body: [d.loeschen.id] }),
      rufe(ROUTEN.dokumentKommentarAendern, { als: 'fa', body: { id: d.loeschen.id, comment: 'x' } }),
      rufe(ROUTEN.dokumentNichtZugeordnetHerunterladen, { als: 'fa', query: { id: d.loeschen.id } }),
    ]);
    expect(liste).not.toContain(d.loeschen.id);
    expect([neu.status, kommentar.status, download.status]).toEqual([404, 404, 404]);
  });
});

describe('Seiten (reference §9: 100 Zeilen je Seite, vom Server geblättert)', () => {
  const SEITEN_VERMITTLER = `VS-${marke}`;
  let seitenIds: number[];
  let namen: Map<number, string>;

  beforeAll(async () => {
    // 45 documents over six weeks (two months or more), five at a time of one instant: ties are ordered by id.
    const angelegt: BiproDateiEintrag[] = [];
    for (let gruppe = 0; gruppe < 9; gruppe++) {
      const zeit = vorTagen(gruppe * 5 + 1);
      angelegt.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            dokumentAnlegen(db, {
              maklernr: i === 4 ? '10002' : '10001',
              gesellschaftId: FIRMA,
              vermittlernummer: SEITEN_VERMITTLER,
              fileName: `seite-${marke}-${String(gruppe * 5 + i).padStart(2, '0')}.pdf`,
              creationDate: zeit.toISOString(),
              monat: monatVon(zeit),
            }),
          ),
        )),
      );
    }
    seitenIds = angelegt.map((x) => x.id);
    namen = new Map(angelegt.map((x) => [x.id, x.fileName]));
  });
  const body = (mehr: Record<string, unknown> = {}) => ({
    filterMode: 0,
    vermittlernummer: SEITEN_VERMITTLER,
    fromDate: deutscherTag(vorTagen(44)),
    toDate: deutscherTag(new Date()),
    ...mehr,
  });

  it('blättert neueste zuerst über Monate ohne Lücke und ohne Doppel; fremde und veränderte Marken sind 400', async () => {
    const ids = await seitenweisePruefen(ROUTEN.dokumenteFilter, {
      als: 'admin',
      fremd: 'intern',
      body: body(),
      anzahl: 20,
      erwartet: seitenIds,
    });
    const zeiten = ids.map((id) => seitenIds.indexOf(id));
    // Newest first: the groups in the order made (group 0 newest).
    expect(zeiten.map((i) => Math.floor(i / 5))).toEqual(
      [...zeiten.map((i) => Math.floor(i / 5))].sort((a, b) => a - b),
    );
  });

  it('blättert im Bereich eines Maklers und nach Dateiname sortiert (über den Zeitraum bis LISTEN_GRENZE)', async () => {
    const eigene = seitenIds.filter((_, i) => i % 5 !== 4);
    await seitenweisePruefen(ROUTEN.dokumenteFilter, {
      als: 'fa',
      fremd: 'maklerintern',
      body: body(),
      anzahl: 20,
      erwartet: eigene,
    });
    const sortiert = await seitenweisePruefen(ROUTEN.dokumenteFilter, {
      als: 'admin',
      fremd: 'intern',
      body: body({ sortFeld: 'fileName', sortRichtung: 1 }),
      anzahl: 20,
      erwartet: seitenIds,
    });
    const dateinamen = sortiert.map((id) => namen.get(id)!);
    expect(dateinamen).toEqual([...dateinamen].sort());
  });

  it('blättert über die Makler einer Struktur zusammengeführt ohne Lücke und Doppel', async () => {
    await seitenweisePruefen(ROUTEN.dokumenteFilter, {
      als: 'struktur',
      fremd: 'fpplus',
      body: body({ mitStruktur: true }),
      anzahl: 20,
      erwartet: seitenIds,
    });
  });

  it('blättert nach Kundenname (Standard des Posteingangs) über den Namensindex aller Monate, Z bis A', async () => {
    const NAMEN = [
      'Abel',
      'van der Berg',
      'van',
      'Müller',
      'Mueller',
      'mull',
      'Zander',
      'Özdemir',
      undefined,
    ];
    const angelegt: number[] = [];
    for (let i = 0; i < 27; i++) {
      const zeit = vorTagen((i % 9) * 4 + 1);
      const nachname = NAMEN[i % NAMEN.length];
      angelegt.push(
        (
          await dokumentAnlegen(db, {
            maklernr: '10001',
            gesellschaftId: FIRMA,
            vermittlernummer: `VN-${marke}`,
            zuordnung: 2,
            ...(nachname ? { customerSurname: nachname, customerName: 'Eva', kundennr: 1 } : {}),
            creationDate: zeit.toISOString(),
            monat: monatVon(zeit),
          })
        ).id,
      );
    }
    const namensBody = {
      filterMode: 2,
      vermittlernummer: `VN-${marke}`,
      fromDate: deutscherTag(vorTagen(44)),
      toDate: deutscherTag(new Date()),
      sortFeld: 'customerSurname',
      sortRichtung: -1,
    };
    await seitenweisePruefen(ROUTEN.dokumenteFilter, {
      als: 'admin',
      fremd: 'intern',
      body: namensBody,
      anzahl: 20,
      erwartet: angelegt,
    });
    const { antworten } = await alleSeiten(ROUTEN.dokumenteFilter, 'admin', { ...namensBody, anzahl: 20 });
    const schluessel = antworten
      .flatMap((a) => a.body.rows as BiproDokument[])
      .map((z) => `${namensSchluessel(z.customerSurname) ?? OHNE_NAMEN}#`);
    expect(schluessel).toEqual([...schluessel].sort().reverse());
    expect(schluessel[0]).toBe('zander#');
    expect(schluessel.at(-1)).toBe(`${OHNE_NAMEN}#`);
  });
});
