/**
 * "Test this interface" through the API against the local stack (reference §2.8 context; our route
 * POST /gdv_interface/test): built-in and stored interfaces read an uploaded sample, line by
 * line; refused files, samples over 1 MB and unknown interfaces are answered with 400 / 404.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MELDUNGEN, ROUTEN, TEST_DATEI_HOECHSTBYTES, TEST_HOECHSTZEILEN } from '@lieferdesk/shared';
import { rufe } from '../helpers/api';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';

const beispiel = (name: string) => readFileSync(eingebautesBeispiel(name));

/** Built-in ids (functions/src/formate/schnittstellen/eingebaut, ../gdv/schnittstellen.ts). */
const OMDS = 1;
const COURTAGE = 2;
const COURTAGE_BUCHUNG = 5;
const GDV = 100;

function testen(id: number, dateiname: string, bytes: Buffer, als = 'importsicht') {
  return rufe(ROUTEN.schnittstelleTesten, {
    als,
    query: { id },
    body: { dateiname, inhalt: bytes.toString('base64') },
  });
}

type Zeile = {
  zeile: number;
  status: number;
  satz?: string;
  grund?: string;
  felder?: Record<string, unknown>;
};

describe('Interface testen über die API (lokaler Stack)', () => {
  it('liest die Courtage-Beispieldatei mit dem eingebauten Interface 2', async () => {
    const antwort = await testen(COURTAGE, 'courtage-2024-03.csv', beispiel('courtage-2024-03.csv'));
    expect(antwort.status).toBe(200);
    expect(antwort.body).toMatchObject({ gesamt: 9, fehlerhaft: 0, abgeschnitten: false });
    const zeilen = antwort.body.zeilen as Zeile[];
    expect(zeilen).toHaveLength(9);
    expect(zeilen[0]).toEqual({ zeile: 1, status: 0, satz: 'CSV-Kopfzeile', felder: {} });
    expect(zeilen[1]).toEqual({
      zeile: 2,
      status: 0,
      satz: 'Courtage-Buchung',
      felder: {
        Vermittlernummer: '10473',
        VSNR: 'HH-2023-0045871',
        Versicherungsnehmer: 'Gruber, Johanna',
        Sparte: 'Hausrat',
        Beitrag: 312.4,
        Provisionssatz: 15,
        Provisionsbetrag: 46.86,
        Buchungsdatum: '2024-03-04',
        Buchungstext: 'Abschlussprovision',
      },
    });
    // ISO-8859-1 decoded, the cancellation's trailing minus read.
    expect(zeilen[7]!.felder).toMatchObject({
      Versicherungsnehmer: 'Böhm, Stefan',
      Provisionsbetrag: -54.85,
    });
  });

  it('zeigt in der fehlerhaften Beispieldatei die Fehlerzeilen und liest die übrigen', async () => {
    const antwort = await testen(
      COURTAGE,
      'courtage-2024-03-fehlerhaft.csv',
      beispiel('courtage-2024-03-fehlerhaft.csv'),
    );
    expect(antwort.status).toBe(200);
    expect(antwort.body).toMatchObject({ gesamt: 8, fehlerhaft: 5, abgeschnitten: false });
    const zeilen = antwort.body.zeilen as Zeile[];
    expect(zeilen.map((z) => [z.zeile, z.status])).toEqual([
      [1, 0],
      [2, 0],
      [3, -1],
      [4, -1],
      [6, -7],
      [7, -1],
      [8, -7],
      [9, 0],
    ]);
    expect(zeilen[2]!.grund).toBe('Feld „Provisionsbetrag“: Keine Dezimalzahl: „102,7,3“');
    expect(zeilen[7]).toMatchObject({ status: 0, felder: { VSNR: 'LV-77031455', Provisionsbetrag: 42 } });
  });

  it('lehnt eine XML-Bombe über das OMDS-Interface 1 mit 400 und dem Grund ab', async () => {
    const bombe = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol9 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<OMDS xmlns="urn:omds20"><PAKET><VERTRAG Polizzennr="&lol9;"/></PAKET></OMDS>`;
    const antwort = await testen(OMDS, 'omds-bombe.xml', Buffer.from(bombe));
    expect(antwort.status).toBe(400);
    expect(antwort.body.message).toBe(
      'Schnittstelle „OMDS 2.x Verträge“ (Id 1): Die XML-Datei enthält eine DOCTYPE-Deklaration. DTDs und Entitäten werden aus Sicherheitsgründen nicht verarbeitet (Entitäten-Expansion, externe Entitäten); die Datei wird abgelehnt.',
    );
    expect(decodeURIComponent(antwort.headers.get('fehlertext') ?? '')).toBe(antwort.body.message);
  });

  it('lehnt eine Datei ab, deren Vorprüfung nicht erfüllt ist (400)', async () => {
    const antwort = await testen(COURTAGE, 'courtage.csv', beispiel('mahnliste-2024-03.csv'));
    expect(antwort.status).toBe(400);
    expect(antwort.body.message).toBe(
      'Schnittstelle „Courtage-Abrechnung CSV“ (Id 2): Die Datei „courtage.csv“ wird abgelehnt — die Vorprüfung „ersteZeile|beginntMit("Vermittlernummer;VSNR;")“ ist nicht erfüllt.',
    );
  });

  it('liest die GDV-Musterdatei mit dem GDV-Interface 100: 165 Zeilen, keine Fehler', async () => {
    const antwort = await testen(GDV, MUSTERDATEI.name, readFileSync(MUSTERDATEI.pfad));
    expect(antwort.status).toBe(200);
    expect(antwort.body).toMatchObject({ gesamt: MUSTERDATEI.zeilen, fehlerhaft: 0, abgeschnitten: false });
    const zeilen = antwort.body.zeilen as Zeile[];
    expect(zeilen).toHaveLength(MUSTERDATEI.zeilen);
    expect(zeilen[0]).toMatchObject({ zeile: 1, status: 0 });
    expect(zeilen.every((z) => z.status === 0)).toBe(true);
  });

  it('gibt höchstens 500 Zeilen zurück und zählt alle', async () => {
    const kopf = beispiel('courtage-2024-03.csv').toString('latin1').split('\r\n')[0]!;
    const buchung = '10473;HH-2023-0045871;Gruber, Johanna;Hausrat;312,40;15,00;46,86;04.03.2024;Abschluss';
    const datei = [kopf, ...Array<string>(TEST_HOECHSTZEILEN + 99).fill(buchung)].join('\r\n');
    const antwort = await testen(COURTAGE, 'courtage-gross.csv', Buffer.from(datei, 'latin1'));
    expect(antwort.status).toBe(200);
    expect(antwort.body).toMatchObject({
      gesamt: TEST_HOECHSTZEILEN + 100,
      fehlerhaft: 0,
      abgeschnitten: true,
    });
    expect(antwort.body.zeilen).toHaveLength(TEST_HOECHSTZEILEN);
  });

  it('lehnt eine Datei über 1 MB mit 400 und einer klaren Meldung ab', async () => {
    const antwort = await testen(COURTAGE, 'courtage.csv', Buffer.alloc(TEST_DATEI_HOECHSTBYTES + 1, 0x41));
    expect(antwort.status).toBe(400);
    expect(antwort.body.message).toContain(MELDUNGEN.testDateiZuGross);
    expect(antwort.body.fehler).toEqual([{ feld: 'body.inhalt', grund: MELDUNGEN.testDateiZuGross }]);
    // Exactly 1 MB is a sample still (and this one is refused by the pre-file check, not by size).
    const grenze = await testen(COURTAGE, 'courtage.csv', Buffer.alloc(TEST_DATEI_HOECHSTBYTES, 0x41));
    expect(grenze.status).toBe(400);
    expect(grenze.body.message).toMatch(/Vorprüfung/);
  });

  it('antwortet für ein unbekanntes Interface mit 404', async () => {
    const antwort = await testen(999_999, 'courtage.csv', beispiel('courtage-2024-03.csv'));
    expect(antwort.status).toBe(404);
    expect(antwort.body.message).toBe(MELDUNGEN.schnittstelleNichtGefunden(999_999));
  });

  it('testet ein gespeichertes Interface mit gespeichertem Sub-Interface', async () => {
    const kopieren = async (id: number) => {
      const antwort = await rufe(ROUTEN.schnittstelleKopieren, { als: 'admin', query: { id } });
      expect(antwort.status).toBe(200);
      return antwort.body.id as number;
    };
    const buchung = await kopieren(COURTAGE_BUCHUNG);
    const courtage = await kopieren(COURTAGE);
    try {
      const umgestellt = await rufe(ROUTEN.multiInterfaceSpeichern, {
        als: 'admin',
        query: { interface: courtage, name: '2' },
        body: { lfdno: 2, newItabSid: buchung, description: 'Buchung (gespeichert)' },
      });
      expect(umgestellt.status).toBe(200);
      const antwort = await testen(courtage, 'courtage-2024-03.csv', beispiel('courtage-2024-03.csv'));
      expect(antwort.status).toBe(200);
      expect(antwort.body).toMatchObject({ gesamt: 9, fehlerhaft: 0 });
      expect(antwort.body.zeilen[1]).toMatchObject({
        satz: `Courtage-Buchung${MELDUNGEN.kopieSuffix}`,
        felder: { Provisionsbetrag: 46.86 },
      });
    } finally {
      await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: courtage } });
      await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: buchung } });
    }
  });
});
