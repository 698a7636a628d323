import { describe, expect, it } from 'vitest';
import {
  BERECHTIGUNGEN,
  fehlerExportAbfrage,
  gdvDateienLoeschenAbfrage,
  idAbfrage,
  uploadComboboxenAbfrage,
  geplanterLaufEingabe,
  importFilter,
  importFilterFehler,
  MELDUNGEN,
  queryZahlListe,
  ROUTEN,
  ROUTEN_LISTE,
  schnittstellenFeld,
  schnittstellenTestEingabe,
  base64Bytes,
  TEST_DATEI_HOECHSTBYTES,
  uhrzeit,
  type Benutzer,
} from '../src/index';

const benutzer = (rollen: Benutzer['rollen']): Benutzer => ({ id: 'u1', name: 'test', rollen, struktur: [] });

describe('route table', () => {
  it('has every route under its own id', () => {
    for (const [schluessel, route] of Object.entries(ROUTEN)) expect(route.id).toBe(schluessel);
  });

  it('has unique ids', () => {
    const ids = ROUTEN_LISTE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has each method and path only once', () => {
    const paare = ROUTEN_LISTE.map((r) => `${r.methode} ${r.pfad}`);
    expect(paare.filter((p, i) => paare.indexOf(p) !== i)).toEqual([]);
  });

  it('has unique kebab-case handler names', () => {
    const namen = ROUTEN_LISTE.map((r) => r.handler);
    expect(namen.filter((n, i) => namen.indexOf(n) !== i)).toEqual([]);
    for (const name of namen) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has camelCase ids', () => {
    for (const r of ROUTEN_LISTE) expect(r.id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('has paths that start with / and carry no query string', () => {
    for (const r of ROUTEN_LISTE) {
      expect(r.pfad.startsWith('/'), r.id).toBe(true);
      expect(r.pfad, r.id).not.toMatch(/[?&#]/);
      expect(r.pfad, r.id).not.toMatch(/^\/MSC3/);
    }
  });

  it('gives GET and DELETE routes no body', () => {
    for (const r of ROUTEN_LISTE.filter((r) => r.methode === 'GET' || r.methode === 'DELETE'))
      expect(r.body, r.id).toBeUndefined();
  });

  it('serves downloads by GET only', () => {
    const downloads = ROUTEN_LISTE.filter((r) => r.download);
    expect(downloads.length).toBeGreaterThan(0);
    for (const r of downloads) expect(r.methode, r.id).toBe('GET');
  });

  it('names a known permission on every route', () => {
    for (const r of ROUTEN_LISTE) expect(BERECHTIGUNGEN, r.id).toContain(r.berechtigung);
  });

  it('follows the permissions of reference §6 where they are fixed', () => {
    expect(ROUTEN.importDateiLoeschen.berechtigung).toBe('vollerFilter');
    expect(ROUTEN.fehlerExcelHerunterladen.berechtigung).toBe('vollerFilter');
    expect(ROUTEN.importFilter.berechtigung).toBe('importLesen');
    expect(ROUTEN.schnittstelleSpeichern.berechtigung).toBe('intern');
    expect(ROUTEN.schnittstelleLaden.berechtigung).toBe('importLesen');
    expect(ROUTEN.ausnahmenSpeichern.berechtigung).toBe('intern');
  });
});

describe('query schemas', () => {
  it('turns a repeated id into a list of numbers', () => {
    expect(queryZahlListe.parse('1,2')).toEqual([1, 2]);
    expect(gdvDateienLoeschenAbfrage.parse({ id: '7,8,9' })).toEqual({ id: [7, 8, 9] });
  });

  it('rejects an empty or non-numeric id list', () => {
    expect(queryZahlListe.safeParse('').success).toBe(false);
    expect(queryZahlListe.safeParse('1,x').success).toBe(false);
  });

  it('wires the query schemas into their routes', () => {
    expect(ROUTEN.gdvDateienLoeschen.query).toBe(gdvDateienLoeschenAbfrage);
    expect(ROUTEN.fehlerExcelHerunterladen.query).toBe(fehlerExportAbfrage);
    expect(ROUTEN.uploadComboboxen.query).toBe(uploadComboboxenAbfrage);
  });

  it('coerces numbers and booleans of query strings', () => {
    expect(idAbfrage.parse({ id: '42' })).toEqual({ id: 42 });
    expect(
      uploadComboboxenAbfrage.parse({
        withInactiveInterfaces: 'true',
        modus: '2',
        gesellschaft: 'Allianz',
      }),
    ).toEqual({ withInactiveInterfaces: true, modus: 2, gesellschaft: 'Allianz' });
    expect(uploadComboboxenAbfrage.safeParse({ modus: '3' }).success).toBe(false);
  });

  it('limits the -4 error export to 1-31 days, default 7', () => {
    const q = fehlerExportAbfrage;
    expect(q.parse({})).toEqual({ numberOfDays: 7 });
    expect(q.parse({ numberOfDays: '31' }).numberOfDays).toBe(31);
    const fehler = q.safeParse({ numberOfDays: '32' });
    expect(fehler.success).toBe(false);
    expect(fehler.error?.issues[0]?.message).toBe(MELDUNGEN.fehlerExportTage);
  });
});

describe('import filter', () => {
  it('parses a valid payload and fills the defaults of reference §9', () => {
    const f = importFilter.parse({ filename: 'VU123.gdv', modus: 1 });
    expect(f).toMatchObject({
      filename: 'VU123.gdv',
      modus: 1,
      use4Booking: 1,
      statusFrom: -1000,
      statusTo: 1,
    });
  });

  it('maps onlyErrors to statusFrom -1000 and statusTo -1', () => {
    const f = importFilter.parse({
      fromDate: '2025-01-01',
      toDate: '2025-01-31',
      onlyErrors: true,
      modus: 2,
    });
    expect(f.statusFrom).toBe(-1000);
    expect(f.statusTo).toBe(-1);
  });

  it('rejects a payload without a search field, with the message of reference §5', () => {
    const ergebnis = importFilter.safeParse({ gesellschaft: 'PARAMETER_ALLE', modus: 1 });
    expect(ergebnis.success).toBe(false);
    expect(ergebnis.error?.issues.map((i) => i.message)).toContain('Bitte befüllen Sie ein Suchfeld.');
  });

  it('rejects a bad date and a bad modus', () => {
    expect(importFilter.safeParse({ fromDate: '31.01.2025', modus: 1 }).success).toBe(false);
    expect(importFilter.safeParse({ filename: 'a', modus: 3 }).success).toBe(false);
  });

  it('applies the user-dependent rules of reference §5', () => {
    const nurDatum = { fromDate: '2025-01-01', modus: 1 as const };
    expect(importFilterFehler(nurDatum, benutzer(['EXTERNER_MAKLER']))).toBe(
      'Sie können nur suchen, wenn Sie zuvor eine Datei eingelesen haben.',
    );
    expect(
      importFilterFehler({ ...nurDatum, filename: 'x.gdv' }, benutzer(['EXTERNER_MAKLER'])),
    ).toBeUndefined();
    expect(importFilterFehler(nurDatum, benutzer(['INTERN']))).toBeUndefined();
    expect(importFilterFehler(nurDatum, benutzer(['VIEW_INTERN']))).toBe(MELDUNGEN.sucheNurMitDatei);
    expect(importFilterFehler({ modus: 1 }, benutzer(['INTERN']))).toBe('Bitte befüllen Sie ein Suchfeld.');
  });
});

describe('other schemas', () => {
  it('accepts the time picker formats of reference §5', () => {
    for (const t of ['00:00', '08:15', '23:59:59']) expect(uhrzeit.safeParse(t).success, t).toBe(true);
    for (const t of ['24:00', '8:00', '12:60', '12:00:60', '1200'])
      expect(uhrzeit.safeParse(t).success, t).toBe(false);
  });

  it('requires company, interface and time of a planned run', () => {
    const gut = {
      interfaceName: 'OMDS',
      days: [true, false, false, false, false, false, false],
      time: '08:00',
    };
    expect(geplanterLaufEingabe.parse(gut)).toMatchObject({
      gesellschaft: 'Allgemein',
      withInactiveInterfaces: false,
    });
    const ohneZeit = geplanterLaufEingabe.safeParse({ ...gut, time: '' });
    expect(ohneZeit.error?.issues[0]?.message).toBe(
      'Gesellschaft, Interface und Uhrzeit müssen angegeben werden!',
    );
    expect(geplanterLaufEingabe.safeParse({ ...gut, days: [true] }).success).toBe(false);
  });

  it('requires a name on an interface field and knows the three field kinds', () => {
    expect(schnittstellenFeld.parse({ name: 'VSNR', art: 1, position: 10, len: 17 }).art).toBe(1);
    expect(schnittstellenFeld.safeParse({ name: 'x', art: 3 }).success).toBe(false);
    expect(schnittstellenFeld.safeParse({ name: ' ', art: 0 }).error?.issues[0]?.message).toBe(
      MELDUNGEN.feldNameErforderlich,
    );
  });
});

describe('interface test payload', () => {
  it('knows the decoded size of a base64 text', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 1001, 1002]) {
      expect(base64Bytes(Buffer.alloc(n).toString('base64')), String(n)).toBe(n);
    }
  });

  it('takes a sample up to 1 MB and refuses a larger one with a clear message', () => {
    const datei = (bytes: number) => ({
      dateiname: 'courtage.csv',
      inhalt: Buffer.alloc(bytes, 0x41).toString('base64'),
    });
    expect(schnittstellenTestEingabe.safeParse(datei(TEST_DATEI_HOECHSTBYTES)).success).toBe(true);
    expect(schnittstellenTestEingabe.safeParse(datei(0)).success).toBe(true);
    const zuGross = schnittstellenTestEingabe.safeParse(datei(TEST_DATEI_HOECHSTBYTES + 1));
    expect(zuGross.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['inhalt', MELDUNGEN.testDateiZuGross],
    ]);
  });

  it('refuses text that is not base64 and a missing or overlong file name', () => {
    const ergebnis = schnittstellenTestEingabe.safeParse({ dateiname: 'x'.repeat(256), inhalt: 'ä!' });
    expect(ergebnis.error?.issues.map((i) => i.message)).toEqual([
      MELDUNGEN.testDateinameUngueltig,
      MELDUNGEN.testInhaltUngueltig,
    ]);
    const leer = schnittstellenTestEingabe.safeParse({});
    expect(leer.error?.issues.map((i) => i.message)).toEqual([
      MELDUNGEN.testDateinameUngueltig,
      MELDUNGEN.testInhaltUngueltig,
    ]);
  });

  it('needs only the import-read right: testing stores and changes nothing', () => {
    expect(ROUTEN.schnittstelleTesten.berechtigung).toBe('importLesen');
    expect(ROUTEN.schnittstelleTesten.berechtigung).toBe(ROUTEN.schnittstelleLaden.berechtigung);
  });
});
