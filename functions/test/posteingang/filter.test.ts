import { describe, expect, it } from 'vitest';
import { LISTEN_GRENZE, type Benutzer } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../../src/data/repositories/biproDateien';
import {
  alsBiproDokument,
  listenKriterien,
  namensSuche,
  passtZumFilter,
  type DokumentFilter,
} from '../../src/posteingang/filter';
import { listenZeitraum } from '../../src/zeitangabe';

/** 10:00 German time on 15 March 2026. */
const JETZT = new Date('2026-03-15T09:00:00Z');

const dokument = (d: Partial<BiproDateiEintrag> = {}): BiproDateiEintrag => ({
  id: 1,
  ziel: 'dokument',
  zugangId: 7,
  transferId: 't',
  nr: 1,
  sha256: 'x',
  fileName: 'police.pdf',
  fileSize: 10,
  bucket: 'inbox',
  key: 'bipro/7/t/1',
  gesellschaftId: 1,
  maklernr: '10001',
  monat: '2026-03',
  creationDate: '2026-03-10T12:00:00.000Z',
  zuordnung: 0,
  policeNr: 'K-5999 9999 999',
  partnernummer: 'B4L-TTT',
  vermittlernummer: '00 4711',
  customerName: 'Martina',
  customerSurname: 'Kitzelpfütze',
  kundennr: 90001,
  internalId: 900001,
  gevoArt: 100007000,
  invisible: false,
  ...d,
});

const filter = (f: Partial<DokumentFilter> = {}): DokumentFilter => ({ filterMode: 0, ...f });
const z = listenZeitraum({}, JETZT);

describe('Posteingang: Zeitraum (Referenz §5: ohne Angabe der letzte Monat)', () => {
  it('ohne Datum vom selben Tag des Vormonats bis heute, deutsche Kalendertage', () => {
    expect(z).toMatchObject({ vonTag: '2026-02-15', bisTag: '2026-03-15' });
    // Just after midnight German time it is already the next German day.
    expect(listenZeitraum({}, new Date('2026-03-14T23:30:00Z'))).toMatchObject({ bisTag: '2026-03-15' });
  });

  it('eine Grenze allein: bis heute, oder einen Monat vor dem Ende; verkehrt herum gedreht', () => {
    expect(listenZeitraum({ dateFrom: '2026-01-01' }, JETZT)).toMatchObject({
      vonTag: '2026-01-01',
      bisTag: '2026-03-15',
    });
    expect(listenZeitraum({ dateTo: '2025-12-31' }, JETZT)).toMatchObject({
      vonTag: '2025-11-30',
      bisTag: '2025-12-31',
    });
    expect(listenZeitraum({ dateFrom: '2026-03-01', dateTo: '2026-02-01' }, JETZT)).toMatchObject({
      vonTag: '2026-02-01',
      bisTag: '2026-03-01',
    });
  });
});

describe('Posteingang: welcher Index gelesen wird', () => {
  it('Maklersicht vor Name vor Gesellschaft vor allem; die Liste des Filtermodus', () => {
    const mitAllem = filter({ filterMode: 2, customerName: 'Müller', gesellschaftId: 3 });
    expect(listenKriterien(mitAllem, ['10001'], z)).toMatchObject({
      fach: 'dokument-2',
      makler: ['10001'],
      grenze: LISTEN_GRENZE,
    });
    expect(listenKriterien(mitAllem, ['10001'], z)).not.toHaveProperty('nachname');
    const ohneMakler = listenKriterien(mitAllem, undefined, z);
    expect(ohneMakler).toMatchObject({ fach: 'dokument-2', nachname: 'muller' });
    expect(ohneMakler).not.toHaveProperty('gesellschaftId');
    expect(listenKriterien(filter({ gesellschaftId: 3 }), undefined, z)).toMatchObject({ gesellschaftId: 3 });
    const alle = listenKriterien(filter(), undefined, z);
    expect(alle).not.toHaveProperty('makler');
    expect(alle).not.toHaveProperty('nachname');
    expect(alle).not.toHaveProperty('gesellschaftId');
    // The German months the range touches.
    expect(alle.monate).toEqual(['2026-02', '2026-03']);
  });

  it('ein Name ohne Buchstaben schränkt nichts ein', () => {
    expect(listenKriterien(filter({ customerName: ' , ' }), undefined, z)).not.toHaveProperty('nachname');
  });
});

describe('Posteingang: Kundenname „Name, Vorname“', () => {
  it('zerlegt am Komma; Groß-/Kleinschreibung, Umlaute und Akzente zählen nicht', () => {
    expect(namensSuche('Müller, Hans')).toEqual({ nachname: 'muller', vorname: 'hans' });
    expect(namensSuche('MUELLER')).toEqual({ nachname: 'muller' });
    expect(namensSuche('  ')).toEqual({});
    expect(namensSuche(undefined)).toEqual({});
  });

  it('findet den Anfang des Nachnamens und des Vornamens', () => {
    const d = dokument();
    expect(passtZumFilter(d, filter({ customerName: 'kitzelpfue' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ customerName: 'Kitzelpfütze, Mar' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ customerName: 'Kitzelpfütze, Anna' }), z)).toBe(false);
    expect(passtZumFilter(d, filter({ customerName: 'pfütze' }), z)).toBe(false);
    expect(passtZumFilter(dokument({ customerSurname: undefined }), filter({ customerName: 'K' }), z)).toBe(
      false,
    );
  });
});

describe('Posteingang: die übrigen Kriterien', () => {
  const d = dokument();

  it('Versicherungsscheinnummer wie beim Import normalisiert: Leerzeichen, Striche, Präfix egal', () => {
    expect(passtZumFilter(d, filter({ policeNr: '59999999999' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ policeNr: '5999-9999-999' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ policeNr: 'VSNR 05999 9999 999' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ policeNr: '5999999999' }), z)).toBe(false);
    expect(passtZumFilter(dokument({ policeNr: undefined }), filter({ policeNr: '1' }), z)).toBe(false);
  });

  it('Fremdnummer (gelieferte Partnernummer) und Vermittlernummer als Kennung', () => {
    expect(passtZumFilter(d, filter({ fremdnummer: 'b4lttt' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ fremdnummer: 'B4LTTX' }), z)).toBe(false);
    expect(passtZumFilter(d, filter({ vermittlernummer: '4711' }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ vermittlernummer: '4712' }), z)).toBe(false);
  });

  it('interne Nummer, Kundennummer, GeVo-Art und Gesellschaft genau', () => {
    expect(passtZumFilter(d, filter({ internalId: 900001, customerId: 90001, gevoArt: 100007000 }), z)).toBe(
      true,
    );
    expect(passtZumFilter(d, filter({ internalId: 900002 }), z)).toBe(false);
    expect(passtZumFilter(d, filter({ customerId: 90002 }), z)).toBe(false);
    expect(passtZumFilter(d, filter({ gevoArt: 1 }), z)).toBe(false);
    expect(passtZumFilter(d, filter({ gesellschaftId: 1 }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ gesellschaftId: 2 }), z)).toBe(false);
  });

  it('gelöschte nur auf Wunsch, andere Filtermodi und Ziele nicht, nur deutsche Kalendertage des Zeitraums', () => {
    expect(passtZumFilter(d, filter(), z)).toBe(true);
    expect(passtZumFilter(dokument({ invisible: true }), filter(), z)).toBe(false);
    expect(passtZumFilter(dokument({ invisible: true }), filter({ showDeleted: true }), z)).toBe(true);
    expect(passtZumFilter(d, filter({ filterMode: 1 }), z)).toBe(false);
    expect(passtZumFilter(dokument({ ziel: 'archiv' }), filter(), z)).toBe(false);
    const tag = listenZeitraum({ dateFrom: '2026-03-10', dateTo: '2026-03-10' }, JETZT);
    // 23:30 UTC on the 9th is the 10th in Germany; 23:30 UTC on the 10th is the 11th.
    expect(passtZumFilter(dokument({ creationDate: '2026-03-09T23:30:00Z' }), filter(), tag)).toBe(true);
    expect(passtZumFilter(dokument({ creationDate: '2026-03-10T23:30:00Z' }), filter(), tag)).toBe(false);
    expect(passtZumFilter(dokument({ creationDate: '2026-03-09T22:30:00Z' }), filter(), tag)).toBe(false);
  });
});

describe('Posteingang: ein Datensatz als BiPRO-Dokument (Referenz §3)', () => {
  const makler: Benutzer = { id: 'sub', name: 'fa', rollen: ['FA'], maklernr: '10001', struktur: [] };
  it('bildet die Felder ab: Gesellschaft des Zugangs, Fremdnummer, Makler, Zugang', () => {
    const namen = new Map([[1, 'Muster Versicherung AG']]);
    const d = dokument({
      cause: 'Hinweis',
      comment: 'ok',
      mscGesellschaft: 'Muster',
      mscDate: '2026-03-11T00:00:00Z',
    });
    expect(alsBiproDokument(d, namen, makler)).toEqual({
      id: 1,
      fileName: 'police.pdf',
      policeNr: 'K-5999 9999 999',
      customerName: 'Martina',
      customerSurname: 'Kitzelpfütze',
      cause: 'Hinweis',
      fremdnummer: 'B4L-TTT',
      vermittlernummer: '00 4711',
      category: undefined,
      gevoArt: 100007000,
      creationDate: '2026-03-10T12:00:00.000Z',
      comment: 'ok',
      biproGesellschaft: 'Muster Versicherung AG',
      mscGesellschaft: 'Muster',
      mscDate: '2026-03-11T00:00:00Z',
      internalId: 900001,
      brokerId: '10001',
      accessId: 7,
      invisible: false,
      aenderbar: true,
    });
    expect(alsBiproDokument(dokument({ gesellschaftId: 99 }), namen, makler).biproGesellschaft).toBe('99');
    // The internal view sees it and may not change it (domain/bipro/aenderungsrecht.ts).
    const sicht: Benutzer = { id: 'sub', name: 'sicht', rollen: ['VIEW_INTERN'], struktur: [] };
    expect(alsBiproDokument(d, namen, sicht).aenderbar).toBe(false);
  });
});
