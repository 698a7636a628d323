/**
 * An access's schedule and password follow the access (reference §7 "BiPRO accesses"): saving
 * sets the access's download times as schedules in the local scheduler (the port EventBridge
 * Scheduler serves in AWS) and its password into the secrets stand-in; inactive, it has none;
 * deleting removes schedule and password; a restarted scheduler gets every access's schedule
 * back. The use cases run in this process against DynamoDB Local, with the two ports installed
 * here, so the scheduler's state can be read.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZugangEingabe } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  zeitplaeneWiederherstellen,
  zugangLaden,
  zugangLoeschen,
  zugangSpeichern,
  zugangsZeitplan,
} from '@lieferdesk/functions/abholung/zugaenge';
import { passwortGeheimnis } from '@lieferdesk/functions/abholung/zugangsClient';
import { geheimnisLesen } from '@lieferdesk/functions/geheimnisse/index';
import { zeitplanName } from '@lieferdesk/functions/zeitplaene/index';
import { installiereLokaleGeheimnisse } from '../../infra/local/geheimnisse';
import { starteLokaleZeitplaene, type LokaleZeitplaene } from '../../infra/local/zeitplaene';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { datenordner } from '../helpers/datenordner';

let db: Datenbank;
let zeitplaene: LokaleZeitplaene;
let geheimnisseEntfernen: () => void;
const verzeichnis = datenordner('lieferdesk-zugang-zeitplan-');
const geheimnisDatei = join(verzeichnis, 'geheimnisse.json');
const gestartet: unknown[] = [];

beforeAll(() => {
  db = stackUmgebung();
  zeitplaene = starteLokaleZeitplaene({ starte: async (eingabe) => void gestartet.push(eingabe) });
  geheimnisseEntfernen = installiereLokaleGeheimnisse(geheimnisDatei);
});
afterAll(() => {
  zeitplaene.beenden();
  geheimnisseEntfernen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

const eingabe = (o: Partial<ZugangEingabe> = {}): ZugangEingabe => ({
  gesellschaftId: 1,
  extZugangBezeichnung: `Zeitplan ${eindeutigeMarke()}`,
  maklernr: '10001',
  stsUrl: 'https://sts.example.invalid/410',
  transferUrl: 'https://transfer.example.invalid/430',
  profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
  benutzername: 'makler',
  abholzeiten: ['06:30', '13:00'],
  aktiv: true,
  gdvEinlesen: false,
  ...o,
});

const zeitplanDes = (id: number) =>
  zeitplaene.alle().find((z) => z.name === zeitplanName(zugangsZeitplan(id)));

describe('Zeitplan und Passwort eines BiPRO-Zugangs', () => {
  it('setzt die Abholzeiten als Zeitpläne, das Passwort ins Geheimnis; inaktiv keine; gelöscht nichts mehr', async () => {
    const id = await zugangSpeichern(eingabe({ passwort: 'Erstes-Passwort' }), undefined, { db });
    expect(zeitplanDes(id)).toMatchObject({
      ausdruecke: ['cron(30 6 * * ? *)', 'cron(0 13 * * ? *)'],
      strecke: 'abholen',
      eingabe: { zugangId: id, anlass: 'zeitplan' },
    });
    expect(await geheimnisLesen(passwortGeheimnis(id))).toBe('Erstes-Passwort');
    expect(readFileSync(geheimnisDatei, 'utf8')).toContain('Erstes-Passwort');
    const geladen = await zugangLaden(id, db);
    expect(geladen.passwortGesetzt).toBe(true);
    expect(JSON.stringify(geladen)).not.toContain('Erstes-Passwort');

    // Fired now, the schedule starts a run of the download pipeline with a run id of its own.
    await zeitplaene.ausloesen(zeitplanName(zugangsZeitplan(id)));
    expect(gestartet.at(-1)).toMatchObject({ zugangId: id, anlass: 'zeitplan', laufId: expect.any(String) });

    // Saved without a password: the stored one stays; inactive: no schedule.
    await zugangSpeichern(eingabe({ aktiv: false, abholzeiten: ['07:00'] }), id, { db });
    expect(zeitplanDes(id)).toBeUndefined();
    expect(await geheimnisLesen(passwortGeheimnis(id))).toBe('Erstes-Passwort');
    await zugangSpeichern(eingabe({ abholzeiten: ['07:00'] }), id, { db });
    expect(zeitplanDes(id)?.ausdruecke).toEqual(['cron(0 7 * * ? *)']);

    // The scheduler forgot everything (a restart of the local stack): every access's schedule back.
    zeitplaene.beenden();
    zeitplaene = starteLokaleZeitplaene({ starte: async (e) => void gestartet.push(e) });
    expect(zeitplanDes(id)).toBeUndefined();
    expect(await zeitplaeneWiederherstellen(db)).toBeGreaterThan(0);
    expect(zeitplanDes(id)?.ausdruecke).toEqual(['cron(0 7 * * ? *)']);

    await zugangLoeschen(id, db);
    expect(zeitplanDes(id)).toBeUndefined();
    expect(await geheimnisLesen(passwortGeheimnis(id))).toBeUndefined();
    await expect(zugangLaden(id, db)).rejects.toThrow(`Der Zugang ${id} wurde nicht gefunden.`);
  });

  it('verlangt für einen neuen Zugang ein Passwort und eine bekannte Gesellschaft', async () => {
    await expect(zugangSpeichern(eingabe(), undefined, { db })).rejects.toThrow(
      'Für einen neuen Zugang ist ein Passwort erforderlich.',
    );
    await expect(
      zugangSpeichern(eingabe({ gesellschaftId: 999_999, passwort: 'x' }), undefined, { db }),
    ).rejects.toThrow('Die Gesellschaft 999999 ist nicht bekannt.');
  });
});
