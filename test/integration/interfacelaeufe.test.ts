/**
 * Planned interface runs against the local stack (reference §2.14, §2.16, §5, §7 "Import monitor",
 * §8): a run saved, changed and deleted with its schedule — the state of the local scheduler (the
 * port EventBridge Scheduler serves in AWS) read here, so the use cases run in this process against
 * DynamoDB Local with a scheduler of this process, whose due start runs the check's task as the
 * machine does —; the check with a file that came in time and without one, twice for one day;
 * the missed run in the monitor's answer and confirm_interface for it and for an unknown one. The
 * routes are called through the stack's API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strecke, StreckenStart } from '@lieferdesk/events';
import {
  geplanterLaufEingabe,
  INTERFACELAUF_TEXTE as T,
  MELDUNGEN,
  MONITOR_TEXTE,
  ROUTEN,
  type ImportMonitorZeile,
} from '@lieferdesk/shared';
import { handler as pruefenAufgabe } from '@lieferdesk/functions/aufgaben/interfacelauf-pruefen';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { schnittstellenVerwaltung } from '@lieferdesk/functions/schnittstellen/verwaltung';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { interfacelaufZeitplan } from '@lieferdesk/functions/interfacelaeufe/zeitplan';
import {
  interfacelaufLoeschen,
  interfacelaufSpeichern,
  interfacelaufZeitplaeneWiederherstellen,
} from '@lieferdesk/functions/interfacelaeufe/verwaltung';
import { LAUF_ID_MARKE, zeitplanName } from '@lieferdesk/functions/zeitplaene/index';
import { starteLokaleZeitplaene, type LokaleZeitplaene } from '../../infra/local/zeitplaene';
import { rufe } from '../helpers/api';
import { deutscheUhrzeit, deutscherTag } from '../helpers/deutscheZeit';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';

const MARKE = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(700_000, 799_999), name: `Interfacelauf ${MARKE}` };
const MO_DO = [true, false, false, true, false, false, false];
const TAEGLICH = Array<boolean>(7).fill(true);
const MINUTE_MS = 60_000;

let db: Datenbank;
let zeitplaene: LokaleZeitplaene;
/** What the check's task answered to each start the scheduler made. */
const pruefungen: { strecke: Strecke; eingabe: StreckenStart; ergebnis: unknown }[] = [];
/** The machine "Interfacelaufpruefung" is this one task (infra/src/interfacelaufpruefung.ts). */
const starte = async (eingabe: StreckenStart, strecke: Strecke) => {
  pruefungen.push({ strecke, eingabe, ergebnis: await pruefenAufgabe(eingabe) });
};
let eigenesInterface: { id: number; name: string };
let allgemeinesInterface: { id: number; name: string };

async function interfaceAnlegen(name: string, gesellschaft: string) {
  const id = await schnittstellenVerwaltung(db).anlegen({
    interfaceName: name,
    gesellschaft,
    description: `Beschreibung ${name}`,
    type: 'CSV',
    xml: false,
    keepErrors: false,
    hideErrors: false,
    multiple: false,
    active: true,
    invisible: false,
    unicode: false,
  });
  return { id, name };
}

beforeAll(async () => {
  db = stackUmgebung();
  zeitplaene = starteLokaleZeitplaene({ starte });
  await gesellschaftenRepository(db).speichern(firma);
  eigenesInterface = await interfaceAnlegen(`Lauf ${MARKE} Bestand`, firma.name);
  allgemeinesInterface = await interfaceAnlegen(`Lauf ${MARKE} Allgemein`, 'Allgemein');
});
afterAll(() => zeitplaene.beenden());

const speichern = (eingabe: object) =>
  interfacelaufSpeichern({ name: 'admin' }, geplanterLaufEingabe.parse(eingabe), { db });
const zeitplanDes = (id: number) =>
  zeitplaene.alle().find((z) => z.name === zeitplanName(interfacelaufZeitplan(id)));

describe('Geplante Interfaceläufe: Pflege mit Zeitplan', () => {
  it('legt einen Lauf mit seinem Zeitplan an, ändert ihn, stellt ihn nach einem Neustart wieder her, nimmt ihm ohne Tag den Zeitplan und löscht ihn', async () => {
    const id = await speichern({
      gesellschaft: firma.name,
      interfaceName: eigenesInterface.name,
      days: MO_DO,
      time: '06:00',
    });
    expect(zeitplanDes(id)).toMatchObject({
      ausdruecke: ['cron(0 6 ? * MON,THU *)'],
      strecke: 'interfacelauf',
      eingabe: { interfacelaufId: id, laufId: LAUF_ID_MARKE },
      naechsteLaeufe: [expect.any(Date)],
    });
    const geladen = await rufe(ROUTEN.interfacelaufLaden, { als: 'admin', query: { id } });
    expect(geladen.status, JSON.stringify(geladen.body)).toBe(200);
    expect(geladen.body).toEqual({
      id,
      gesellschaft: firma.name,
      interfaceName: eigenesInterface.name,
      interfaceId: eigenesInterface.id,
      description: `Beschreibung ${eigenesInterface.name}`,
      days: MO_DO,
      time: '06:00',
      withInactiveInterfaces: false,
      zeitraum: 'Mo, Do bis 06:00',
    });

    // Changed: the schedule is replaced; without a weekday the run has none.
    await speichern({
      id,
      gesellschaft: firma.name,
      interfaceName: eigenesInterface.name,
      days: TAEGLICH,
      time: '18:30',
    });
    expect(zeitplanDes(id)?.ausdruecke).toEqual(['cron(30 18 * * ? *)']);
    // The scheduler forgot everything (a restart of the local stack): every run's schedule back.
    zeitplaene.beenden();
    zeitplaene = starteLokaleZeitplaene({ starte });
    expect(zeitplanDes(id)).toBeUndefined();
    expect(await interfacelaufZeitplaeneWiederherstellen(db)).toBeGreaterThan(0);
    expect(zeitplanDes(id)?.ausdruecke).toEqual(['cron(30 18 * * ? *)']);
    const [liste, andere] = await Promise.all([
      rufe(ROUTEN.geplanteInterfacelaeufe, {
        als: 'admin',
        query: { gesellschaft: firma.name, interface: MARKE },
      }),
      rufe(ROUTEN.geplanteInterfacelaeufe, {
        als: 'admin',
        query: { gesellschaft: 'Allgemein', interface: MARKE },
      }),
    ]);
    expect(liste.body.rows).toEqual([expect.objectContaining({ id, zeitraum: 'täglich bis 18:30' })]);
    expect(andere.body.rows).toEqual([]);
    await speichern({
      id,
      gesellschaft: firma.name,
      interfaceName: eigenesInterface.name,
      days: Array(7).fill(false),
      time: '18:30',
    });
    expect(zeitplanDes(id)).toBeUndefined();

    await interfacelaufLoeschen(id, db);
    expect(zeitplanDes(id)).toBeUndefined();
    const weg = await rufe(ROUTEN.interfacelaufLaden, { als: 'admin', query: { id } });
    expect([weg.status, weg.body.message]).toEqual([404, T.nichtGefunden(id)]);
  });

  it('über die API: Auswahl und Beschreibung, Pflichtfelder, unbekanntes Interface, Speichern und Löschen', async () => {
    const [auswahl, allgemein, beschreibung, ohneZeit, fremd] = await Promise.all([
      rufe(ROUTEN.monitorComboboxen, { als: 'admin', query: { gesellschaft: firma.name } }),
      rufe(ROUTEN.monitorComboboxen, { als: 'admin', query: { gesellschaft: 'Allgemein' } }),
      rufe(ROUTEN.interfaceBeschreibungLaden, {
        als: 'admin',
        query: { gesellschaft: firma.name, interface: eigenesInterface.name },
      }),
      rufe(ROUTEN.interfacelaufSpeichern, {
        als: 'admin',
        body: { gesellschaft: firma.name, interfaceName: eigenesInterface.name, days: MO_DO, time: '' },
      }),
      rufe(ROUTEN.interfacelaufSpeichern, {
        als: 'admin',
        body: { gesellschaft: 'Allgemein', interfaceName: eigenesInterface.name, days: MO_DO, time: '06:00' },
      }),
    ]);
    // Both choices answered: a failure says its status and reason, not only what is missing.
    for (const a of [auswahl, allgemein]) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(auswahl.body.gesellschaften[0]).toEqual({ label: 'Allgemein', value: 'Allgemein' });
    expect(auswahl.body.gesellschaften).toContainEqual({ label: firma.name, value: firma.name });
    const namen = (a: typeof auswahl) => a.body.interfaces.map((o: { value: string }) => o.value);
    expect(namen(auswahl)).toEqual(
      expect.arrayContaining([eigenesInterface.name, allgemeinesInterface.name]),
    );
    // 'Allgemein' (any company) offers the general interfaces, not one company's own.
    expect(namen(allgemein)).toContain(allgemeinesInterface.name);
    expect(namen(allgemein)).not.toContain(eigenesInterface.name);
    expect(beschreibung.body).toEqual({
      interfaceId: eigenesInterface.id,
      description: `Beschreibung ${eigenesInterface.name}`,
    });
    expect([ohneZeit.status, ohneZeit.body.message]).toEqual([
      400,
      expect.stringContaining(MELDUNGEN.interfacelaufPflichtfelder),
    ]);
    expect([fremd.status, fremd.body.message]).toEqual([
      400,
      T.interfaceUnbekannt(eigenesInterface.name, 'Allgemein'),
    ]);

    const gespeichert = await rufe(ROUTEN.interfacelaufSpeichern, {
      als: 'admin',
      body: { interfaceName: allgemeinesInterface.name, days: MO_DO, time: '07:15' },
    });
    expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);
    const id = gespeichert.body.id as number;
    const geladen = await rufe(ROUTEN.interfacelaufLaden, { als: 'importsicht', query: { id } });
    expect(geladen.body).toMatchObject({ gesellschaft: 'Allgemein', zeitraum: 'Mo, Do bis 07:15' });
    const geloescht = await rufe(ROUTEN.interfacelaufLoeschen, { als: 'admin', query: { id } });
    expect(geloescht.status).toBe(200);
    const nochmal = await rufe(ROUTEN.interfacelaufLoeschen, { als: 'admin', query: { id } });
    expect([nochmal.status, nochmal.body.message]).toEqual([404, T.nichtGefunden(id)]);
  });
});

async function monitor(als: string, body: object): Promise<ImportMonitorZeile[]> {
  const antwort = await rufe(ROUTEN.monitorFilter, { als, body });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body.rows;
}

describe('Geplante Interfaceläufe: Prüfung und Bestätigung im Monitor', () => {
  it('ohne Datei bis zur Zeit eine Zeile je Lauf und Tag (auch zweimal geprüft), mit Datei keine; bestätigt bleibt sie', async () => {
    // Due five minutes ago, every day: the check is for today's time (or, just after midnight, yesterday's).
    const jetzt = Date.now();
    const zeit = deutscheUhrzeit(new Date(jetzt - 5 * MINUTE_MS));
    const mitDatei = await speichern({
      gesellschaft: firma.name,
      interfaceName: eigenesInterface.name,
      days: TAEGLICH,
      time: zeit,
    });
    const ohneDatei = await speichern({
      interfaceName: allgemeinesInterface.name,
      days: TAEGLICH,
      time: zeit,
    });
    const dateien = importDateienRepository(db);
    const datei = async (i: { id: number; name: string }, vorMinuten: number) =>
      dateien.anlegen({
        id: await dateien.neueId(),
        fileName: `lauf-${MARKE}-${i.id}-${vorMinuten}.txt`,
        bucket: 'test',
        key: `test-interfacelauf/${MARKE}/${i.id}/${vorMinuten}`,
        modus: 1,
        status: DATEI_STATUS.gelesen,
        dateFrom: new Date(jetzt - vorMinuten * MINUTE_MS).toISOString(),
        numRows: 1,
        gesellschaft: firma.name,
        interfaceId: i.id,
        interfaceName: i.name,
        journal: [],
      });
    // In time for the one; for the other only after its time (too late for this day).
    await datei(eigenesInterface, 10);
    await datei(allgemeinesInterface, 1);

    await zeitplaene.ausloesen(interfacelaufZeitplan(mitDatei));
    await zeitplaene.ausloesen(interfacelaufZeitplan(ohneDatei));
    await zeitplaene.ausloesen(interfacelaufZeitplan(ohneDatei));
    // The starts of these two runs (any other run of the shared table may be due meanwhile).
    const dieser = pruefungen.filter((p) =>
      [mitDatei, ohneDatei].includes((p.eingabe as { interfacelaufId?: number }).interfacelaufId ?? 0),
    );
    expect(dieser).toEqual(
      [mitDatei, ohneDatei, ohneDatei].map((interfacelaufId, i) => ({
        strecke: 'interfacelauf',
        eingabe: { interfacelaufId, laufId: expect.any(String) },
        ergebnis: { erwartetAm: expect.any(String), versaeumt: i > 0 },
      })),
    );
    const erwartetAm = (dieser.at(-1)!.ergebnis as { erwartetAm: string }).erwartetAm;
    expect(jetzt - Date.parse(erwartetAm)).toBeGreaterThanOrEqual(5 * MINUTE_MS);
    expect(jetzt - Date.parse(erwartetAm)).toBeLessThan(6 * MINUTE_MS);
    const tag = deutscherTag(new Date(erwartetAm));
    const filter = { dateFrom: tag, dateTo: tag, interfaceName: allgemeinesInterface.name };

    const [zeilen, eigene, makler] = await Promise.all([
      monitor('admin', filter),
      monitor('admin', { dateFrom: tag, dateTo: tag, interfaceName: eigenesInterface.name }),
      monitor('importsicht', filter),
    ]);
    const geplant = (z: ImportMonitorZeile[]) => z.filter((r) => r.plannedRunId !== undefined);
    expect(geplant(zeilen)).toEqual([
      expect.objectContaining({
        plannedRunId: ohneDatei,
        statusErrors: MONITOR_TEXTE.status.nichtGelaufen,
        gesellschaft: 'Allgemein',
        interfaceName: allgemeinesInterface.name,
        interfaceId: allgemeinesInterface.id,
        dateFrom: erwartetAm,
        fileId: 0,
        hasConfirmAction: true,
        hasImportResult: false,
      }),
    ]);
    expect(geplant(eigene)).toEqual([]);
    // No broker's line: a broker's monitor does not show it.
    expect(geplant(makler)).toEqual([]);

    const bestaetigen = (interfaceId: number, dateFrom: string, als = 'admin') =>
      rufe(ROUTEN.monitorInterfaceBestaetigen, { als, body: { interfaceId, dateFrom } });
    const fremd = await bestaetigen(allgemeinesInterface.id, erwartetAm, 'importsicht');
    expect(fremd.status).toBe(404);
    const bestaetigt = await bestaetigen(allgemeinesInterface.id, erwartetAm);
    expect([bestaetigt.status, bestaetigt.body.message]).toEqual([
      200,
      `Geplantes nicht gelaufenes Interface ${allgemeinesInterface.name} wurde bestätigt.`,
    ]);
    const [nochmal, unbekannt] = await Promise.all([
      bestaetigen(allgemeinesInterface.id, erwartetAm),
      bestaetigen(allgemeinesInterface.id, new Date(Date.parse(erwartetAm) + MINUTE_MS).toISOString()),
    ]);
    expect([nochmal.status, nochmal.body.message]).toEqual([
      409,
      `Fehler: ${allgemeinesInterface.name} wurde nicht bestätigt!`,
    ]);
    expect(unbekannt.status).toBe(404);
    expect(unbekannt.body.message).toContain(
      `Fehler: Interface ${allgemeinesInterface.id} wurde nicht bestätigt!`,
    );

    // Checked again after the confirmation: still the one line, still confirmed.
    await zeitplaene.ausloesen(interfacelaufZeitplan(ohneDatei));
    expect(geplant(await monitor('admin', filter))).toEqual([
      expect.objectContaining({
        plannedRunId: ohneDatei,
        status: MONITOR_TEXTE.status.nichtGelaufenBestaetigt,
        hasConfirmAction: false,
      }),
    ]);
    await Promise.all([interfacelaufLoeschen(mitDatei, db), interfacelaufLoeschen(ohneDatei, db)]);
  });
});
