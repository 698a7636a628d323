/**
 * Interface administration through the API against the local stack (reference §2.8, §5, §6, §7
 * "Interfaces"): a round trip of head, fields and sub-interfaces, copy and delete; built-ins
 * listed, refused for writes, copyable; validation and the internal-only writes.
 */
import { describe, expect, it } from 'vitest';
import {
  ERSTE_EIGENE_SCHNITTSTELLEN_ID,
  GESELLSCHAFT_ALLGEMEIN,
  MELDUNGEN,
  ROUTEN,
} from '@lieferdesk/shared';
import { rufe } from '../helpers/api';

const kopf = {
  interfaceName: 'Integrationstest Courtage',
  gesellschaft: 'Muster Versicherung AG',
  description: 'Angelegt vom Integrationstest',
  type: 'CSV',
  tableName: 'courtage_test',
  checkStatement: 'Betrag != null',
  xml: false,
  keepErrors: false,
  hideErrors: false,
  multiple: true,
  active: true,
  invisible: false,
  unicode: false,
};
type Zeile = { id: number; interfaceName: string; gesellschaft: string; eingebaut: boolean };

async function liste(filter: Record<string, string> = {}): Promise<Zeile[]> {
  const antwort = await rufe(ROUTEN.schnittstellenFilter, { als: 'admin', body: filter });
  expect(antwort.status).toBe(200);
  return antwort.body.rows;
}
const laden = (id: number, als = 'admin') => rufe(ROUTEN.schnittstelleLaden, { als, query: { id } });

async function anlegen(ueberschreiben: Partial<typeof kopf> = {}): Promise<number> {
  const antwort = await rufe(ROUTEN.schnittstelleSpeichern, {
    als: 'admin',
    body: { ...kopf, ...ueberschreiben },
  });
  expect(antwort.status).toBe(200);
  return antwort.body.id;
}
async function eingebautes(): Promise<Zeile> {
  const eingebaut = (await liste()).find((z) => z.eingebaut);
  if (!eingebaut) throw new Error('keine eingebauten Interfaces in der Liste');
  return eingebaut;
}

describe('Interfaces über die API (DynamoDB Local)', () => {
  it('legt ein Interface an, ändert Kopf, Felder und Sub-Interfaces, kopiert und löscht es', async () => {
    const id = await anlegen();
    expect(id).toBeGreaterThanOrEqual(ERSTE_EIGENE_SCHNITTSTELLEN_ID);
    const geladen = await laden(id, 'importsicht');
    expect(geladen.status).toBe(200);
    expect(geladen.body).toMatchObject({ ...kopf, id, eingebaut: false, felder: [], multiInterfaces: [] });

    // Head: an emptied optional field is removed, the rest replaced.
    const kopfNeu = { ...kopf, description: '', interfaceName: 'Integrationstest Courtage 2', active: false };
    const gespeichert = await rufe(ROUTEN.schnittstelleSpeichern, {
      als: 'admin',
      query: { id },
      body: kopfNeu,
    });
    expect(gespeichert.status).toBe(200);
    expect(gespeichert.body).toEqual({ id });

    // Fields: add two, rename the first in place, refuse a duplicate name, delete one.
    const feld = (body: object, name?: string) =>
      rufe(ROUTEN.schnittstellenFeldSpeichern, {
        als: 'admin',
        query: name === undefined ? { interface: id } : { interface: id, name },
        body,
      });
    expect(
      (await feld({ name: 'VSNR', art: 0, delimiter: ';', occurance: 1, conversion: 'text' })).status,
    ).toBe(200);
    expect((await feld({ name: 'Betrag', art: 0, delimiter: ';', occurance: 2 })).status).toBe(200);
    expect((await feld({ name: 'Policennummer', art: 0, delimiter: ';', occurance: 1 }, 'VSNR')).status).toBe(
      200,
    );
    const doppelt = await feld({ name: 'Betrag', art: 0 }, 'Policennummer');
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe(MELDUNGEN.feldExistiert('Betrag'));
    expect((await feld({ name: 'Betrag', art: 1 })).status).toBe(409);
    const unbekannt = await feld({ name: 'X', art: 1 }, 'GibtEsNicht');
    expect(unbekannt.status).toBe(404);
    expect(unbekannt.body.message).toBe(MELDUNGEN.feldNichtGefunden('GibtEsNicht'));

    // Sub-interfaces: a new one gets the next lfdno; edit by old lfdno; delete.
    const unter = await anlegen({ interfaceName: 'Integrationstest Unter', multiple: false });
    const multi = (body: object, name?: string) =>
      rufe(ROUTEN.multiInterfaceSpeichern, {
        als: 'admin',
        query: name === undefined ? { interface: id } : { interface: id, name },
        body,
      });
    expect((await multi({ newItabSid: unter, description: 'erste' })).status).toBe(200);
    const eingebaut = await eingebautes();
    expect((await multi({ newItabSid: eingebaut.id, description: 'zweite' })).status).toBe(200);
    expect(
      (await multi({ newItabSid: unter, description: 'erste, geändert', tableName: 't1' }, '1')).status,
    ).toBe(200);
    expect((await multi({ newItabSid: unter, lfdno: 2 }, '1')).status).toBe(409);
    expect((await multi({ newItabSid: unter }, '7')).status).toBe(404);
    const selbst = await multi({ newItabSid: id });
    expect(selbst.status).toBe(400);
    expect(selbst.body.fehler).toEqual([{ feld: 'body.newItabSid', grund: MELDUNGEN.multiSelbst }]);
    const fremd = await multi({ newItabSid: 999_999 });
    expect(fremd.status).toBe(400);
    expect(fremd.body.fehler).toEqual([
      { feld: 'body.newItabSid', grund: MELDUNGEN.multiUnbekannt(999_999) },
    ]);

    let aktuell = (await laden(id)).body;
    expect(aktuell).toMatchObject({ interfaceName: 'Integrationstest Courtage 2', active: false });
    expect(aktuell.description).toBeUndefined();
    expect(aktuell.felder).toEqual([
      { name: 'Policennummer', art: 0, delimiter: ';', occurance: 1 },
      { name: 'Betrag', art: 0, delimiter: ';', occurance: 2 },
    ]);
    expect(aktuell.multiInterfaces).toEqual([
      { lfdno: 1, newItabSid: unter, description: 'erste, geändert', tableName: 't1' },
      { lfdno: 2, newItabSid: eingebaut.id, description: 'zweite' },
    ]);

    // The sub-interface is in use: it cannot be deleted until the multiple interface lets go of it.
    const verwendet = await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: unter } });
    expect(verwendet.status).toBe(409);
    expect(verwendet.body.message).toContain(String(id));

    expect(
      (
        await rufe(ROUTEN.schnittstellenFeldLoeschen, {
          als: 'admin',
          query: { interface: id, name: 'Betrag' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await rufe(ROUTEN.schnittstellenFeldLoeschen, {
          als: 'admin',
          query: { interface: id, name: 'Betrag' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await rufe(ROUTEN.multiInterfaceLoeschen, { als: 'admin', query: { interface: id, lfdno: 1 } }))
        .status,
    ).toBe(200);
    expect(
      (await rufe(ROUTEN.multiInterfaceLoeschen, { als: 'admin', query: { interface: id, lfdno: 1 } }))
        .status,
    ).toBe(404);
    aktuell = (await laden(id)).body;
    expect(aktuell.felder.map((f: { name: string }) => f.name)).toEqual(['Policennummer']);
    expect(aktuell.multiInterfaces.map((m: { lfdno: number }) => m.lfdno)).toEqual([2]);

    // Copy: a new stored interface with everything, the name marked.
    const kopie = await rufe(ROUTEN.schnittstelleKopieren, { als: 'admin', query: { id } });
    expect(kopie.status).toBe(200);
    expect(kopie.body.id).toBeGreaterThan(unter);
    const kopiert = (await laden(kopie.body.id)).body;
    expect(kopiert).toEqual({
      ...aktuell,
      id: kopie.body.id,
      interfaceName: `Integrationstest Courtage 2${MELDUNGEN.kopieSuffix}`,
    });

    // Delete: gone from load and list; a second delete is 404.
    for (const weg of [kopie.body.id, id, unter]) {
      expect((await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: weg } })).status).toBe(
        200,
      );
      const nichtDa = await laden(weg);
      expect(nichtDa.status).toBe(404);
      expect(nichtDa.body.message).toBe(MELDUNGEN.schnittstelleNichtGefunden(weg));
    }
    expect((await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } })).status).toBe(404);
    expect((await liste()).map((z) => z.id)).not.toContain(id);
    // Saving the head of a deleted interface must not bring it back.
    const tot = await rufe(ROUTEN.schnittstelleSpeichern, { als: 'admin', query: { id }, body: kopf });
    expect(tot.status).toBe(404);
    expect((await laden(id)).status).toBe(404);
  });

  it('listet eingebaute und gespeicherte Interfaces und filtert nach Gesellschaft und Namensteil', async () => {
    const id = await anlegen({
      interfaceName: 'Filtertest Nordstern',
      gesellschaft: 'Nordstern Lebensversicherung AG',
    });
    const alle = await liste();
    expect(alle.some((z) => z.eingebaut)).toBe(true);
    expect(alle.find((z) => z.id === id)).toMatchObject({
      eingebaut: false,
      interfaceName: 'Filtertest Nordstern',
    });
    expect(alle.map((z) => z.id)).toEqual([...alle.map((z) => z.id)].sort((a, b) => a - b));
    expect(alle.filter((z) => z.eingebaut).every((z) => z.id < ERSTE_EIGENE_SCHNITTSTELLEN_ID)).toBe(true);

    const nachFirma = await liste({ gesellschaft: 'Nordstern Lebensversicherung AG' });
    expect(nachFirma.map((z) => z.id)).toEqual([id]);
    expect(
      (await liste({ gesellschaft: 'PARAMETER_ALLE', interfaceName: 'filtertest nord' })).map((z) => z.id),
    ).toEqual([id]);
    expect(await liste({ interfaceName: 'gibt es sicher nicht' })).toEqual([]);

    const optionen = await rufe(ROUTEN.schnittstellenOptionen, { als: 'importsicht' });
    expect(optionen.status).toBe(200);
    expect(optionen.body.gesellschaften[0]).toEqual({
      label: GESELLSCHAFT_ALLGEMEIN,
      value: GESELLSCHAFT_ALLGEMEIN,
    });
    expect(optionen.body.gesellschaften).toContainEqual({
      label: 'Muster Versicherung AG',
      value: 'Muster Versicherung AG',
    });
    expect(optionen.body.interfaces).toContainEqual({
      label: `${id} – Filtertest Nordstern`,
      value: String(id),
    });
    await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } });
  });

  it('zeigt eingebaute Interfaces, verweigert jede Änderung mit 409 und kopiert sie', async () => {
    const { id } = await eingebautes();
    const original = await laden(id);
    expect(original.status).toBe(200);
    expect(original.body.eingebaut).toBe(true);
    const meldung = MELDUNGEN.schnittstelleEingebaut(id);
    const versuche = [
      rufe(ROUTEN.schnittstelleSpeichern, { als: 'admin', query: { id }, body: kopf }),
      rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } }),
      rufe(ROUTEN.schnittstellenFeldSpeichern, {
        als: 'admin',
        query: { interface: id },
        body: { name: 'Neu', art: 1 },
      }),
      rufe(ROUTEN.schnittstellenFeldLoeschen, { als: 'admin', query: { interface: id, name: 'egal' } }),
      rufe(ROUTEN.multiInterfaceSpeichern, {
        als: 'admin',
        query: { interface: id },
        body: { newItabSid: id + 1 },
      }),
      rufe(ROUTEN.multiInterfaceLoeschen, { als: 'admin', query: { interface: id, lfdno: 1 } }),
    ];
    for (const antwort of await Promise.all(versuche)) {
      expect(antwort.status).toBe(409);
      expect(antwort.body.message).toBe(meldung);
    }
    expect((await laden(id)).body).toEqual(original.body);

    const kopie = await rufe(ROUTEN.schnittstelleKopieren, { als: 'admin', query: { id } });
    expect(kopie.status).toBe(200);
    const kopiert = (await laden(kopie.body.id)).body;
    expect(kopiert).toEqual({
      ...original.body,
      id: kopie.body.id,
      eingebaut: false,
      interfaceName: `${original.body.interfaceName}${MELDUNGEN.kopieSuffix}`,
    });
    // The copy is editable.
    expect(
      (
        await rufe(ROUTEN.schnittstellenFeldSpeichern, {
          als: 'admin',
          query: { interface: kopie.body.id },
          body: { name: 'Zusatzfeld aus dem Test', art: 1, position: 1, len: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: kopie.body.id } })).status,
    ).toBe(200);
  });

  it('antwortet auf fehlende Pflichtangaben mit 400 und auf unbekannte Interfaces mit 404', async () => {
    const id = await anlegen({ interfaceName: 'Validierungstest' });
    const ohneName = await rufe(ROUTEN.schnittstellenFeldSpeichern, {
      als: 'admin',
      query: { interface: id },
      body: { name: '  ', art: 1 },
    });
    expect(ohneName.status).toBe(400);
    expect(ohneName.body.fehler).toEqual([{ feld: 'body.name', grund: MELDUNGEN.feldNameErforderlich }]);
    const ohneSid = await rufe(ROUTEN.multiInterfaceSpeichern, {
      als: 'admin',
      query: { interface: id },
      body: { description: 'ohne Sub-Interface' },
    });
    expect(ohneSid.status).toBe(400);
    expect(ohneSid.body.fehler).toEqual([
      { feld: 'body.newItabSid', grund: MELDUNGEN.newItabSidErforderlich },
    ]);
    const ohneKopf = await rufe(ROUTEN.schnittstelleSpeichern, {
      als: 'admin',
      body: { ...kopf, interfaceName: '', gesellschaft: '' },
    });
    expect(ohneKopf.status).toBe(400);
    expect(ohneKopf.body.fehler).toEqual(
      expect.arrayContaining([
        { feld: 'body.interfaceName', grund: MELDUNGEN.interfaceNameErforderlich },
        { feld: 'body.gesellschaft', grund: MELDUNGEN.gesellschaftErforderlich },
      ]),
    );
    const lfdnoText = await rufe(ROUTEN.multiInterfaceSpeichern, {
      als: 'admin',
      query: { interface: id, name: 'eins' },
      body: { newItabSid: 1 },
    });
    expect(lfdnoText.status).toBe(400);
    expect((await laden(id)).body).toMatchObject({ felder: [], multiInterfaces: [] });

    const fehlt = 999_999_999;
    expect((await laden(fehlt)).status).toBe(404);
    expect((await laden(fehlt)).body.message).toBe(MELDUNGEN.schnittstelleNichtGefunden(fehlt));
    for (const antwort of await Promise.all([
      rufe(ROUTEN.schnittstelleKopieren, { als: 'admin', query: { id: fehlt } }),
      rufe(ROUTEN.schnittstelleSpeichern, { als: 'admin', query: { id: fehlt }, body: kopf }),
      rufe(ROUTEN.schnittstellenFeldSpeichern, {
        als: 'admin',
        query: { interface: fehlt },
        body: { name: 'a', art: 1 },
      }),
      rufe(ROUTEN.multiInterfaceLoeschen, { als: 'admin', query: { interface: fehlt, lfdno: 1 } }),
    ])) {
      expect(antwort.status).toBe(404);
    }
    await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } });
  });

  it('verliert bei gleichzeitigen Feldänderungen keine (optimistische Sperre je Interface)', async () => {
    const id = await anlegen({ interfaceName: 'Gleichzeitigkeitstest' });
    const namen = ['A', 'B', 'C', 'D'];
    const antworten = await Promise.all(
      namen.map((name) =>
        rufe(ROUTEN.schnittstellenFeldSpeichern, {
          als: 'admin',
          query: { interface: id },
          body: { name, art: 1 },
        }),
      ),
    );
    expect(antworten.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const felder = (await laden(id)).body.felder.map((f: { name: string }) => f.name);
    expect([...felder].sort()).toEqual(namen);
    await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } });
  });

  it('verweigert Änderungen ohne die Rolle INTERN (403) und ändert nichts', async () => {
    const id = await anlegen({ interfaceName: 'Berechtigungstest' });
    const vorher = (await laden(id)).body;
    // The interfaces a refused attempt would have made (others' test files make their own meanwhile).
    const eigene = async () =>
      (await liste())
        .filter((z) =>
          [kopf.interfaceName, 'gekapert', 'Berechtigungstest'].some((n) => z.interfaceName.startsWith(n)),
        )
        .map((z) => z.id)
        .sort();
    const eigeneVorher = await eigene();
    for (const als of ['importsicht', 'viewintern', 'datenimport']) {
      const versuche = [
        rufe(ROUTEN.schnittstelleSpeichern, { als, body: kopf }),
        rufe(ROUTEN.schnittstelleSpeichern, {
          als,
          query: { id },
          body: { ...kopf, interfaceName: 'gekapert' },
        }),
        rufe(ROUTEN.schnittstelleLoeschen, { als, query: { id } }),
        rufe(ROUTEN.schnittstelleKopieren, { als, query: { id } }),
        rufe(ROUTEN.schnittstellenFeldSpeichern, {
          als,
          query: { interface: id },
          body: { name: 'x', art: 1 },
        }),
        rufe(ROUTEN.schnittstellenFeldLoeschen, { als, query: { interface: id, name: 'x' } }),
        rufe(ROUTEN.multiInterfaceSpeichern, { als, query: { interface: id }, body: { newItabSid: 1 } }),
        rufe(ROUTEN.multiInterfaceLoeschen, { als, query: { interface: id, lfdno: 1 } }),
      ];
      for (const antwort of await Promise.all(versuche)) {
        expect(antwort.status).toBe(403);
        expect(antwort.body.message).toBe(MELDUNGEN.keineBerechtigung);
      }
    }
    // Those who may read, read.
    expect((await laden(id, 'importsicht')).status).toBe(200);
    expect((await rufe(ROUTEN.schnittstellenFilter, { als: 'viewintern', body: {} })).status).toBe(200);
    // …and nobody without the import right.
    expect((await laden(id, 'makler')).status).toBe(403);
    expect((await laden(id)).body).toEqual(vorher);
    expect(await eigene()).toEqual(eigeneVorher);
    await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id } });
  });
});
