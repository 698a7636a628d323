import { describe, expect, it } from 'vitest';
import { AENDERUNG_EINGABE_LAENGE, GEHEIM_ERSETZT } from '@lieferdesk/shared';
import { aenderungEintrag, eingabeText, objektVon, ohneGeheimnisse } from '../../src/domain/aenderung';

describe('Änderungsprotokoll: was ein Eintrag von der Anfrage behält', () => {
  it('ersetzt Passwort, Zertifikat, Schlüssel und Passphrase in jeder Tiefe', () => {
    const anfrage = {
      extZugangBezeichnung: 'Muster',
      passwort: 'Geheim-4711!',
      zertifikat: { pem: '-----BEGIN CERTIFICATE-----', schluessel: 'KEY', passphrase: 'pp' },
      liste: [{ passwort: 'x', name: 'y' }],
    };
    expect(ohneGeheimnisse(anfrage)).toEqual({
      extZugangBezeichnung: 'Muster',
      passwort: GEHEIM_ERSETZT,
      zertifikat: GEHEIM_ERSETZT,
      liste: [{ passwort: GEHEIM_ERSETZT, name: 'y' }],
    });
    const text = eingabeText({ id: 3 }, anfrage);
    for (const geheim of ['Geheim-4711!', 'KEY', 'BEGIN', '"pp"']) expect(text).not.toContain(geheim);
    expect(JSON.parse(text)).toMatchObject({ query: { id: 3 }, body: { extZugangBezeichnung: 'Muster' } });
  });

  it('kürzt eine lange Anfrage auf die Grenze und markiert das', () => {
    const text = eingabeText(undefined, { beschreibung: 'x'.repeat(10_000) });
    expect(text).toHaveLength(AENDERUNG_EINGABE_LAENGE);
    expect(text.endsWith('…')).toBe(true);
    expect(eingabeText(undefined, { a: 1 })).toBe('{"body":{"a":1}}');
  });

  it('nennt den Datensatz: die neue Id der Antwort, sonst den Schlüssel der Anfrage; eine Einstellung keinen', () => {
    expect(objektVon({}, { name: 'neu' }, { id: 1001 })).toBe('1001');
    expect(objektVon({ interface: 7, name: 'VSNR' }, undefined, {})).toBe('7');
    expect(objektVon({ gevoArt: 110001000 }, undefined, {})).toBe('110001000');
    expect(objektVon({ extZugangBezeichnung: 'Z', gesellschaft: 'G' }, undefined, {})).toBe('G / Z');
    expect(objektVon({ blacklist: '1, 2' }, undefined, { blacklist: '1, 2' })).toBeUndefined();
  });

  it('DELETE heißt gelöscht, alles andere gespeichert', () => {
    const basis = {
      bereich: 'kategorie' as const,
      route: 'r',
      benutzer: 'admin',
      zeitpunkt: '2026-11-29T10:00:00.000Z',
      query: { gevoArt: 1 },
      body: undefined,
      antwort: {},
    };
    expect(aenderungEintrag({ ...basis, methode: 'DELETE' }).aktion).toBe('geloescht');
    expect(aenderungEintrag({ ...basis, methode: 'PUT' })).toEqual({
      zeitpunkt: basis.zeitpunkt,
      benutzer: 'admin',
      bereich: 'kategorie',
      aktion: 'gespeichert',
      route: 'r',
      objekt: '1',
      eingabe: '{"query":{"gevoArt":1}}',
    });
  });
});
