import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXTE } from '@lieferdesk/shared';
import {
  abfrageAbstand,
  ACCEPT,
  dateiFehler,
  gesellschaftIdAus,
  istErlaubteDatei,
  prozent,
  STATUS_ABFRAGE_MS,
  warten,
} from '../src/komponenten/upload/hochladen';
import {
  aktualisierung,
  entwurfAusAdresse,
  filterAnfrage,
  monitorLinkPfad,
  modusAus,
  SEITENGROESSE,
  standardEntwurf,
} from '../src/pages/importMonitor/monitor';
import { importPfad } from '../src/pages/datenimport/pfade';
import { monitorPfad } from '../src/pages/importMonitor/pfade';

describe('Upload-Dialog: Dateiauswahl und Nutzdaten (Reference §2.17, §9)', () => {
  it('nimmt csv, txt, xml, pdf und gdv in jeder Schreibweise, sonst nichts', () => {
    for (const name of ['a.csv', 'b.TXT', 'c.xml', 'd.Pdf', 'musterdatei.GDV', 'x.y.gdv']) {
      expect(istErlaubteDatei(name), name).toBe(true);
    }
    for (const name of ['a.exe', 'txt', 'a.csv.zip', 'a.', ''])
      expect(istErlaubteDatei(name), name).toBe(false);
    expect(ACCEPT).toBe('.csv,.txt,.xml,.pdf,.gdv');
  });
  it('nennt für eine gewählte oder abgelegte Datei anderen Typs den Grund', () => {
    expect(dateiFehler('courtage.CSV')).toBeUndefined();
    expect(dateiFehler('bild.png')).toBe(UPLOAD_TEXTE.dateitypNichtErlaubt('bild.png'));
    expect(dateiFehler('bild.png')).toBe(
      '„bild.png“ kann nicht eingelesen werden: erlaubt sind csv, txt, xml, pdf und gdv.',
    );
  });
  it('fragt nach 1 Sekunde, dann alle 5 Sekunden nach dem Stand', () => {
    expect(STATUS_ABFRAGE_MS).toBe(5000);
    expect([0, 1, 2, 10].map(abfrageAbstand)).toEqual([1000, 5000, 5000, 5000]);
  });
  it('zeigt den Fortschritt als ganze Prozent zwischen 0 und 100', () => {
    expect(prozent(42.6)).toBe(43);
    expect(prozent(-3)).toBe(0);
    expect(prozent(130)).toBe(100);
    expect(prozent(NaN)).toBe(0);
  });
  it('macht aus der Gesellschaftsauswahl die gesellschaftId oder nichts', () => {
    expect(gesellschaftIdAus('9999')).toBe(9999);
    expect(gesellschaftIdAus(null)).toBeUndefined();
    expect(gesellschaftIdAus('')).toBeUndefined();
    expect(gesellschaftIdAus('PARAMETER_ALLE')).toBeUndefined();
  });
  it('wartet abbrechbar', async () => {
    const abbruch = new AbortController();
    const wartend = warten(10_000, abbruch.signal);
    abbruch.abort();
    await expect(wartend).rejects.toMatchObject({ name: 'AbortError' });
    await expect(warten(1)).resolves.toBeUndefined();
  });
});

describe('Import-Monitor: Modus, Filter, Aktualisierung (Reference §2.14, §9)', () => {
  it('liest den Modus aus der Route: 2 Abrechnung, sonst 1 GDV', () => {
    expect(modusAus('2')).toBe(2);
    expect(modusAus('1')).toBe(1);
    expect(modusAus(undefined)).toBe(1);
    expect(modusAus('x')).toBe(1);
  });
  it('zeigt 30 Zeilen je Seite', () => expect(SEITENGROESSE).toBe(30));
  it('filtert ohne Eingaben den heutigen Tag', () => {
    const heute = new Date(2026, 10, 22, 14, 5);
    expect(filterAnfrage(standardEntwurf(heute), 1, false)).toEqual({
      modus: 1,
      dateFrom: '2026-11-22',
      dateTo: '2026-11-22',
    });
  });
  it('übernimmt die Felder, einen halben Zeitraum als einen Tag und die Struktur nur mit Recht', () => {
    const entwurf = {
      ...standardEntwurf(),
      zeitraum: [new Date(2026, 0, 5), null],
      gesellschaft: 'Muster AG',
      interfaceName: 'GDV 0100',
      fileName: '  muster*.txt ',
      fileNumber: 17,
      onlyCurrentlyProcessing: true,
      mitStruktur: true,
    };
    expect(filterAnfrage(entwurf, 2, true)).toEqual({
      modus: 2,
      dateFrom: '2026-01-05',
      dateTo: '2026-01-05',
      gesellschaft: 'Muster AG',
      interfaceName: 'GDV 0100',
      fileName: 'muster*.txt',
      fileNumber: 17,
      onlyCurrentlyProcessing: true,
      mitStruktur: true,
    });
    expect(filterAnfrage(entwurf, 2, false).mitStruktur).toBeUndefined();
    expect(filterAnfrage({ ...entwurf, zeitraum: null }, 1, false).dateFrom).toBeUndefined();
  });
  it('aktualisiert nur, solange eine Datei in Bearbeitung ist', () => {
    const zeile = (icon: 'check' | 'cross' | 'arrow') => ({ iconMetadata: { icon, color: '' } });
    expect(aktualisierung(undefined)).toBe(0);
    expect(aktualisierung({ rows: [zeile('check'), zeile('cross')] })).toBe(0);
    expect(aktualisierung({ rows: [zeile('check'), zeile('arrow')] })).toBe(5000);
  });
  it('verlinkt in den Datenimport mit filename und showFile', () => {
    expect(importPfad(1, 'muster datei.txt', 12)).toBe(
      '/intern/gdv/import?filename=muster+datei.txt&showFile=12',
    );
    expect(importPfad(2, 'c.csv')).toBe('/intern/gdv/import/2?filename=c.csv');
    expect(monitorPfad(2)).toBe('/intern/gdv/gdv-import-monitor/2');
  });
});

describe('Import-Monitor: Filter aus der Adresse eines Links (der Übersicht)', () => {
  const jetzt = new Date(2026, 2, 15, 10, 30);

  it('nimmt Zeitraum, Gesellschaft und „nur“ des Links und schickt sie so an die API', () => {
    const pfad = monitorLinkPfad(monitorPfad(2), {
      von: '2026-02-14',
      bis: '2026-03-15',
      nur: 'fehlerhaft',
      gesellschaft: '12',
    });
    expect(pfad).toBe(
      '/intern/gdv/gdv-import-monitor/2?von=2026-02-14&bis=2026-03-15&nur=fehlerhaft&gesellschaft=12',
    );
    const entwurf = entwurfAusAdresse(new URL(pfad, 'http://x').searchParams, jetzt)!;
    expect(filterAnfrage(entwurf, 2, false)).toEqual({
      modus: 2,
      dateFrom: '2026-02-14',
      dateTo: '2026-03-15',
      gesellschaft: '12',
      nur: 'fehlerhaft',
    });
    const ohne = monitorLinkPfad(monitorPfad(1), { von: '2026-02-14', bis: '2026-03-15', nur: 'verpasst' });
    expect(
      filterAnfrage(entwurfAusAdresse(new URL(ohne, 'http://x').searchParams, jetzt)!, 1, false),
    ).toEqual({
      modus: 1,
      dateFrom: '2026-02-14',
      dateTo: '2026-03-15',
      nur: 'verpasst',
    });
  });

  it('lässt eine Adresse ohne gültigen Zeitraum oder „nur“ den Standard gelten', () => {
    for (const query of [
      '',
      'von=2026-02-14&bis=2026-03-15',
      'von=x&bis=2026-03-15&nur=verpasst',
      'von=2026-02-14&bis=2026-03-15&nur=alles',
    ])
      expect(entwurfAusAdresse(new URLSearchParams(query), jetzt), query).toBeUndefined();
  });
});
