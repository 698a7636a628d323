import { describe, expect, it } from 'vitest';
import { ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import { kundePfad, vertragPfad } from '../src/pages/bestand/pfade';
import { nachErfolg, POSTEINGANG, ZUORDNEN_DOKUMENT, ZUORDNEN_IMPORT } from '../src/pages/zuordnung/pfade';
import {
  anschriftText,
  formatBetrag,
  formatTeildatum,
  maklerText,
  nummerAus,
  startNummer,
  uebertragenHinweis,
  uebertragenVorbelegt,
  zuordnenGesperrt,
  zuordnenNutzlast,
} from '../src/pages/zuordnung/zuordnung';

describe('Zuordnungsseite: Regeln (Reference §2.11, §5)', () => {
  it('hat die Adressen der Spezifikation', () => {
    expect(ZUORDNEN_IMPORT).toBe('/intern/gdv/import/zuordnen');
    expect(ZUORDNEN_DOKUMENT).toBe('/intern/bipro/documents/assign_insurance');
    expect(POSTEINGANG).toBe('/intern/bipro/documents');
    expect(vertragPfad(900001)).toBe('/home/versicherungen/insurance-group/details/900001');
    expect(kundePfad('90002')).toBe('/home/kunden/90002');
  });

  it('kehrt nach dem Zuordnen dorthin zurück, woher die Variante kommt', () => {
    expect(nachErfolg(ZUORDNEN_IMPORT)).toBe('/intern/gdv/import');
    expect(nachErfolg(ZUORDNEN_DOKUMENT)).toBe('/intern/bipro/documents');
  });

  it('erklärt „Versicherungsnummer übertragen“ je nach Quelle', () => {
    expect(uebertragenHinweis({ quelle: 'zeile' })).toBe(T.versicherungsnummerUebertragenHinweis);
    expect(uebertragenHinweis({ quelle: 'dokument' })).toBe(T.versicherungsnummerUebertragenHinweisDokument);
  });

  it('betitelt wie die Spezifikation', () => {
    expect(T.seitenTitel('GDV Datenimport', 42)).toBe('GDV Datenimport, id: 42 > Datensatz zuordnen');
    expect(T.seitenTitel(T.titelDokument, 7)).toBe('BiPRO Dokument, id: 7 > Datensatz zuordnen');
  });

  it('liest nur positive ganze Nummern', () => {
    expect(nummerAus('900001')).toBe(900001);
    expect(nummerAus(' 12 ')).toBe(12);
    for (const t of ['', '0', '-1', '1.5', 'abc', null, undefined, '1e5'])
      expect(nummerAus(t), String(t)).toBeUndefined();
  });

  it('sperrt „Kundennummer der Gesellschaft zuordnen“ ohne interne Nummer und bei erlaubter Mahnungszuordnung', () => {
    expect(zuordnenGesperrt({ assignMahnungAllowed: false }, '')).toBe(T.kundennummerZuordnenGesperrt);
    expect(zuordnenGesperrt({ assignMahnungAllowed: false }, 'x')).toBe(T.kundennummerZuordnenGesperrt);
    expect(zuordnenGesperrt({ assignMahnungAllowed: true }, '900001')).toBe(T.mahnungGesperrt);
    expect(zuordnenGesperrt({ assignMahnungAllowed: false }, '900001')).toBeUndefined();
  });

  it('schaltet „Versicherungsnummer übertragen“ ein, wenn die Kundennummer bekannt ist', () => {
    expect(uebertragenVorbelegt({ kundennr: '90002' })).toBe(true);
    expect(uebertragenVorbelegt({ kundennr: undefined })).toBe(false);
    expect(uebertragenVorbelegt({ kundennr: ' ' })).toBe(false);
  });

  it('beginnt mit der insuranceId der Adresse, sonst der gelieferten', () => {
    expect(startNummer('900005', { insuranceId: 900001 })).toBe('900005');
    expect(startNummer(null, { insuranceId: 900001 })).toBe('900001');
    expect(startNummer('kaputt', { insuranceId: undefined })).toBe('');
  });

  it('baut die Nutzlast von assign_gdv_kunde', () => {
    expect(
      zuordnenNutzlast(10000000027, { insuranceId: 900002, customerGesellId: 'W44WWW' }, ' 900002 ', true),
    ).toEqual({
      docId: 10000000027,
      mscInternalId: 900002,
      insuranceId: 900002,
      setPoliceNr: true,
      kundennr: 'W44WWW',
    });
    expect(() => zuordnenNutzlast(1, {}, '', false)).toThrow();
  });

  it('zeigt gekürzte Daten als Monat/Jahr oder Jahr und Beträge in Euro', () => {
    expect(formatTeildatum('1979-11-11')).toBe('11.11.1979');
    expect(formatTeildatum('1979-11')).toBe('11.1979');
    expect(formatTeildatum('1979')).toBe('1979');
    expect(formatTeildatum(undefined)).toBe('');
    expect(formatBetrag(411.41).replace(/\s/g, ' ')).toBe('411,41 €');
    expect(formatBetrag(undefined)).toBe('');
  });

  it('schreibt Makler und Anschrift in eine Zeile, ohne Trenner für fehlende Teile', () => {
    expect(maklerText({ maklernr: 'M1', makler: 'Muster GmbH' })).toBe('M1 – Muster GmbH');
    expect(maklerText({ makler: 'Muster GmbH' })).toBe('Muster GmbH');
    expect(maklerText({ maklernr: 'M1', makler: '' })).toBe('M1');
    expect(maklerText({})).toBe('');
    expect(anschriftText({ strasse: 'Weg 1', plz: '12345', ort: 'Ort' })).toBe('Weg 1, 12345 Ort');
    expect(anschriftText({ strasse: 'Weg 1', ort: 'Ort' })).toBe('Weg 1, Ort');
    expect(anschriftText({ plz: '12345' })).toBe('12345');
    expect(anschriftText({ strasse: 'Weg 1' })).toBe('Weg 1');
    expect(anschriftText(undefined)).toBe('');
  });
});
