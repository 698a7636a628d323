/**
 * Who changes a stored BiPRO file (reference §6 "Who changes BiPRO files", §4 "Deleted entries"):
 * the internal view (viewintern) and a structure leader (struktur, fpplus: broker 10000 above
 * 10001) see broker 10001's files and only read them — delete, comment, re-assign, assign, note
 * are 403 with the reason; his own broker's user (fa, 10001) changes them; every change names
 * who and when in the file's journal; deleted documents show on request and only the full
 * filter restores them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIPRO_DATEI_TEXTE as T, ROUTEN, type BiproDokument } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { rufe } from '../helpers/api';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';

const VERMITTLER = `R-${eindeutigeMarke()}`;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let db: Datenbank;
let dokument: BiproDateiEintrag;
let gdv: number;
let courtage: number;

const laden = async (id: number) => (await biproDateienRepository(db).laden(id))!;
const journal = async (id: number) => (await laden(id)).journal ?? [];

beforeAll(async () => {
  db = stackUmgebung();
  dokument = await dokumentAnlegen(db, {
    maklernr: '10001',
    gesellschaftId: 1,
    vermittlernummer: VERMITTLER,
  });
  const datei = (ziel: 'gdv' | 'abrechnung') =>
    gdvDateiAnlegen(db, {
      maklernr: '10001',
      gesellschaftId: 1,
      ziel,
      fileName: `aenderungsrecht-${eindeutigeMarke()}.${ziel === 'gdv' ? 'gdv' : 'csv'}`,
      inhalt: Buffer.from('0001'),
    });
  [gdv, courtage] = await Promise.all([datei('gdv'), datei('abrechnung')]);
});

const aenderungen = (id: number) => ({
  loeschen: { route: ROUTEN.dokumenteLoeschen, body: [id] },
  kommentar: { route: ROUTEN.dokumentKommentarAendern, body: { id, comment: 'gelesen' } },
  neuZuordnen: { route: ROUTEN.dokumenteNeuZuordnen, body: [id] },
  zuordnen: { route: ROUTEN.kundeZuordnen, body: { docId: id, mscInternalId: 900001, setPoliceNr: false } },
});

describe('Lesende Rollen ändern keine BiPRO-Datei', () => {
  it.each(['viewintern', 'struktur'])(
    '%s sieht das Dokument, ändert es nicht (403 mit Grund)',
    async (als) => {
      const gesehen = await rufe(ROUTEN.dokumentNichtZugeordnetHerunterladen, {
        als,
        query: { id: dokument.id },
      });
      expect(gesehen.status, JSON.stringify(gesehen.body)).toBe(200);
      for (const [was, { route, body }] of Object.entries(aenderungen(dokument.id))) {
        const antwort = await rufe(route, { als, body });
        expect(antwort.status, `${als} ${was}: ${JSON.stringify(antwort.body)}`).toBe(403);
        expect(antwort.body.message).toBe(T.nurLesen([dokument.id]));
      }
      const danach = await laden(dokument.id);
      expect([danach.invisible, danach.comment, danach.journal]).toEqual([false, undefined, undefined]);
    },
  );

  it('FP-plus löscht die GDV-Datei seiner Struktur nicht, die interne Sicht setzt keinen Zusatz und liest nichts ein', async () => {
    const loeschen = await rufe(ROUTEN.gdvDateienLoeschen, { als: 'fpplus', query: { id: gdv } });
    expect([loeschen.status, loeschen.body.message]).toEqual([403, T.nurLesen([gdv])]);
    const zusatz = await rufe(ROUTEN.courtageZusatzAendern, {
      als: 'viewintern',
      body: { id: courtage, zusatz: 'x' },
    });
    expect([zusatz.status, zusatz.body.message]).toEqual([403, T.nurLesen([courtage])]);
    // Reading a commission file into the import is a change too: it registers an import file.
    const einlesen = await rufe(ROUTEN.courtageEinlesen, { als: 'viewintern', body: { id: courtage } });
    expect([einlesen.status, einlesen.body.message]).toEqual([403, T.nurLesen([courtage])]);
    expect((await laden(gdv)).invisible).toBe(false);
    const unberuehrt = await laden(courtage);
    expect([unberuehrt.zusatz, unberuehrt.importDateiId, unberuehrt.statusLog]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('die Listen sagen je Zeile, ob der Benutzer sie ändern darf', async () => {
    const gdvZeile = async (als: string, body: Record<string, unknown> = {}) => {
      const a = await rufe(ROUTEN.gdvDateienFilter, {
        als,
        body: { gesellschaftId: 1, anzahl: 500, ...body },
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      return (a.body.rows as { id: number; aenderbar: boolean }[]).find((z) => z.id === gdv)?.aenderbar;
    };
    const courtageZeile = async (als: string) => {
      const a = await rufe(ROUTEN.courtageFilter, {
        als,
        body: { isCourtage: true, gesellschaftId: 1, anzahl: 500 },
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      return (a.body.rows as { id: number; aenderbar: boolean }[]).find((z) => z.id === courtage)?.aenderbar;
    };
    expect(await gdvZeile('fa')).toBe(true);
    expect(await gdvZeile('admin')).toBe(true);
    expect(await gdvZeile('viewintern')).toBe(false);
    expect(await gdvZeile('fpplus', { showFilesOfStructure: true })).toBe(false);
    expect([await courtageZeile('fa'), await courtageZeile('viewintern')]).toEqual([true, false]);
  });
});

describe('Der Makler der Datei ändert sie, und das Journal nennt wer und wann', () => {
  it('Kommentar, Neu zuordnen, Zusatz, Löschen und Wiederherstellen', async () => {
    const kommentar = await rufe(ROUTEN.dokumentKommentarAendern, {
      als: 'fa',
      body: { id: dokument.id, comment: 'Bitte prüfen' },
    });
    expect(kommentar.status, JSON.stringify(kommentar.body)).toBe(200);
    const neu = await rufe(ROUTEN.dokumenteNeuZuordnen, { als: 'fa', body: [dokument.id] });
    expect([neu.status, neu.body]).toEqual([200, { count: 0 }]);
    const leer = await rufe(ROUTEN.dokumentKommentarAendern, {
      als: 'fa',
      body: { id: dokument.id, comment: '' },
    });
    expect(leer.status).toBe(200);
    expect((await rufe(ROUTEN.dokumenteLoeschen, { als: 'fa', body: [dokument.id] })).status).toBe(200);

    // Deleted: listed only on request; the broker cannot restore, the internal view neither.
    const suche = async (als: string, showDeleted?: boolean) => {
      const a = await rufe(ROUTEN.dokumenteFilter, {
        als,
        body: { filterMode: 0, vermittlernummer: VERMITTLER, ...(showDeleted ? { showDeleted } : {}) },
      });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      return a.body.rows as BiproDokument[];
    };
    expect(await suche('fa')).toEqual([]);
    expect(await suche('fa', true)).toEqual([
      expect.objectContaining({ id: dokument.id, invisible: true, aenderbar: true }),
    ]);
    expect(await suche('viewintern', true)).toEqual([
      expect.objectContaining({ id: dokument.id, invisible: true, aenderbar: false }),
    ]);
    for (const als of ['fa', 'viewintern', 'struktur'])
      expect((await rufe(ROUTEN.dokumenteWiederherstellen, { als, body: [dokument.id] })).status, als).toBe(
        403,
      );
    expect((await laden(dokument.id)).invisible).toBe(true);

    const zurueck = await rufe(ROUTEN.dokumenteWiederherstellen, { als: 'admin', body: [dokument.id] });
    expect(zurueck.status, JSON.stringify(zurueck.body)).toBe(200);
    expect((await laden(dokument.id)).invisible).toBe(false);
    expect(await suche('fa')).toEqual([expect.objectContaining({ id: dokument.id, invisible: false })]);
    const nochmal = await rufe(ROUTEN.dokumenteWiederherstellen, { als: 'admin', body: [dokument.id] });
    expect([nochmal.status, nochmal.body.message]).toEqual([409, T.nichtGeloescht([dokument])]);

    const eintraege = await journal(dokument.id);
    expect(eintraege.map((e) => e.text)).toEqual([
      T.journal.kommentiert('fa', false),
      T.journal.neuZuordnenOffen('fa'),
      T.journal.kommentiert('fa', true),
      T.journal.geloescht('fa'),
      T.journal.wiederhergestellt('admin'),
    ]);
    for (const e of eintraege) expect(e.zeit).toMatch(ISO);
  });

  it('GDV-Datei und Courtage-Datei: gelöscht, wiederhergestellt, Zusatz — im Journal', async () => {
    expect((await rufe(ROUTEN.gdvDateienLoeschen, { als: 'fa', query: { id: gdv } })).status).toBe(200);
    const gdvZurueck = await rufe(ROUTEN.gdvDateienWiederherstellen, { als: 'admin', body: [gdv] });
    expect(gdvZurueck.status, JSON.stringify(gdvZurueck.body)).toBe(200);
    expect((await laden(gdv)).invisible).toBe(false);
    expect((await journal(gdv)).map((e) => e.text)).toEqual([
      T.journal.geloescht('fa'),
      T.journal.wiederhergestellt('admin'),
    ]);

    const zusatz = await rufe(ROUTEN.courtageZusatzAendern, {
      als: 'fa',
      body: { id: courtage, zusatz: 'ok' },
    });
    expect(zusatz.status, JSON.stringify(zusatz.body)).toBe(200);
    expect((await rufe(ROUTEN.courtageZeilenLoeschen, { als: 'fa', body: [{ id: courtage }] })).status).toBe(
      200,
    );
    const courtageZurueck = await rufe(ROUTEN.courtageZeilenWiederherstellen, {
      als: 'admin',
      body: [{ id: courtage }],
    });
    expect(courtageZurueck.status, JSON.stringify(courtageZurueck.body)).toBe(200);
    expect((await journal(courtage)).map((e) => e.text)).toEqual([
      T.journal.zusatz('fa', false),
      T.journal.geloescht('fa'),
      T.journal.wiederhergestellt('admin'),
    ]);
  });
});
