/**
 * The planned runs' check ("Interfacelaufpruefung", reference §2.16) and a stack killed as a crash
 * would kill it (SIGKILL of its process group, started again on the kept data). Two stacks side by
 * side, each on data of its own, so both cases share the one wait for the run's time:
 *
 * - 'lag': the stack is killed before its planned run's time and started again after it. The
 *   restarted scheduler starts the check it missed, for that time.
 * - 'lief': the check started at the time, and the stack is killed while it runs (its DynamoDB
 *   stopped first, so it cannot finish). The restart runs it again, for the same time.
 *
 * Each records the missed run exactly once — in the import monitor, the planned-run line staff
 * confirm there — and 'lag', its line confirmed, killed once more and started again, checks and
 * records nothing again. What ran is read from the executions' histories (kept as AWS keeps
 * them) and the run book.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_TEXTE, ROUTEN, type ImportMonitorZeile } from '@lieferdesk/shared';
import { LAUFBUCH_DATEI, offeneLaeufe } from '../../infra/local/schrittfunktionen';
import { deutscheUhrzeit, deutscherTag } from '../helpers/deutscheZeit';
import { dynamoAnhalten, stackKinder, type StackKind } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const lag = {
  ...stackKinder('lieferdesk-interfacelauf-lag-'),
  id: 0,
  kind: undefined as unknown as StackKind,
};
const lief = {
  ...stackKinder('lieferdesk-interfacelauf-lief-'),
  id: 0,
  kind: undefined as unknown as StackKind,
};
type Fall = typeof lag;
const TAEGLICH = Array<boolean>(7).fill(true);
/** The planned runs' time: the next whole minute that leaves room to save both runs first. */
let faellig: Date;
let interfaceName: string;

afterAll(() => {
  lag.aufraeumen();
  lief.aufraeumen();
});

const starten = (f: Fall) => f.starteKind({ historie: true });

/** The checks a stack on this data started, as their executions' histories hold them. */
function pruefungen(f: Fall): { interfacelaufId: number; faelligAm?: string }[] {
  const ordner = join(f.verzeichnis, 'ausfuehrungen');
  return readdirSync(ordner)
    .filter((datei) => datei.startsWith('Interfacelaufpruefung-'))
    .flatMap((datei) => readFileSync(join(ordner, datei), 'utf8').trim().split('\n'))
    .map(
      (zeile) =>
        JSON.parse(zeile) as { type: string; input?: { interfacelaufId: number; faelligAm?: string } },
    )
    .filter((e) => e.type === 'ExecutionStarted')
    .map((e) => e.input!);
}

/**
 * Once no check is left running on the data (its run book), every check started so far has its
 * whole history: a run leaves the book only after its history is written.
 */
const keinePruefungOffen = (f: Fall) =>
  warteBis(
    () => offeneLaeufe(join(f.verzeichnis, LAUFBUCH_DATEI)).filter((l) => l.strecke === 'interfacelauf'),
    (offen) => offen.length === 0,
    { zeit: 180_000, intervall: 100, text: 'keine laufende Prüfung mehr' },
  );

/** The monitor's planned-run lines of the day of `faellig` for the run (in either monitor). */
async function ausfaelle(f: Fall): Promise<ImportMonitorZeile[]> {
  const tag = deutscherTag(faellig);
  const antworten = await Promise.all(
    ([1, 2] as const).map((modus) =>
      f.kind.rufe(ROUTEN.monitorFilter, { body: { dateFrom: tag, dateTo: tag, interfaceName, modus } }),
    ),
  );
  for (const a of antworten) expect(a.status, a.text).toBe(200);
  return antworten.flatMap((a) => a.body.rows as ImportMonitorZeile[]).filter((z) => z.plannedRunId === f.id);
}

const einmalVersaeumt = (f: Fall) =>
  warteBis(
    () => ausfaelle(f),
    (z) => z.length > 0,
    { zeit: 180_000, intervall: 250, text: 'die Zeile des versäumten Laufs' },
  );

beforeAll(async () => {
  [lag.kind, lief.kind] = await Promise.all([starten(lag), starten(lief)]);
  const auswahl = await lag.kind.rufe(ROUTEN.monitorComboboxen, { query: { gesellschaft: 'Allgemein' } });
  expect(auswahl.status, auswahl.text).toBe(200);
  interfaceName = (auswahl.body.interfaces as { value: string }[])[0]!.value;
  faellig = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  // Every day at that minute, any company, an interface no file of this data comes for.
  await Promise.all(
    [lag, lief].map(async (f) => {
      const gespeichert = await f.kind.rufe(ROUTEN.interfacelaufSpeichern, {
        body: { gesellschaft: 'Allgemein', interfaceName, days: TAEGLICH, time: deutscheUhrzeit(faellig) },
      });
      expect(gespeichert.status, gespeichert.text).toBe(200);
      f.id = gespeichert.body.id as number;
    }),
  );

  // 'lag' is down when its time comes.
  await lag.toeten(lag.kind);
  expect(Date.now()).toBeLessThan(faellig.getTime());
  // 'lief' has its table stopped just before, so the check its scheduler starts cannot finish.
  await warteBis(
    () => Date.now(),
    (jetzt) => jetzt >= faellig.getTime() - 2_000,
    { zeit: 90_000, intervall: 100, text: 'kurz vor der Zeit des Laufs' },
  );
  dynamoAnhalten(lief.kind);
  const offen = await warteBis(
    () => offeneLaeufe(join(lief.verzeichnis, LAUFBUCH_DATEI)).filter((l) => l.strecke === 'interfacelauf'),
    (o) => o.length > 0,
    { zeit: 60_000, intervall: 50, text: 'die laufende Prüfung' },
  );
  expect(offen.map((l) => l.pruefung)).toEqual([
    expect.objectContaining({ interfacelaufId: lief.id, faelligAm: faellig.toISOString() }),
  ]);
  // Booked is not yet running: the machine may still be synthesized (seconds on a busy machine).
  // Killed once its execution has begun — its history holds the start — the check is cut short.
  await warteBis(
    () => pruefungen(lief),
    (p) => p.length === 1,
    { zeit: 120_000, intervall: 100, text: 'der Beginn der laufenden Prüfung' },
  );
  await lief.toeten(lief.kind);

  await warteBis(
    () => Date.now(),
    (jetzt) => jetzt > faellig.getTime(),
    { zeit: 90_000, intervall: 100, text: 'die Zeit des Laufs' },
  );
  [lag.kind, lief.kind] = await Promise.all([starten(lag), starten(lief)]);
}, 300_000);

describe('Prüfung geplanter Interfaceläufe, Stack getötet', () => {
  it('vor der Zeit getötet, danach neu gestartet: prüft die versäumte Zeit nach und vermerkt den Ausfall einmal', async () => {
    const [zeile, ...mehr] = await einmalVersaeumt(lag);
    expect(mehr).toEqual([]);
    expect(zeile).toMatchObject({
      plannedRunId: lag.id,
      statusErrors: MONITOR_TEXTE.status.nichtGelaufen,
      interfaceName,
      dateFrom: faellig.toISOString(),
      hasConfirmAction: true,
    });
    await keinePruefungOffen(lag);
    expect(pruefungen(lag)).toEqual([
      { interfacelaufId: lag.id, laufId: expect.any(String), faelligAm: faellig.toISOString() },
    ]);
    // The planned-runs screen still lists the run with its time.
    const laeufe = await lag.kind.rufe(ROUTEN.geplanteInterfacelaeufe, { query: {} });
    expect(laeufe.status, laeufe.text).toBe(200);
    expect(laeufe.body.rows).toEqual([
      expect.objectContaining({ id: lag.id, time: deutscheUhrzeit(faellig) }),
    ]);

    // Staff confirm it from the monitor.
    const bestaetigt = await lag.kind.rufe(ROUTEN.monitorInterfaceBestaetigen, {
      body: { interfaceId: zeile!.interfaceId, dateFrom: zeile!.dateFrom },
    });
    expect(bestaetigt.status, bestaetigt.text).toBe(200);
    const [erledigt] = await ausfaelle(lag);
    expect(erledigt).toMatchObject({
      status: MONITOR_TEXTE.status.nichtGelaufenBestaetigt,
      hasConfirmAction: false,
    });

    // Killed and started once more after the miss was recorded: nothing checked or recorded
    // again, the line still the one, still confirmed.
    await lag.toeten(lag.kind);
    lag.kind = await starten(lag);
    await keinePruefungOffen(lag);
    expect(pruefungen(lag)).toHaveLength(1);
    expect(await ausfaelle(lag)).toEqual([erledigt]);
  });

  it('während der Prüfung getötet: prüft nach dem Neustart dieselbe Zeit noch einmal und vermerkt den Ausfall einmal', async () => {
    const [zeile, ...mehr] = await einmalVersaeumt(lief);
    expect(mehr).toEqual([]);
    expect(zeile).toMatchObject({
      plannedRunId: lief.id,
      statusErrors: MONITOR_TEXTE.status.nichtGelaufen,
      dateFrom: faellig.toISOString(),
    });
    await keinePruefungOffen(lief);
    // The one the kill cut short and the one the restart ran, both for the run's time.
    expect(pruefungen(lief)).toEqual(
      [1, 2].map(() => ({
        interfacelaufId: lief.id,
        laufId: expect.any(String),
        faelligAm: faellig.toISOString(),
      })),
    );
    await lief.toeten(lief.kind);
  });
});
