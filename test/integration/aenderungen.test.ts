/**
 * The change log through the API: changes to categories, an access (with its password) and the
 * blacklist each leave one entry — who, when, which area and record, what the request set, the
 * password only as "(geändert)"; a refused change leaves none; only internal users read it, a
 * month at a time.
 */
import { describe, expect, it } from 'vitest';
import { deutscherTag, GEHEIM_ERSETZT, ROUTEN, type AenderungZeile } from '@lieferdesk/shared';
import { rufe } from '../helpers/api';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { zugangEingabe } from '../helpers/zugang';

const monat = () => deutscherTag(new Date()).slice(0, 7);

/** This month's entries of the record `objekt` (other files change settings beside this one). */
async function eintraegeVon(objekt: string, bereich?: string): Promise<AenderungZeile[]> {
  const antwort = await rufe(ROUTEN.aenderungenListe, {
    als: 'admin',
    query: { monat: monat(), ...(bereich ? { bereich } : {}) },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  const rows = antwort.body.rows as AenderungZeile[];
  // Each entry has an id of its own (the list's row key: two entries may share their second).
  expect(new Set(rows.map((e) => e.id)).size).toBe(rows.length);
  return rows.filter((e) => e.objekt === objekt);
}

describe('Änderungsprotokoll über die API', () => {
  it('hält fest, wer eine Kategorie anlegte, änderte und löschte; eine abgewiesene Änderung nicht', async () => {
    const marke = eindeutigeMarke();
    const gevoArt = eindeutigeZahl(980_000_000, 989_999_999);
    const neu = { gevoArt, hauptKategorie: `Protokoll ${marke}`, unterKategorie: 'A', kategorieFK: 9 };
    expect((await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: neu })).status).toBe(200);
    const { gevoArt: _g, ...aenderung } = { ...neu, unterKategorie: 'B' };
    expect(
      (await rufe(ROUTEN.kategorieAendern, { als: 'admin', query: { gevoArt }, body: aenderung })).status,
    ).toBe(200);
    // Refused (the same key again): no entry.
    expect((await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: neu })).status).toBe(409);
    expect((await rufe(ROUTEN.kategorieLoeschen, { als: 'admin', query: { gevoArt } })).status).toBe(200);

    const eintraege = await eintraegeVon(String(gevoArt));
    // Newest first: delete, change, create.
    expect(eintraege.map((e) => [e.benutzer, e.bereich, e.aktion, e.route, e.objekt])).toEqual([
      ['admin', 'kategorie', 'geloescht', 'kategorieLoeschen', String(gevoArt)],
      ['admin', 'kategorie', 'gespeichert', 'kategorieAendern', String(gevoArt)],
      ['kategorien', 'kategorie', 'gespeichert', 'kategorieAnlegen', String(gevoArt)],
    ]);
    expect(JSON.parse(eintraege[1]!.eingabe)).toEqual({ query: { gevoArt }, body: aenderung });
    for (const e of eintraege) expect(Date.now() - Date.parse(e.zeitpunkt)).toBeLessThan(10 * 60_000);
    // Of another area only: none of these.
    expect(await eintraegeVon(String(gevoArt), 'zugang')).toEqual([]);
  });

  it('hält das Speichern eines Zugangs fest, das Passwort nur als geändert', async () => {
    const eingabe = zugangEingabe('Protokoll', { passwort: 'Geheim-Protokoll-4711!' });
    const gespeichert = await rufe(ROUTEN.zugangSpeichern, { als: 'admin', body: eingabe });
    expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);
    const id = gespeichert.body.id as number;
    expect((await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } })).status).toBe(200);

    const eintraege = await eintraegeVon(String(id), 'zugang');
    expect(eintraege.map((e) => e.aktion)).toEqual(['geloescht', 'gespeichert']);
    const gesetzt = JSON.parse(eintraege[1]!.eingabe);
    expect(gesetzt.body.extZugangBezeichnung).toBe(eingabe.extZugangBezeichnung);
    expect(gesetzt.body.passwort).toBe(GEHEIM_ERSETZT);
    expect(eintraege[1]!.eingabe).not.toContain('Geheim-Protokoll-4711!');
  });

  it('hält die gespeicherte Blacklist fest', async () => {
    const vorher = await rufe(ROUTEN.maklerBlacklistLaden, { als: 'admin' });
    const blacklist = vorher.body.blacklist as string;
    const gespeichert = await rufe(ROUTEN.maklerBlacklistSpeichern, { als: 'admin', query: { blacklist } });
    expect(gespeichert.status).toBe(200);
    const antwort = await rufe(ROUTEN.aenderungenListe, {
      als: 'admin',
      query: { monat: monat(), bereich: 'blacklist' },
    });
    const neuester = antwort.body.rows[0] as AenderungZeile;
    expect(neuester).toMatchObject({ benutzer: 'admin', bereich: 'blacklist', aktion: 'gespeichert' });
    expect(JSON.parse(neuester.eingabe)).toEqual({ query: { blacklist } });
  });

  it('nur interne Benutzer lesen es, einen Monat auf einmal', async () => {
    for (const als of ['makler', 'fa'] as const)
      expect((await rufe(ROUTEN.aenderungenListe, { als, query: { monat: monat() } })).status).toBe(403);
    for (const falsch of ['2026-13', '99999-01', '2026-11-01', ''])
      expect((await rufe(ROUTEN.aenderungenListe, { als: 'admin', query: { monat: falsch } })).status).toBe(
        400,
      );
    expect(
      (await rufe(ROUTEN.aenderungenListe, { als: 'admin', query: { monat: monat(), bereich: 'unbekannt' } }))
        .status,
    ).toBe(400);
    const leer = await rufe(ROUTEN.aenderungenListe, { als: 'admin', query: { monat: '2001-01' } });
    expect(leer.body).toEqual({ rows: [] });
  });
});
