/**
 * A download run killed between storing a shipment and acknowledging it (reference §4 "Download
 * job"): a local stack in a process group of its own (kept data, as `npm start`) gets a
 * shipment whose acknowledgement the insurer holds back, and is killed with SIGKILL while it
 * waits. Nothing was acknowledged; the next start on the same data releases the access with the
 * reason, and the next run stores nothing twice — the shipment's files are found by their claims
 * — and acknowledges it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { starteVersicherer, type Versicherer } from '../../infra/local/versicherer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { abklingzeitVorbei } from '../helpers/abklingzeit';
import { stackKinder, type StackKind } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const { starteKind, toeten, aufraeumen } = stackKinder('lieferdesk-abholung-abbruch-');
const MUSTER = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 1)!;
const PASSWORT = 'Abbruch-Passwort-1';
let versicherer: Versicherer | undefined;

afterAll(async () => {
  await versicherer?.beenden();
  aufraeumen();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

async function dateienDes(kind: StackKind, zugangId: number) {
  const repo = biproDateienRepository(kind.db);
  const monat = monatVon(new Date());
  const faecher = ['dokument-0', 'dokument-1', 'dokument-2', 'archiv'];
  return (await Promise.all(faecher.map((f) => repo.imMonat(f, monat))))
    .flat()
    .filter((d) => d.zugangId === zugangId);
}

async function neustarten(kind: StackKind) {
  const start = await kind.rufe(ROUTEN.downloadJobNeustarten, { query: { gesellschaft: MUSTER.name } });
  expect(start.status, start.text).toBe(200);
}

describe('Abholung, getötet zwischen Ablegen und Quittieren', () => {
  it('quittiert nichts vor dem Ablegen, gibt den Zugang beim nächsten Start frei und legt danach nichts doppelt ab', async () => {
    const v = await starteVersicherer({
      benutzer: 'abbruch',
      passwort: PASSWORT,
      lieferungen: [
        {
          id: 'ABBRUCH-1',
          kategorie: '100007000',
          einstellzeitpunkt: '2026-11-20T08:00:00.000Z',
          transfers: [
            { versicherungsscheinnummer: '59999999999', dateien: [{ dateiname: 'a.pdf', inhalt: pdf('a') }] },
            { versicherungsscheinnummer: '59999999997', dateien: [{ dateiname: 'b.pdf', inhalt: pdf('b') }] },
          ],
        },
      ],
    });
    versicherer = v;
    // The insurer holds the acknowledgement before making it: the run waits there.
    v.stoeren({ art: 'verzoegern', ms: 10 * 60_000, vorher: true, aufruf: 'acknowledgeShipment' });

    let kind = await starteKind();
    const gespeichert = await kind.rufe(ROUTEN.zugangSpeichern, {
      body: {
        gesellschaftId: MUSTER.gesellschaftId,
        extZugangBezeichnung: 'Abbruch',
        maklernr: '10001',
        stsUrl: v.stsUrl,
        transferUrl: v.transferUrl,
        profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
        benutzername: 'abbruch',
        passwort: PASSWORT,
        abholzeiten: [],
        aktiv: true,
        gdvEinlesen: false,
      },
    });
    expect(gespeichert.status, gespeichert.text).toBe(200);
    const zugangId = gespeichert.body.id as number;

    await neustarten(kind);
    // Both files stored: the run is on its way to the acknowledgement, or waiting for it.
    const vorher = await warteBis(
      () => dateienDes(kind, zugangId),
      (d) => d.length === 2,
      { zeit: 60_000, intervall: 100, text: 'die abgelegten Dateien des ersten Laufs' },
    );
    expect(vorher.map((d) => d.fileName).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect((await zugaengeRepository(kind.db).laden(zugangId))?.sperre).toBeDefined();

    await toeten(kind);
    expect(v.quittiert.size).toBe(0);

    kind = await starteKind();
    const freigegeben = await zugaengeRepository(kind.db).laden(zugangId);
    expect(freigegeben?.sperre).toBeUndefined();
    expect(freigegeben?.letzterFehler).toBe(LESE_TEXTE.abbruch.stackBeendet);

    await abklingzeitVorbei(kind.db, zugangId);
    await neustarten(kind);
    await warteBis(
      () => zugaengeRepository(kind.db).laden(zugangId),
      (z) => z?.sperre === undefined && z?.letzterErfolg !== undefined,
      { zeit: 60_000, intervall: 200, text: 'der zweite Lauf' },
    );
    expect([...v.quittiert]).toEqual(['ABBRUCH-1']);
    const danach = await dateienDes(kind, zugangId);
    expect(danach.map((d) => d.id).sort()).toEqual(vorher.map((d) => d.id).sort());
    expect(await biproLieferungenRepository(kind.db).laden(zugangId, 'ABBRUCH-1')).toMatchObject({
      allInputFiles: 2,
      schonErledigteFiles: 2,
      persistedFiles: 0,
      quittiert: true,
    });
    await toeten(kind);
  }, 300_000);
});
