import { describe, expect, it } from 'vitest';
import { LAENGEN, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { rufe } from '../helpers/api';

const neu = {
  gevoArt: 990001000,
  hauptKategorie: 'Test',
  unterKategorie: 'Integration',
  kategorieFK: 9,
  transferNorm: '430.1',
};

describe('BiPRO-Kategorien über die API (DynamoDB Local)', () => {
  it('liefert die Demo-Kategorien und das Recht zum Setzen', async () => {
    const mitRecht = await rufe(ROUTEN.kategorienListe, { als: 'kategorien' });
    expect(mitRecht.status).toBe(200);
    expect(mitRecht.body.darfKategorienSetzen).toBe(true);
    expect(mitRecht.body.rows.map((k: { gevoArt: number }) => k.gevoArt)).toContain(110001000);

    const ohneRecht = await rufe(ROUTEN.kategorienListe, { als: 'makler' });
    expect(ohneRecht.status).toBe(200);
    expect(ohneRecht.body.darfKategorienSetzen).toBe(false);
  });

  it('legt an, lädt, ändert und löscht eine Kategorie', async () => {
    const angelegt = await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: neu });
    expect(angelegt.status).toBe(200);
    expect(angelegt.body).toMatchObject(neu);
    expect(Date.parse(angelegt.body.dateCreated)).not.toBeNaN();

    const geladen = await rufe(ROUTEN.kategorieLaden, { als: 'makler', query: { gevoArt: neu.gevoArt } });
    expect(geladen.body).toEqual(angelegt.body);

    // gevoArt is the key: a different one in the body is ignored, the query decides.
    const geaendert = await rufe(ROUTEN.kategorieAendern, {
      als: 'kategorien',
      query: { gevoArt: neu.gevoArt },
      body: { ...neu, gevoArt: 1, unterKategorie: 'Geändert', kategorieFK: 2, transferNorm: '' },
    });
    expect(geaendert.status).toBe(200);
    expect(geaendert.body).toMatchObject({
      gevoArt: neu.gevoArt,
      unterKategorie: 'Geändert',
      kategorieFK: 2,
    });
    expect(geaendert.body.transferNorm).toBeUndefined();
    expect(geaendert.body.dateCreated).toBe(angelegt.body.dateCreated);
    expect((await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 1 } })).status).toBe(404);

    const geloescht = await rufe(ROUTEN.kategorieLoeschen, {
      als: 'kategorien',
      query: { gevoArt: neu.gevoArt },
    });
    expect(geloescht.status).toBe(200);
    const weg = await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: neu.gevoArt } });
    expect(weg.status).toBe(404);
    expect(weg.body.message).toBe(MELDUNGEN.kategorieNichtGefunden(neu.gevoArt));
  });

  it('weist eine doppelte Gevo Art mit klarer Meldung ab und lässt das Original unverändert', async () => {
    const original = await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 110001000 } });
    const doppelt = await rufe(ROUTEN.kategorieAnlegen, {
      als: 'kategorien',
      body: { ...neu, gevoArt: 110001000 },
    });
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe(MELDUNGEN.kategorieExistiert(110001000));
    expect(decodeURIComponent(doppelt.headers.get('fehlertext') ?? '')).toBe(doppelt.body.message);
    const danach = await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 110001000 } });
    expect(danach.body).toEqual(original.body);
  });

  it('antwortet auf ungültige Eingaben mit 400, Feld und Grund', async () => {
    const leer = await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: {} });
    expect(leer.status).toBe(400);
    expect(leer.body.fehler).toEqual(
      expect.arrayContaining([
        { feld: 'body.gevoArt', grund: MELDUNGEN.gevoArtErforderlich },
        { feld: 'body.hauptKategorie', grund: MELDUNGEN.hauptkategorieErforderlich },
        { feld: 'body.unterKategorie', grund: MELDUNGEN.unterkategorieErforderlich },
        { feld: 'body.kategorieFK', grund: MELDUNGEN.mscDateikategorieErforderlich },
      ]),
    );

    const bruch = await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: { ...neu, gevoArt: 12.5 } });
    expect(bruch.status).toBe(400);
    expect(bruch.body.fehler).toEqual([{ feld: 'body.gevoArt', grund: MELDUNGEN.gevoArtGanzzahl }]);

    const keinJson = await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', rohBody: '{"gevoArt": ' });
    expect(keinJson.status).toBe(400);
    expect(keinJson.body.message).toBe(MELDUNGEN.ungueltigesJson);

    const query = await rufe(ROUTEN.kategorieLaden, { als: 'kategorien', query: { gevoArt: 'abc' } });
    expect(query.status).toBe(400);
    expect(query.body.fehler[0].feld).toBe('query.gevoArt');

    const nichtDa = await rufe(ROUTEN.kategorieAnlegen, {
      als: 'kategorien',
      body: { ...neu, gevoArt: 990002000 },
    });
    expect(nichtDa.status).toBe(200);
    await rufe(ROUTEN.kategorieLoeschen, { als: 'kategorien', query: { gevoArt: 990002000 } });
    const nochmal = await rufe(ROUTEN.kategorieLoeschen, {
      als: 'kategorien',
      query: { gevoArt: 990002000 },
    });
    expect(nochmal.status).toBe(404);
    const aendernFehlt = await rufe(ROUTEN.kategorieAendern, {
      als: 'kategorien',
      query: { gevoArt: 990002000 },
      body: { hauptKategorie: 'x', unterKategorie: 'y', kategorieFK: 1 },
    });
    expect(aendernFehlt.status).toBe(404);
    // a failed update must not create the item
    expect((await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 990002000 } })).status).toBe(
      404,
    );
  });

  it('ein Name von 500 KB ist 400 mit deutschem Grund (nicht 500), Steuerzeichen im Namen auch', async () => {
    const riesig = 'K'.repeat(500 * 1024);
    const zuLang = await rufe(ROUTEN.kategorieAnlegen, {
      als: 'kategorien',
      body: { ...neu, gevoArt: 990004000, hauptKategorie: riesig },
    });
    expect(zuLang.status).toBe(400);
    expect(zuLang.body.fehler).toEqual([
      { feld: 'body.hauptKategorie', grund: MELDUNGEN.textZuLang(riesig.length, LAENGEN.name) },
    ]);
    expect(zuLang.body.message).toContain('Der Text ist 512.000 Zeichen lang, erlaubt sind höchstens 200.');

    const aendern = await rufe(ROUTEN.kategorieAendern, {
      als: 'kategorien',
      query: { gevoArt: 110001000 },
      body: { ...neu, unterKategorie: 'Police\u202Efdp.exe' },
    });
    expect(aendern.status).toBe(400);
    expect(aendern.body.fehler).toEqual([
      { feld: 'body.unterKategorie', grund: MELDUNGEN.unzulaessigeZeichen },
    ]);
    expect((await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 990004000 } })).status).toBe(
      404,
    );
    expect(
      (await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 110001000 } })).body
        .unterKategorie,
    ).not.toContain('\u202E');
  });

  it('verweigert Schreibzugriffe ohne das Recht, Kategorien zu setzen (403), und ändert nichts', async () => {
    const anlegen = await rufe(ROUTEN.kategorieAnlegen, {
      als: 'intern',
      body: { ...neu, gevoArt: 990003000 },
    });
    expect(anlegen.status).toBe(403);
    expect(anlegen.body.message).toBe(MELDUNGEN.keineBerechtigung);
    expect((await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 990003000 } })).status).toBe(
      404,
    );
    const loeschen = await rufe(ROUTEN.kategorieLoeschen, { als: 'makler', query: { gevoArt: 110001000 } });
    expect(loeschen.status).toBe(403);
    expect((await rufe(ROUTEN.kategorieLaden, { als: 'admin', query: { gevoArt: 110001000 } })).status).toBe(
      200,
    );
  });
});
