import { describe, expect, it } from 'vitest';
import {
  DATENIMPORT_TEXTE,
  FEHLER_STATUS,
  importFormat,
  MELDUNGEN,
  MONITOR_TEXTE,
  PARAMETER_ALLE,
  type Benutzer,
  type ImportZeile,
} from '@lieferdesk/shared';
import {
  aktionsNutzlast,
  aktuelleDatei,
  loeschbar,
  protokollVerfuegbar,
  sichtbareAktionen,
} from '../src/pages/datenimport/aktionen';
import { ankunftAus, entwurfFuerAnkunft, modusAus } from '../src/pages/datenimport/ankunft';
import { pruefeExport, STANDARD_TAGE } from '../src/pages/datenimport/fehlerExport';
import { filterNutzlast, pruefeFilter, standardFilter } from '../src/pages/datenimport/filter';
import { STATUSWERTE, statusText } from '../src/pages/datenimport/status';
import {
  ladeZeilen,
  ladeZustand,
  speichereZeilen,
  speichereZustand,
  startZustand,
  zustandsSchluessel,
  type SeitenZustand,
  type Trefferseite,
} from '../src/pages/datenimport/zustand';
import { seitenAnfrage } from '../src/pages/datenimport/useImportSuche';

const benutzer = (rollen: Benutzer['rollen'], id = 'u1'): Benutzer => ({
  id,
  name: id,
  rollen,
  struktur: [],
});
const admin = benutzer(['INTERN', 'VIEW_INTERN', 'DATEN_IMPORT']);
const importsicht = benutzer(['IS_DATEN_IMPORT_VISIBLE']);
const externerMakler = benutzer(['EXTERNER_MAKLER', 'IS_DATEN_IMPORT_VISIBLE']);
const HEUTE = new Date(2026, 2, 31); // 31 March 2026, local time

/** A Storage in memory, optionally with a quota in characters. */
function speicher(quote = Infinity) {
  const werte = new Map<string, string>();
  return {
    werte,
    getItem: (k: string) => werte.get(k) ?? null,
    setItem: (k: string, v: string) => {
      const belegt = [...werte].reduce((n, [a, b]) => (a === k ? n : n + b.length), 0);
      if (belegt + v.length > quote) throw new DOMException('voll', 'QuotaExceededError');
      werte.set(k, v);
    },
    removeItem: (k: string) => void werte.delete(k),
  };
}

const zeile = (id: number, fileId: number, status = 1): ImportZeile => ({
  id,
  index: id,
  fileId,
  fileName: `datei-${fileId}.txt`,
  gesellschaft: 'Muster Versicherung',
  interfaceName: 'GDV',
  status,
  date: '2026-03-02T09:15:00Z',
  use4Booking: 1,
});
const seiteAus = (rows: ImportZeile[]): Trefferseite => ({ rows, gesamt: rows.length, gesamtGenau: true });

describe('Standardfilter (Reference §9)', () => {
  it('sucht den letzten Monat, aktive Zeilen, Status -1000 bis 1', () => {
    expect(standardFilter(HEUTE)).toMatchObject({
      fromDate: '2026-02-28',
      toDate: '2026-03-31',
      use4Booking: 1,
      statusFrom: -1000,
      statusTo: 1,
      gesellschaft: PARAMETER_ALLE,
      filename: '',
      fileId: null,
      onlyErrors: false,
      journal: false,
    });
  });
});

describe('Filterprüfung je Rolle (Reference §5, §6)', () => {
  it('lässt Benutzer mit vollem Filter mit dem Standard suchen, ohne jedes Suchfeld nicht', () => {
    const ergebnis = pruefeFilter(standardFilter(HEUTE), admin, 1);
    expect(ergebnis.meldung).toBeUndefined();
    expect(ergebnis).toMatchObject({ nutzlast: { fromDate: '2026-02-28', statusFrom: -1000, modus: 1 } });
    const leer = { ...standardFilter(HEUTE), fromDate: '', toDate: '' };
    expect(pruefeFilter(leer, admin, 1)).toEqual({ meldung: MELDUNGEN.sucheFeldErforderlich });
    expect(pruefeFilter({ ...leer, gesellschaft: 'Muster' }, admin, 2).meldung).toBeUndefined();
  });
  it('verlangt von externen Maklern immer einen Dateinamen', () => {
    expect(pruefeFilter(standardFilter(HEUTE), externerMakler, 1)).toEqual({
      meldung: 'Sie können nur suchen, wenn Sie zuvor eine Datei eingelesen haben.',
    });
    expect(
      pruefeFilter({ ...standardFilter(HEUTE), filename: 'bestand.txt' }, externerMakler, 1),
    ).toMatchObject({ nutzlast: { filename: 'bestand.txt' } });
  });
  it('verlangt ohne vollen Filter ein Suchfeld und einen Dateinamen', () => {
    expect(pruefeFilter(standardFilter(HEUTE), importsicht, 1)).toEqual({
      meldung: 'Bitte befüllen Sie ein Suchfeld.',
    });
    expect(pruefeFilter({ ...standardFilter(HEUTE), fileId: 7 }, importsicht, 1)).toEqual({
      meldung: MELDUNGEN.sucheNurMitDatei,
    });
    expect(
      pruefeFilter({ ...standardFilter(HEUTE), filename: ' a.txt ' }, importsicht, 1).meldung,
    ).toBeUndefined();
  });
  it('schickt ohne vollen Filter nur die Felder, die der Benutzer sieht', () => {
    const entwurf = { ...standardFilter(HEUTE), filename: 'a.txt', gesellschaft: 'X', onlyErrors: true };
    expect(filterNutzlast(entwurf, importsicht, 2)).toEqual({
      filename: 'a.txt',
      fileId: undefined,
      use4Booking: 1,
      statusFrom: -1000,
      statusTo: 1,
      modus: 2,
    });
    expect(filterNutzlast(entwurf, admin, 2)).toMatchObject({ gesellschaft: 'X', onlyErrors: true });
  });
});

describe('Modus, Format und Aufruf (Reference §2.4)', () => {
  it('liest den Modus aus der Route: ohne oder 1 Import, 2 Abrechnung, sonst keine Seite', () => {
    expect([undefined, '', '1', '2', '3', 'zuordnen'].map(modusAus)).toEqual([
      1,
      1,
      1,
      2,
      undefined,
      undefined,
    ]);
  });
  it('nennt den Titel Abrechnung im Modus 2, GDV für FK, sonst OMDS', () => {
    const titel = (b: Benutzer, m: 1 | 2) => DATENIMPORT_TEXTE.titel(importFormat(b, m));
    expect(titel(admin, 2)).toBe('Abrechnung Datenimport');
    expect(titel(benutzer(['FK', 'IS_DATEN_IMPORT_VISIBLE']), 1)).toBe('GDV Datenimport');
    expect(titel(admin, 1)).toBe('OMDS Datenimport');
  });
  it('übernimmt Datei aus dem Link: ohne Datumsgrenze, mit showFile alle Status', () => {
    const ankunft = ankunftAus(new URLSearchParams('filename=a.txt&showFile=42&interfacename=GDV'));
    expect(ankunft).toEqual({ filename: 'a.txt', interfacename: 'GDV', fileId: 42, ganzeDatei: true });
    expect(entwurfFuerAnkunft(ankunft!, HEUTE)).toMatchObject({
      filename: 'a.txt',
      interfacename: 'GDV',
      fileId: 42,
      fromDate: '',
      toDate: '',
      statusFrom: -1000,
      statusTo: 500,
    });
    expect(ankunftAus(new URLSearchParams('id=7&filename=c.csv'))).toMatchObject({
      fileId: 7,
      ganzeDatei: false,
    });
    expect(ankunftAus(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('Zustand beim Zurückkommen (Reference §2.4)', () => {
  const schluessel = zustandsSchluessel('u1', 1);
  const zustand = (teil: Partial<SeitenZustand> = {}): SeitenZustand => ({
    herkunft: '',
    entwurf: { ...standardFilter(HEUTE), filename: 'a.txt' },
    suche: pruefeFilter({ ...standardFilter(HEUTE), filename: 'a.txt' }, admin, 1).nutzlast ?? null,
    sortierung: { feld: 'id', richtung: -1 },
    erste: 200,
    marken: ['seite-2', 'seite-3'],
    ...teil,
  });

  it('trennt Benutzer und Modus', () => {
    expect(zustandsSchluessel('u1', 1)).not.toBe(zustandsSchluessel('u2', 1));
    expect(zustandsSchluessel('u1', 1)).not.toBe(zustandsSchluessel('u1', 2));
  });
  it('stellt Filter, Suche, Sortierung und Seite wieder her', () => {
    const s = speicher();
    speichereZustand(s, schluessel, zustand());
    const start = startZustand({
      gespeichert: ladeZustand(s, schluessel),
      herkunft: '',
      benutzer: admin,
      modus: 1,
    });
    expect(start).toEqual({ ...zustand(), wiederhergestellt: true });
  });
  it('stellt auch Dateinummer und Zeilenbereich wieder her', () => {
    const s = speicher();
    const entwurf = { ...standardFilter(HEUTE), fileId: 42, lineFrom: 10, lineTo: null };
    speichereZustand(s, schluessel, zustand({ entwurf }));
    expect(ladeZustand(s, schluessel)?.entwurf).toEqual(entwurf);
  });
  it('stellt bei demselben Link wieder her, ein anderer Link beginnt neu und sucht sofort', () => {
    const s = speicher();
    speichereZustand(s, schluessel, zustand({ herkunft: '?filename=a.txt' }));
    const gespeichert = ladeZustand(s, schluessel);
    expect(
      startZustand({ gespeichert, herkunft: '?filename=a.txt', benutzer: admin, modus: 1 }).wiederhergestellt,
    ).toBe(true);
    const neu = startZustand({
      gespeichert,
      herkunft: '?filename=b.txt',
      benutzer: admin,
      modus: 1,
      heute: HEUTE,
    });
    expect(neu).toMatchObject({
      wiederhergestellt: false,
      erste: 0,
      sortierung: {},
      entwurf: { filename: 'b.txt' },
    });
    expect(neu.suche).toMatchObject({ filename: 'b.txt', modus: 1 });
  });
  it('beginnt ohne Gespeichertes mit dem Standard: mit vollem Filter sucht er sofort, sonst nicht', () => {
    const start = startZustand({
      gespeichert: undefined,
      herkunft: '',
      benutzer: admin,
      modus: 2,
      heute: HEUTE,
    });
    expect(start).toMatchObject({ entwurf: standardFilter(HEUTE), wiederhergestellt: false, erste: 0 });
    expect(start.suche).toEqual(pruefeFilter(standardFilter(HEUTE), admin, 2).nutzlast);
    expect(start.suche).toMatchObject({ statusFrom: -1000, statusTo: 1, use4Booking: 1, modus: 2 });
    for (const benutzer of [externerMakler, importsicht])
      expect(
        startZustand({ gespeichert: undefined, herkunft: '', benutzer, modus: 1, heute: HEUTE }).suche,
      ).toBeNull();
  });
  it('stellt eine Seite nur mit der Marke wieder her, die zu ihr führt', () => {
    const s = speicher();
    speichereZustand(s, schluessel, zustand({ erste: 300, marken: ['seite-2'] }));
    expect(ladeZustand(s, schluessel)).toMatchObject({ erste: 0, marken: [] });
    // Stored by an older build without tokens: the first page.
    s.setItem(schluessel, JSON.stringify({ v: 1, ...zustand(), marken: undefined }));
    expect(ladeZustand(s, schluessel)).toMatchObject({ erste: 0, marken: [] });
  });
  it('fragt die Seite mit Sortierung und Marke an; Status sortiert der Server nicht', () => {
    const suche = zustand().suche!;
    expect(seitenAnfrage(suche, { feld: 'id', richtung: -1 }, 200, ['m2', 'm3'])).toEqual({
      ...suche,
      sortFeld: 'id',
      sortRichtung: -1,
      seite: 'm3',
    });
    expect(seitenAnfrage(suche, { feld: 'status', richtung: 1 }, 0, [])).toEqual(suche);
    expect(seitenAnfrage(null, {}, 0, [])).toBeNull();
  });
  it('sucht bei einem Link nicht, wenn der Benutzer so nicht suchen darf', () => {
    const start = startZustand({
      gespeichert: undefined,
      herkunft: '?showFile=4',
      benutzer: externerMakler,
      modus: 1,
    });
    expect(start.suche).toBeNull();
    expect(start.entwurf.fileId).toBe(4);
  });
  it('verwirft Unlesbares und Gespeichertes einer anderen Form', () => {
    const s = speicher();
    s.setItem(schluessel, '{kaputt');
    expect(ladeZustand(s, schluessel)).toBeUndefined();
    s.setItem(schluessel, JSON.stringify({ v: 1, herkunft: '', entwurf: { filename: 3 } }));
    expect(ladeZustand(s, schluessel)).toBeUndefined();
    s.setItem(schluessel, JSON.stringify({ v: 99, ...zustand() }));
    expect(ladeZustand(s, schluessel)).toBeUndefined();
  });
  it('gibt Zeilen nur für genau ihre Suche zurück und lässt sie weg, wenn der Speicher voll ist', () => {
    const s = speicher();
    const suche = zustand().suche!;
    speichereZeilen(s, schluessel, suche, seiteAus([zeile(1, 5)]));
    expect(ladeZeilen(s, schluessel, suche)).toEqual(seiteAus([zeile(1, 5)]));
    expect(ladeZeilen(s, schluessel, { ...suche, seite: 'm2' })).toBeUndefined();
    expect(ladeZeilen(s, schluessel, { ...suche, filename: 'b.txt' })).toBeUndefined();
    expect(ladeZeilen(s, schluessel, null)).toBeUndefined();

    const knapp = speicher(2000);
    speichereZeilen(knapp, schluessel, suche, seiteAus([zeile(1, 5)]));
    speichereZeilen(knapp, schluessel, suche, seiteAus(Array.from({ length: 50 }, (_, i) => zeile(i, 5))));
    expect(ladeZeilen(knapp, schluessel, suche)).toBeUndefined();
  });
});

describe('Aktionen auf die Datei (Reference §4, §7)', () => {
  it('zeigt die Aktionen nach der Auswertung nur im Modus 2, Datei löschen nur mit vollem Filter', () => {
    const ids = (m: 1 | 2, b: Benutzer) => sichtbareAktionen(m, b).map((a) => a.id);
    expect(ids(1, admin)).toEqual(['zurueckstellen', 'reaktivieren', 'minus9']);
    expect(ids(2, admin)).toEqual([
      'zurueckstellen',
      'reaktivieren',
      'minus9',
      'buchen',
      'abrechnen',
      'abrechnenFehler',
      'buchungenLoeschen',
      'auswertungLoeschen',
      'dateiLoeschen',
    ]);
    expect(ids(2, importsicht)).not.toContain('dateiLoeschen');
    expect(ids(2, importsicht)).toContain('auswertungLoeschen');
  });
  it('wirkt auf die Datei der markierten Zeilen, sonst der einzigen Datei, sonst der verlinkten', () => {
    const zeilen = [zeile(1, 5), zeile(2, 5), zeile(3, 6)];
    expect(aktuelleDatei(zeilen, [])).toBeUndefined();
    expect(aktuelleDatei(zeilen, [zeilen[2]!])?.fileId).toBe(6);
    expect(aktuelleDatei(zeilen, [zeilen[0]!, zeilen[2]!])).toBeUndefined();
    expect(aktuelleDatei(zeilen.slice(0, 2), [])).toEqual({
      fileId: 5,
      fileName: 'datei-5.txt',
      gesellschaft: 'Muster Versicherung',
      date: '2026-03-02',
    });
    expect(aktuelleDatei([], [], { fileId: 9, filename: 'x.txt' })).toEqual({ fileId: 9, fileName: 'x.txt' });
    expect(aktuelleDatei([], [], { fileId: null, filename: 'x.txt' })).toBeUndefined();
  });
  it('baut die Nutzlast aus modus, fileId, date, bereichAuswahl, fileName, gesellschaft', () => {
    expect(aktionsNutzlast(aktuelleDatei([zeile(1, 5)], [])!, 2, 'courtage')).toEqual({
      modus: 2,
      fileId: 5,
      date: '2026-03-02',
      bereichAuswahl: 'courtage',
      fileName: 'datei-5.txt',
      gesellschaft: 'Muster Versicherung',
    });
  });
  it('löscht nur Zeilen mit Status bis 1', () => {
    expect(loeschbar([zeile(1, 5, 1), zeile(2, 5, -4)])).toBe(true);
    expect(loeschbar([zeile(1, 5, 1), zeile(2, 5, 2)])).toBe(false);
    expect(loeschbar([])).toBe(false);
  });
  it('bietet das Abrechnungsprotokoll im Modus 2 an, solange der Dateistatus des Servers abgerechnet sagt', () => {
    const M = MONITOR_TEXTE.status;
    const A = M.abgerechnet;
    const stand = (text: { status?: string; statusErrors?: string }, fileId = 5) => ({ fileId, ...text });
    const offen = [zeile(1, 5, 1), zeile(2, 5, -13)];
    const abgeschlossen = [zeile(1, 5, 3), zeile(2, 5, -13)];
    const datei = aktuelleDatei(offen, [])!;
    // Settled, with faulty lines, confirmed errors, a file-level error, or a later delete that stopped.
    for (const text of [
      { status: A },
      { statusErrors: M.mitFehlern(A, 3) },
      { status: M.fehlerBestaetigt(A) },
      { statusErrors: M.dateiFehler(A, 'Nachsatz fehlt', 0) },
      { statusErrors: M.abgebrochen(A, 'Zeitüberschreitung') },
    ])
      expect(protokollVerfuegbar(2, datei, stand(text)), JSON.stringify(text)).toBe(true);
    // Not settled (yet, or no more), whatever the lines in view say after a reload.
    for (const text of [
      { status: M.ausgewertet },
      { statusErrors: M.mitFehlern(M.gebucht, 2) },
      { status: M.rechnetAb },
      { statusErrors: M.abgebrochen(M.rechnetAb) },
      { statusErrors: M.fehlgeschlagen('kaputt') },
    ])
      expect(protokollVerfuegbar(2, datei, stand(text)), JSON.stringify(text)).toBe(false);
    expect(protokollVerfuegbar(2, aktuelleDatei(abgeschlossen, [])!, stand({ status: M.ausgewertet }))).toBe(
      false,
    );
    // Another file's status, no status (not loaded, not found), import mode, no file in view.
    expect(protokollVerfuegbar(2, datei, stand({ status: A }, 6))).toBe(false);
    expect(protokollVerfuegbar(2, datei, undefined)).toBe(false);
    expect(protokollVerfuegbar(1, datei, stand({ status: A }))).toBe(false);
    expect(protokollVerfuegbar(2, undefined, stand({ status: A }))).toBe(false);
  });
  it('benennt das Protokoll nach der Datei, ohne ihre Endung', () => {
    expect(DATENIMPORT_TEXTE.protokollDateiname('courtage-2024-03.csv')).toBe(
      'Abrechnungsprotokoll_courtage-2024-03.xlsx',
    );
    expect(DATENIMPORT_TEXTE.protokollDateiname('abrechnung')).toBe('Abrechnungsprotokoll_abrechnung.xlsx');
  });
});

describe('Statuswerte und -4-Export (Reference §8, §9)', () => {
  it('nennt jeden Fehlercode und dazu 1/0 und 2/0', () => {
    expect(STATUSWERTE).toHaveLength(Object.keys(FEHLER_STATUS).length + 2);
    expect(STATUSWERTE[0]).toEqual({ status: '-1', bedeutung: FEHLER_STATUS[-1] });
    expect(STATUSWERTE.slice(-2)).toEqual([
      { status: '1/0', bedeutung: 'Abrechnungen OK' },
      { status: '2/0', bedeutung: 'Versicherungen OK' },
    ]);
    expect(statusText(-4)).toBe('Daten falsch zugeordnet');
    expect(statusText(1)).toBe('ausgewertet');
  });
  it('exportiert 1 bis 31 Tage, standardmäßig 7', () => {
    expect(STANDARD_TAGE).toBe(7);
    expect(pruefeExport(7)).toEqual({ abfrage: { numberOfDays: 7, gesellschaft: undefined } });
    expect(pruefeExport(31, 'X').abfrage).toEqual({ numberOfDays: 31, gesellschaft: 'X' });
    for (const tage of [0, 32, null, 2.5])
      expect(pruefeExport(tage).meldung).toBe(MELDUNGEN.fehlerExportTage);
  });
});
