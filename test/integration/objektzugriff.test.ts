/**
 * Object-level access, generated from the route table (review §3): for every implemented route
 * that takes an id — a query or body field naming a file, line, run, contract, customer … — an
 * id owned by another broker answers the external broker `maklerimport` (20001, with the import
 * right) 404, as an id that does not exist: he cannot even learn that it exists. Searches that
 * take an id answer without the other broker's rows instead.
 *
 * The id fields are found in the routes' schemas (ID_FELD); each route with one is either
 * covered here (FAELLE: the calls with another broker's ids) or exempt by declaration
 * (AUSNAHMEN, with the reason: objects no broker owns). A new route with an id fails the first
 * test until it is declared. A route the external broker may not call at all is the
 * authorization matrix's (403 before any id is read).
 *
 * The other broker is `importsicht` (10001): his file (read as the pipeline reads it, so it has
 * its read progress lesen-<n>), his runs, the demo contract and customer of his number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hatBerechtigung,
  ROUTEN,
  type Benutzer,
  type Rolle,
  type Route,
  type UmgesetzteRoute,
} from '@lieferdesk/shared';
import type { z } from 'zod';
import { implementierteRouten } from '@lieferdesk/functions/routes';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { leseFortschrittId } from '@lieferdesk/functions/pipeline/lesen/sperre';
import { starteVerarbeitung } from '@lieferdesk/functions/pipeline/verarbeitung/starten';
import { DEMO_BENUTZER } from '../../infra/local/demo/benutzer';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';

/** A field that names an object by its id or number. */
const ID_FELD = /^(id|interface|lfdno|gevoArt|kundennr)$|Id$|Nr$|Number$/;

/** The internals of zod 4 this reads: an object's shape, through optional, default and pipes. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}
const defVon = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const grundtyp = (s: z.ZodType): string => {
  const d = defVon(s);
  return d.innerType ? grundtyp(d.innerType) : d.type;
};

/** The id fields of a query or body schema: `ort.feld`, or `body[]` for a list of ids. */
function idFelder(schema: z.ZodType | undefined, ort: 'query' | 'body'): string[] {
  if (!schema) return [];
  const d = defVon(schema);
  switch (d.type) {
    case 'object':
      // A flag is no id, whatever its name (setPoliceNr).
      return Object.entries(d.shape!)
        .filter(([feld, s]) => ID_FELD.test(feld) && grundtyp(s) !== 'boolean')
        .map(([feld]) => `${ort}.${feld}`);
    case 'array':
      return [`${ort}[]`];
    case 'pipe':
      return idFelder(d.in, ort);
    case 'optional':
    case 'default':
      return idFelder(d.innerType, ort);
    default:
      return [];
  }
}
const idFelderDer = (r: Route) => [...idFelder(r.query, 'query'), ...idFelder(r.body, 'body')];

/** What the other broker owns (set up in beforeAll). */
interface Fremd {
  datei: number;
  dateiname: string;
  dateiBeginn: string;
  zeile: number;
  /** An evaluation run of another file of his (its threadId). */
  lauf: string;
  /** A bulk action's run on his file (its workerId). */
  arbeit: string;
  vertrag: number;
  kunde: number;
  /** A line of the external broker's own file (to name another broker's contract with). */
  eigeneZeile: number;
}

interface Fall {
  /** What is named, for the test's title. */
  was: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A search: 200 without the other broker's rows (instead of 404). */
  suche?: (antwort: { rows: Record<string, unknown>[] }) => boolean;
  /** Read-only: the owner gets 200 for the same call (the id is real, not just unknown). */
  eigentuemerDarf?: true;
}

/** Only to name the cases before the data exists; every case is built again with the real ids. */
const PLATZHALTER: Fremd = {
  datei: 0,
  dateiname: '',
  dateiBeginn: '',
  zeile: 0,
  lauf: '',
  arbeit: '',
  vertrag: 0,
  kunde: 0,
  eigeneZeile: 0,
};

const aktion = (f: Fremd): Fall => ({ was: 'Datei', body: { modus: 1, fileId: f.datei } });

/** Every implemented route with an id field: the calls that name another broker's objects. */
const FAELLE: Record<string, (f: Fremd) => Fall[]> = {
  importFilter: (f) => [
    {
      was: 'Datei (Suche nach Name und Nummer)',
      body: { modus: 1, filename: f.dateiname, fileId: f.datei },
      suche: (a) => a.rows.every((z) => z.fileId !== f.datei),
    },
  ],
  importZeileDetails: (f) => [{ was: 'Zeile', query: { id: f.zeile }, eigentuemerDarf: true }],
  importZeileLaden: (f) => [{ was: 'Zeile', query: { id: f.zeile }, eigentuemerDarf: true }],
  importZeileSpeichern: (f) => [
    { was: 'Zeile', query: { id: f.zeile }, body: { use4Booking: 0, line: 'x' } },
  ],
  importZeileLoeschen: (f) => [{ was: 'Zeile', query: { id: f.zeile } }],
  importZeilenLoeschen: (f) => [
    { was: 'Zeile', body: [f.zeile] },
    { was: 'eigene und fremde Zeile', body: [f.eigeneZeile, f.zeile] },
  ],
  importAuswertungStarten: (f) => [{ was: 'Datei', query: { id: f.datei } }],
  importAuswertungFortschritt: (f) => [{ was: 'Lauf', query: { id: f.lauf }, eigentuemerDarf: true }],
  importFortschritt: (f) => [
    { was: 'Lesefortschritt', query: { id: leseFortschrittId(f.datei) }, eigentuemerDarf: true },
    { was: 'Arbeit', query: { id: f.arbeit }, eigentuemerDarf: true },
  ],
  abrechnungAktualisieren: (f) => [{ was: 'Datei', query: { fileId: f.datei } }],
  importBuchen: (f) => [aktion(f)],
  importAbrechnen: (f) => [aktion(f)],
  importAbrechnenFehlerprotokoll: (f) => [aktion(f)],
  importFehlerhafteZurueckstellen: (f) => [aktion(f)],
  importReaktivieren: (f) => [aktion(f)],
  importMinus9Zurueckstellen: (f) => [aktion(f)],
  importBuchungenLoeschen: (f) => [aktion(f)],
  importAuswertungLoeschen: (f) => [aktion(f)],
  importDateiLoeschen: (f) => [aktion(f)],
  zeilenFehlerHerunterladen: (f) => [{ was: 'Datei', query: { id: f.datei }, eigentuemerDarf: true }],
  courtageDateiHerunterladen: (f) => [{ was: 'Datei', query: { id: f.datei } }],
  uploadStatus: (f) => [{ was: 'Datei', query: { id: f.datei }, eigentuemerDarf: true }],
  datensatzZuordnenLaden: (f) => [{ was: 'Zeile', query: { id: f.zeile }, eigentuemerDarf: true }],
  kundeZuordnen: (f) => [
    { was: 'Zeile', body: { docId: f.zeile, mscInternalId: f.vertrag, setPoliceNr: false } },
    { was: 'Vertrag', body: { docId: f.eigeneZeile, mscInternalId: f.vertrag, setPoliceNr: false } },
  ],
  monitorFilter: (f) => [
    {
      was: 'Datei (Suche nach Nummer)',
      body: { fileNumber: f.datei, dateFrom: f.dateiBeginn.slice(0, 10), dateTo: f.dateiBeginn.slice(0, 10) },
      suche: (a) => a.rows.every((z) => z.fileId !== f.datei),
    },
  ],
  monitorLesefehlerBestaetigen: (f) => [
    { was: 'Datei', body: { fileId: f.datei, fileName: f.dateiname, dateFrom: f.dateiBeginn } },
  ],
  monitorDateiEntsperren: (f) => [{ was: 'Datei', body: { fileId: f.datei } }],
  monitorLaufFortsetzen: (f) => [{ was: 'Datei', body: { fileId: f.datei } }],
  vertragLaden: (f) => [{ was: 'Vertrag', query: { id: f.vertrag }, eigentuemerDarf: true }],
  kundeLaden: (f) => [{ was: 'Kunde', query: { kundennr: f.kunde }, eigentuemerDarf: true }],
  gdvDateienFilter: () => [
    {
      was: 'GDV-Datei (Suche nach Gesellschaft)',
      body: { gesellschaftId: 1 },
      suche: (a) => a.rows.every((z) => z.id !== fremdeGdvDatei),
    },
  ],
  gdvDateiHerunterladen: () => [{ was: 'GDV-Datei', query: { id: fremdeGdvDatei }, eigentuemerDarf: true }],
  gdvDateienLoeschen: () => [{ was: 'GDV-Datei', query: { id: fremdeGdvDatei } }],
  ...posteingangFaelle(),
};

/** Documents of the other broker's inbox, one open, one assigned (the routes' own tests: posteingang.test.ts). */
const fremdeDokumente = { offen: 0, zugeordnet: 0 };
beforeAll(async () => {
  const db = stackUmgebung();
  fremdeDokumente.offen = (await dokumentAnlegen(db, { maklernr: '10001', gesellschaftId: 1 })).id;
  fremdeDokumente.zugeordnet = (
    await dokumentAnlegen(db, { maklernr: '10001', gesellschaftId: 1, zuordnung: 2, internalId: 900001 })
  ).id;
});
function posteingangFaelle(): Record<string, (f: Fremd) => Fall[]> {
  const offen = () => fremdeDokumente.offen;
  return {
    dokumenteFilter: () => [
      {
        was: 'Dokument (Suche nach Gesellschaft)',
        body: { filterMode: 0, gesellschaftId: 1 },
        suche: (a) => a.rows.every((z) => z.id !== offen()),
      },
    ],
    dokumentKommentarAendern: () => [{ was: 'Dokument', body: { id: offen(), comment: 'fremd' } }],
    dokumenteNeuZuordnen: () => [{ was: 'Dokument', body: [offen()] }],
    dokumenteLoeschen: () => [{ was: 'Dokument', body: [offen()] }],
    dokumentNichtZugeordnetHerunterladen: () => [
      { was: 'Dokument', query: { id: offen() }, eigentuemerDarf: true },
    ],
    dokumentZugeordnetHerunterladen: () => [
      { was: 'Dokument', query: { id: fremdeDokumente.zugeordnet }, eigentuemerDarf: true },
    ],
    vertragKundeLaden: (f) => [{ was: 'Vertrag', query: { id: f.vertrag }, eigentuemerDarf: true }],
  };
}

/** A GDV file of the other broker (test/helpers/gdvDateien.ts; the routes' own tests: gdv-dateien-lieferungen.test.ts). */
let fremdeGdvDatei = 0;
beforeAll(async () => {
  fremdeGdvDatei = await gdvDateiAnlegen(stackUmgebung(), {
    maklernr: '10001',
    gesellschaftId: 1,
    fileName: `objektzugriff-${eindeutigeMarke()}.gdv`,
    inhalt: Buffer.from('0001'),
  });
});

/** Routes whose ids name objects no broker owns: the same for every user who may call them. */
const AUSNAHMEN: Record<string, string> = {
  kategorieLaden: 'BiPRO-Kategorien (gevoArt) gehören keinem Makler',
  kategorieAnlegen: 'BiPRO-Kategorien (gevoArt) gehören keinem Makler',
  kategorieAendern: 'BiPRO-Kategorien (gevoArt) gehören keinem Makler',
  kategorieLoeschen: 'BiPRO-Kategorien (gevoArt) gehören keinem Makler',
  schnittstelleLaden: 'Interfaces gehören keinem Makler',
  schnittstelleSpeichern: 'Interfaces gehören keinem Makler',
  schnittstelleLoeschen: 'Interfaces gehören keinem Makler',
  schnittstelleKopieren: 'Interfaces gehören keinem Makler',
  schnittstelleTesten: 'Interfaces gehören keinem Makler',
  multiInterfaceSpeichern: 'Interfaces und ihre Sub-Interfaces gehören keinem Makler',
  multiInterfaceLoeschen: 'Interfaces und ihre Sub-Interfaces gehören keinem Makler',
  schnittstellenFeldSpeichern: 'Interfaces und ihre Felder gehören keinem Makler',
  schnittstellenFeldLoeschen: 'Interfaces und ihre Felder gehören keinem Makler',
  monitorInterfaceBestaetigen: 'Interfaces gehören keinem Makler',
  geplanteInterfacelaeufe: 'interface ist Suchtext; geplante Interfaceläufe gehören keinem Makler',
  interfaceBeschreibungLaden: 'Interfaces gehören keinem Makler',
  interfacelaufLaden: 'Geplante Interfaceläufe gehören keinem Makler',
  interfacelaufSpeichern:
    'Geplante Interfaceläufe pflegen nur interne Benutzer (Recht intern); Interfaces gehören keinem Makler',
  interfacelaufLoeschen: 'Geplante Interfaceläufe pflegen nur interne Benutzer (Recht intern)',
  gesellschaftZugangSpeichern:
    'gesellschaftId: Gesellschaften und ihre Zuordnung zu Zugängen gehören keinem Makler',
  zugangLaden:
    'BiPRO-Zugänge verwalten nur interne Benutzer (Recht intern): ein Makler bekommt 403, nie ein Objekt',
  zugangSpeichern:
    'BiPRO-Zugänge verwalten nur interne Benutzer (Recht intern); gesellschaftId: Gesellschaften gehören keinem Makler',
  zugangLoeschen:
    'BiPRO-Zugänge verwalten nur interne Benutzer (Recht intern): ein Makler bekommt 403, nie ein Objekt',
  courtageFilter:
    'gesellschaftId: Gesellschaften gehören keinem Makler — die Liste zeigt nur die eigenen Dateien, geprüft in courtage-ausnahmen.test.ts',
  courtageZusatzAendern:
    'Courtage-Dateien (biproDatei) hat der Objektzugriff hier nicht: die eines anderen Maklers ist 404 wie eine unbekannte — geprüft in courtage-ausnahmen.test.ts',
  courtageEinlesen:
    'Courtage-Dateien (biproDatei) hat der Objektzugriff hier nicht: die eines anderen Maklers ist 404 wie eine unbekannte — geprüft in courtage-ausnahmen.test.ts',
  courtageZeilenLoeschen:
    'Courtage-Dateien (biproDatei) hat der Objektzugriff hier nicht: die eines anderen Maklers ist 404 wie eine unbekannte — geprüft in courtage-ausnahmen.test.ts',
  uploadStarten:
    'gesellschaftId: Gesellschaften gehören keinem Makler; tempId: gilt nur unter dem eigenen Benutzer (upload/<sub>/<tempId>), eine fremde ist 404 — geprüft in import-lesen.test.ts',
  archivFilter:
    'gesellschaftId, gevoArt: Gesellschaften und Kategorien gehören keinem Makler; policeNr ist Suchtext — die Suche zeigt nur die eigenen Archivdateien, geprüft in archiv.test.ts',
  dokumenteWiederherstellen:
    'Wiederherstellen darf nur der volle Filter (vollerFilter), der alle Dateien sieht: ein Makler bekommt 403, nie ein Objekt — geprüft in bipro-aenderungsrecht.test.ts',
  gdvDateienWiederherstellen:
    'Wiederherstellen darf nur der volle Filter (vollerFilter), der alle Dateien sieht: ein Makler bekommt 403, nie ein Objekt — geprüft in bipro-aenderungsrecht.test.ts',
  courtageZeilenWiederherstellen:
    'Wiederherstellen darf nur der volle Filter (vollerFilter), der alle Dateien sieht: ein Makler bekommt 403, nie ein Objekt — geprüft in bipro-aenderungsrecht.test.ts',
  archivDateiAnzeigen:
    'Archivdateien (biproDatei) hat der Objektzugriff hier nicht: die eines anderen Maklers ist 404 wie eine unbekannte — geprüft in archiv.test.ts',
  listenExportStand:
    'Ein Exportauftrag gehört dem Benutzer, der ihn begann (nicht einem Makler): der eines anderen ist 404 wie ein unbekannter, auch für admin — geprüft in listen-export.test.ts',
};

const MAKLER = 'maklerimport';
const EIGENTUEMER = 'importsicht';
const benutzer = (username: string): Benutzer => {
  const demo = DEMO_BENUTZER.find((b) => b.username === username)!;
  return {
    id: `sub-${username}`,
    name: username,
    rollen: demo.rollen as Rolle[],
    maklernr: demo.maklernr,
    struktur: demo.struktur ?? [],
  };
};

const routen = implementierteRouten();
const mitId = routen.filter((r) => idFelderDer(r).length > 0);
/** The routes the external broker may call at all; the others answer him 403 (the matrix). */
const erreichbar = mitId.filter((r) => hatBerechtigung(benutzer(MAKLER), r.berechtigung));

describe('Objektzugriff aus der Routentabelle', () => {
  it('kennt jede umgesetzte Route, die eine Id nimmt: geprüft oder als makler-frei erklärt', () => {
    const unbekannt = mitId
      .filter((r) => !(r.id in FAELLE) && !(r.id in AUSNAHMEN))
      .map((r) => `${r.id} (${idFelderDer(r).join(', ')})`);
    expect(unbekannt, 'neue Route mit Id: in FAELLE prüfen oder in AUSNAHMEN begründen').toEqual([]);
    // Entries for routes that are gone or take no id any more would test nothing.
    const ids = new Set(mitId.map((r) => r.id));
    expect([...Object.keys(FAELLE), ...Object.keys(AUSNAHMEN)].filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(FAELLE).filter((id) => id in AUSNAHMEN)).toEqual([]);
  });

  it('findet die Id-Felder in den Schemas', () => {
    const felder = Object.fromEntries(mitId.map((r) => [r.id, idFelderDer(r)]));
    expect(felder.importZeilenLoeschen).toEqual(['body[]']);
    expect(felder.importFortschritt).toEqual(['query.id']);
    expect(felder.importBuchen).toEqual(['body.fileId']);
    expect(felder.kundeZuordnen).toEqual([
      'body.docId',
      'body.mscInternalId',
      'body.insuranceId',
      'body.kundennr',
    ]);
    expect(felder.kundeLaden).toEqual(['query.kundennr']);
    expect(felder.ich).toBeUndefined();
  });

  describe('fremde Ids sind für den externen Makler nicht da (404)', () => {
    let fremd: Fremd;

    beforeAll(async () => {
      const db = stackUmgebung();
      const marke = eindeutigeMarke();
      const eigentuemer = benutzer(EIGENTUEMER);
      const dateiname = `objektzugriff-${marke}.txt`;
      const datei = await dateiEinlesen(db, dateiname, musterInhalt(), eigentuemer);
      const geladen = (await importDateienRepository(db).laden(datei))!;
      expect(geladen.maklernr).toBe('10001');
      // Another of his files, whose evaluation runs (started, not executed here).
      const zweite = await dateiEinlesen(db, `objektzugriff-${marke}-lauf.txt`, musterInhalt(), eigentuemer);
      const lauf = await starteVerarbeitung(eigentuemer, 'auswerten', zweite, {
        db,
        starten: async () => {},
      });
      const arbeit = await rufe(ROUTEN.importFehlerhafteZurueckstellen, {
        als: EIGENTUEMER,
        body: { modus: 1, fileId: datei, fileName: dateiname },
      });
      expect(arbeit.status, JSON.stringify(arbeit.body)).toBe(200);
      const eigene = await dateiEinlesen(
        db,
        `objektzugriff-${marke}-eigen.txt`,
        musterInhalt(),
        benutzer(MAKLER),
      );
      fremd = {
        datei,
        dateiname,
        dateiBeginn: geladen.dateFrom,
        zeile: zeilenId(datei, 24),
        lauf,
        arbeit: arbeit.body.workerId,
        vertrag: 900001,
        kunde: 90001,
        eigeneZeile: zeilenId(eigene, 24),
      };
    });

    const faelle = erreichbar
      .filter((r) => r.id in FAELLE)
      .flatMap((r) => FAELLE[r.id]!(PLATZHALTER).map((fall, i) => [`${r.id}: ${fall.was}`, r, i] as const));

    it.each(faelle)('%s', async (_titel, route: UmgesetzteRoute, i) => {
      const fall = FAELLE[route.id]!(fremd)[i]!;
      const antwort = await rufe(route, { als: MAKLER, query: fall.query, body: fall.body });
      if (fall.suche) {
        expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
        expect(fall.suche(antwort.body)).toBe(true);
        // The owner finds them with the same search: the id was there to be found.
        const eigen = await rufe(route, { als: EIGENTUEMER, query: fall.query, body: fall.body });
        expect(fall.suche(eigen.body), JSON.stringify(eigen.body).slice(0, 300)).toBe(false);
      } else {
        expect(antwort.status, JSON.stringify(antwort.body)).toBe(404);
      }
      if (fall.eigentuemerDarf) {
        const eigen = await rufe(route, { als: EIGENTUEMER, query: fall.query, body: fall.body });
        expect(eigen.status, JSON.stringify(eigen.body).slice(0, 300)).toBe(200);
      }
    });
  });

  it('ein Fortschritt ohne Eigentümer ist nur für Benutzer, die alles sehen', async () => {
    const id = `ohne-eigentuemer-${eindeutigeMarke()}`;
    // Written with neither file nor owner: as records were before they carried one (lesen-<n>),
    // or as finishing a record that had expired writes it.
    await fortschrittRepository(stackUmgebung()).abschliessen(id, 1, 'fertig');
    const fuer = async (als: string) => (await rufe(ROUTEN.importFortschritt, { als, query: { id } })).status;
    expect(await fuer('admin')).toBe(200);
    expect(await fuer('viewintern')).toBe(200);
    expect(await fuer(MAKLER)).toBe(404);
    expect(await fuer(EIGENTUEMER)).toBe(404);
  });
});
