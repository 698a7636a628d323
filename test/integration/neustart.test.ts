/**
 * `npm start` keeps its data: a second start on the same folder finds what users changed and
 * does not seed the demo data again (a deleted demo category stays deleted).
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { rufe } from '../helpers/api';
import { datenordner } from '../helpers/datenordner';

const verzeichnis = datenordner('lieferdesk-neustart-');
let laufend: LokalerStack | undefined;
afterAll(async () => {
  await laufend?.beenden();
  rmSync(verzeichnis, { recursive: true, force: true });
});

describe('Neustart des lokalen Stacks', () => {
  it('behält Änderungen und spielt die Demodaten nicht erneut ein', async () => {
    laufend = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: true, vorladen: false });
    const erster = laufend;
    // Fresh data: npm start seeds the demo deliveries after such a start (demo/lieferungen.ts).
    expect(erster.tabelleNeu).toBe(true);
    expect(
      (
        await rufe(ROUTEN.kategorieLoeschen, {
          stack: erster,
          als: 'kategorien',
          query: { gevoArt: 110004000 },
        })
      ).status,
    ).toBe(200);
    const neu = { gevoArt: 990009000, hauptKategorie: 'Neustart', unterKategorie: 'bleibt', kategorieFK: 10 };
    expect(
      (await rufe(ROUTEN.kategorieAnlegen, { stack: erster, als: 'kategorien', body: neu })).status,
    ).toBe(200);
    await erster.beenden();
    laufend = undefined;

    laufend = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: true, vorladen: false });
    const zweiter = laufend;
    expect(zweiter.tabelleNeu).toBe(false);
    expect(zweiter.cognito.userPoolId).toBe(erster.cognito.userPoolId);
    const liste = await rufe(ROUTEN.kategorienListe, { stack: zweiter, als: 'admin' });
    expect(liste.status).toBe(200);
    const codes = liste.body.rows.map((k: { gevoArt: number }) => k.gevoArt);
    expect(codes).toContain(990009000);
    expect(codes).not.toContain(110004000);
    expect(codes).toContain(110001000);
  });
});
