/**
 * Where an access's password may go, as the access page saves it (functions/src/abholung/
 * zugaenge.ts, bipro/dienstAdresse.ts): through the API as `admin`, an address that is not a
 * public server's by name, or carries user info, is refused with its field; a save that points
 * the STS or the transfer service at another server must give the password — and the
 * certificate, where the access has one — again, and nothing is changed when it does not.
 *
 * The local stack allows http and loopback for its simulated insurers (BIPRO_LOKALE_DIENSTE):
 * what it refuses here it refuses in AWS too; http itself is refused by the unit tests.
 */
import { describe, expect, it } from 'vitest';
import { ROUTEN, ZUGANG_SEITE_TEXTE as T, type ZugangEingabe } from '@lieferdesk/shared';
import { TEST_ZERTIFIKATE as Z } from '../../functions/test/bipro/zertifikate';
import { rufe } from '../helpers/api';
import { zugangEingabe } from '../helpers/zugang';

const eingabe = (o: Partial<ZugangEingabe> = {}) => zugangEingabe('Adresse', o);

const speichern = (body: ZugangEingabe, id?: number) =>
  rufe(ROUTEN.zugangSpeichern, { als: 'admin', body, ...(id === undefined ? {} : { query: { id } }) });

const laden = async (id: number) => (await rufe(ROUTEN.zugangLaden, { als: 'admin', query: { id } })).body;

async function anlegen(o: Partial<ZugangEingabe> = {}): Promise<{ id: number; basis: ZugangEingabe }> {
  const basis = eingabe(o);
  const antwort = await speichern({ ...basis, passwort: 'Geheim-4711!' });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return { id: antwort.body.id as number, basis };
}

describe('Adressen eines BiPRO-Zugangs', () => {
  it('eine Adresse, die kein öffentlicher Server mit Namen ist, wird beim Feld abgewiesen', async () => {
    const faelle: [Partial<ZugangEingabe>, string, string][] = [
      [{ stsUrl: 'http://169.254.169.254/latest/meta-data/' }, 'stsUrl', 'link-lokale'],
      [{ transferUrl: 'https://0x0a000001/430' }, 'transferUrl', 'privaten Netzes'],
      [{ stsUrl: 'https://[::ffff:169.254.169.254]/410' }, 'stsUrl', 'link-lokale'],
      [{ stsUrl: 'https://makler:Geheim@sts.muster.example/410' }, 'stsUrl', 'keine Zugangsdaten'],
    ];
    for (const [aenderung, feld, grund] of faelle) {
      const antwort = await speichern({ ...eingabe(aenderung), passwort: 'Geheim-4711!' });
      expect(antwort.status, JSON.stringify(aenderung)).toBe(400);
      expect(antwort.body.fehler).toHaveLength(1);
      expect(antwort.body.fehler[0].feld).toBe(feld);
      expect(antwort.body.fehler[0].grund).toContain(grund);
    }
  });

  it('ein anderer STS-Server nur mit dem Passwort in derselben Speicherung', async () => {
    const { id, basis } = await anlegen();
    const woanders = { ...basis, stsUrl: 'https://sts.angreifer.example/410' };

    const ohne = await speichern(woanders, id);
    expect(ohne.status).toBe(400);
    expect(ohne.body).toMatchObject({
      message: T.passwortNachServerwechsel,
      fehler: [{ feld: 'passwort', grund: T.passwortNachServerwechsel }],
    });
    expect(await laden(id)).toMatchObject({ stsUrl: basis.stsUrl, passwortGesetzt: true });

    // Another port is another server too; another path on the same server is not.
    expect(
      (await speichern({ ...basis, transferUrl: 'https://transfer.muster.example:8443/430' }, id)).status,
    ).toBe(400);
    expect((await speichern({ ...basis, stsUrl: 'https://sts.muster.example/bipro/410' }, id)).status).toBe(
      200,
    );

    const mit = await speichern({ ...woanders, passwort: 'Neues-Geheimnis-1' }, id);
    expect(mit.status, JSON.stringify(mit.body)).toBe(200);
    expect(await laden(id)).toMatchObject({ stsUrl: woanders.stsUrl, passwortGesetzt: true });
    expect((await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } })).status).toBe(200);
  });

  it('mit Zertifikat: ein anderer Transfer-Server auch nur mit dem Zertifikat (oder ohne es)', async () => {
    const { id, basis } = await anlegen({ zertifikat: Z.client });
    const woanders = {
      ...basis,
      zertifikat: undefined,
      transferUrl: 'https://transfer.angreifer.example/430',
    };

    const nurPasswort = await speichern({ ...woanders, passwort: 'Neues-Geheimnis-1' }, id);
    expect(nurPasswort.status).toBe(400);
    expect(nurPasswort.body.fehler).toEqual([
      { feld: 'zertifikat.pem', grund: T.zertifikatNachServerwechsel },
    ]);
    const nichts = await speichern(woanders, id);
    expect(nichts.body.fehler.map((f: { feld: string }) => f.feld)).toEqual(['passwort', 'zertifikat.pem']);
    expect(await laden(id)).toMatchObject({ transferUrl: basis.transferUrl, zertifikatGesetzt: true });

    const mit = await speichern({ ...woanders, passwort: 'Neues-Geheimnis-1', zertifikat: Z.client }, id);
    expect(mit.status, JSON.stringify(mit.body)).toBe(200);
    expect(await laden(id)).toMatchObject({ transferUrl: woanders.transferUrl, zertifikatGesetzt: true });

    const entfernt = await speichern(
      { ...woanders, transferUrl: basis.transferUrl, passwort: 'Geheimnis-2', zertifikatEntfernen: true },
      id,
    );
    expect(entfernt.status, JSON.stringify(entfernt.body)).toBe(200);
    expect(await laden(id)).toMatchObject({ transferUrl: basis.transferUrl, zertifikatGesetzt: false });
    expect((await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } })).status).toBe(200);
  });
});
