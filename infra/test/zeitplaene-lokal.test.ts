// @vitest-environment node
/**
 * The local stack's EventBridge Scheduler: schedules set through the port run as croner jobs on
 * the same expressions in Europe/Berlin, start their machine with a new run id each time, are
 * replaced and deleted as in Scheduler, and a time the spring change skips does not run. The
 * route's declared access holds for setting them, not for the runs they start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTEN, type UmgesetzteRoute, type Zugriff } from '@lieferdesk/shared';
import type { Strecke, StreckenStart } from '@lieferdesk/events';
import { pruefeZugriff } from '@lieferdesk/functions/zugriffsPruefung';
import {
  cronAusdruecke,
  LAUF_ID_MARKE,
  zeitplanLoeschen,
  zeitplanSetzen,
} from '@lieferdesk/functions/zeitplaene/index';
import { installierteZeitplaene, starteLokaleZeitplaene, type LokaleZeitplaene } from '../local/zeitplaene';
import { imRoutenKontext, verweigerung, zugriffPruefen } from '../local/zugriff';

const buckets = { inbox: 'inbox', dokumente: 'dokumente' };
const ziel = { strecke: 'abholen' as const, eingabe: { zugangId: 17, anlass: 'zeitplan' as const } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Start {
  eingabe: StreckenStart;
  strecke: Strecke;
  ausfuehrung: string;
  zeitpunkt: string;
}

let zeitplaene: LokaleZeitplaene;
let starts: Start[];

beforeEach(() => {
  starts = [];
  zeitplaene = starteLokaleZeitplaene({
    starte: async (eingabe, strecke, ausfuehrung) => {
      // What the stack's starter would check: a run started by a schedule is no route's start.
      pruefeZugriff({ dienst: 'strecke', strecke });
      starts.push({ eingabe, strecke, ausfuehrung, zeitpunkt: new Date().toISOString() });
    },
    melden: (text) => {
      throw new Error(text);
    },
  });
});
afterEach(() => {
  zeitplaene.beenden();
  vi.useRealTimers();
});

describe('lokale Zeitpläne', () => {
  it('hält die gesetzten Zeitpläne mit ihrem nächsten Lauf', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T08:00:00Z') });
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30', '18:00']), ziel });
    expect(zeitplaene.alle()).toEqual([
      {
        name: 'zugang-17',
        ausdruecke: ['cron(30 6 * * ? *)', 'cron(0 18 * * ? *)'],
        strecke: 'abholen',
        eingabe: { ...ziel.eingabe, laufId: LAUF_ID_MARKE },
        naechsteLaeufe: [new Date('2026-06-02T04:30:00Z'), new Date('2026-06-01T16:00:00Z')],
      },
    ]);
  });

  it('startet die Strecke, wenn ein Ausdruck fällig ist, jedes Mal mit neuer Lauf-Id', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30', '18:00']), ziel });
    await vi.advanceTimersByTimeAsync(30 * 3600_000);
    expect(starts.map((s) => s.zeitpunkt)).toEqual([
      '2026-06-01T04:30:00.000Z',
      '2026-06-01T16:00:00.000Z',
      '2026-06-02T04:30:00.000Z',
    ]);
    for (const s of starts) {
      expect(s.strecke).toBe('abholen');
      // With the time it was due, as Scheduler's <aws.scheduler.scheduled-time>.
      expect(s.eingabe).toEqual({ ...ziel.eingabe, laufId: s.ausfuehrung, faelligAm: s.zeitpunkt });
      expect(s.ausfuehrung).toMatch(UUID);
    }
    expect(new Set(starts.map((s) => s.ausfuehrung)).size).toBe(3);
    expect(zeitplaene.starts.map((s) => s.laufId)).toEqual(starts.map((s) => s.ausfuehrung));
  });

  it('läuft nur an den gewählten Wochentagen', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') }); // Monday
    const montagDonnerstag = [true, false, false, true, false, false, false];
    await zeitplanSetzen({
      name: 'zugang-17',
      ausdruecke: cronAusdruecke(['06:30'], montagDonnerstag),
      ziel,
    });
    await vi.advanceTimersByTimeAsync(7 * 24 * 3600_000);
    expect(starts.map((s) => s.zeitpunkt)).toEqual(['2026-06-01T04:30:00.000Z', '2026-06-04T04:30:00.000Z']);
  });

  it('folgt der deutschen Uhr über die Zeitumstellung; eine übersprungene Zeit läuft an dem Tag nicht', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-28T00:00:00Z') });
    await zeitplanSetzen({ name: 'frueh', ausdruecke: cronAusdruecke(['02:30', '06:30']), ziel });
    expect(zeitplaene.alle()[0]!.naechsteLaeufe).toEqual([
      new Date('2026-03-28T01:30:00Z'),
      new Date('2026-03-28T05:30:00Z'),
    ]);
    await vi.advanceTimersByTimeAsync(3 * 24 * 3600_000);
    expect(starts.map((s) => s.zeitpunkt)).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-28T05:30:00.000Z',
      // Sunday 29 March: 02:30 does not exist in Germany (Scheduler skips it), 06:30 is CEST.
      '2026-03-29T04:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
      '2026-03-30T04:30:00.000Z',
    ]);
  });

  it('ersetzt beim Setzen alle Ausdrücke eines Namens und löscht sie', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30', '18:00']), ziel });
    await zeitplanSetzen({ name: 'zugang-18', ausdruecke: cronAusdruecke(['07:00']), ziel });
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['12:00']), ziel });
    expect(zeitplaene.alle().map((z) => [z.name, z.ausdruecke])).toEqual([
      ['zugang-18', ['cron(0 7 * * ? *)']],
      ['zugang-17', ['cron(0 12 * * ? *)']],
    ]);
    await vi.advanceTimersByTimeAsync(12 * 3600_000);
    expect(starts.map((s) => s.zeitpunkt)).toEqual(['2026-06-01T05:00:00.000Z', '2026-06-01T10:00:00.000Z']);
    await zeitplanLoeschen('zugang-17');
    await zeitplanLoeschen('zugang-17');
    await zeitplanSetzen({ name: 'zugang-18', ausdruecke: [], ziel });
    expect(zeitplaene.alle()).toEqual([]);
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(starts).toHaveLength(2);
  });

  it('löst einen Zeitplan auf Wunsch sofort aus', async () => {
    await zeitplanSetzen({ name: 'zugang/17', ausdruecke: cronAusdruecke(['06:30']), ziel });
    const laufId = await zeitplaene.ausloesen('zugang/17');
    expect(starts).toEqual([
      expect.objectContaining({
        strecke: 'abholen',
        ausfuehrung: laufId,
        eingabe: { ...ziel.eingabe, laufId },
      }),
    ]);
    await expect(zeitplaene.ausloesen('zugang-99')).rejects.toThrow('Kein Zeitplan zugang-99');
  });

  it('hält nach dem Beenden keinen Zeitplan mehr und gibt den Port frei', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30']), ziel });
    expect(installierteZeitplaene()).toBe(zeitplaene);
    zeitplaene.beenden();
    expect(installierteZeitplaene()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(starts).toEqual([]);
    // Back to Scheduler, which has no group here.
    await expect(zeitplanSetzen({ name: 'zugang-17', ausdruecke: [], ziel })).rejects.toThrow(
      /nicht gesetzt/,
    );
  });
});

describe('lokale Zeitpläne nach einem Neustart', () => {
  let ordner: string;
  const laeufer: LokaleZeitplaene[] = [];
  beforeEach(() => {
    ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-zeitplaene-'));
  });
  afterEach(() => {
    for (const l of laeufer.splice(0)) l.beenden();
    rmSync(ordner, { recursive: true, force: true });
  });

  /** A runner on the test's state file, as a (re)started stack makes it; its starts in `starts`. */
  const neuerLaeufer = () => {
    const l = starteLokaleZeitplaene({
      starte: async (eingabe, strecke, ausfuehrung) => {
        starts.push({ eingabe, strecke, ausfuehrung, zeitpunkt: new Date().toISOString() });
      },
      melden: (text) => {
        throw new Error(text);
      },
      zustand: join(ordner, 'zeitplaene.json'),
    });
    laeufer.push(l);
    return l;
  };
  const pruefung = { strecke: 'interfacelauf' as const, eingabe: { interfacelaufId: 5 } };
  const faellig = () => starts.map((s) => (s.eingabe as { faelligAm?: string }).faelligAm);

  it('startet nach dem Neustart jede Zeit, die fällig war, während der Stack lag, einmal mit ihrer Zeit', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    const vorher = neuerLaeufer();
    await zeitplanSetzen({ name: 'interfacelauf-5', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    await vi.advanceTimersByTimeAsync(30 * 3600_000);
    expect(faellig()).toEqual(['2026-06-01T04:00:00.000Z', '2026-06-02T04:00:00.000Z']);
    // Killed: its timers gone, its file kept. Down until 5 June, noon.
    vorher.beenden();
    vi.setSystemTime(new Date('2026-06-05T12:00:00Z'));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(2);

    neuerLaeufer();
    await zeitplanSetzen({ name: 'interfacelauf-5', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    expect(faellig()).toEqual([
      '2026-06-01T04:00:00.000Z',
      '2026-06-02T04:00:00.000Z',
      '2026-06-03T04:00:00.000Z',
      '2026-06-04T04:00:00.000Z',
      '2026-06-05T04:00:00.000Z',
    ]);
    for (const s of starts.slice(2)) {
      expect(s.strecke).toBe('interfacelauf');
      expect(s.eingabe).toMatchObject({ interfacelaufId: 5, laufId: s.ausfuehrung });
    }
    expect(new Set(starts.map((s) => s.ausfuehrung)).size).toBe(5);

    // Restarted once more at once: nothing was due in between, nothing is started twice.
    laeufer.at(-1)!.beenden();
    neuerLaeufer();
    await zeitplanSetzen({ name: 'interfacelauf-5', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    expect(starts).toHaveLength(5);
    // Its own time comes as before.
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(faellig().at(-1)).toBe('2026-06-06T04:00:00.000Z');
  });

  it('holt einen Download nur innerhalb der Stunde nach, die Scheduler ihm gäbe', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    const vorher = neuerLaeufer();
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30', '09:00']), ziel });
    vorher.beenden();
    // 06:30 (04:30 UTC) is more than an hour ago, 09:00 (07:00 UTC) not.
    vi.setSystemTime(new Date('2026-06-01T07:45:00Z'));
    neuerLaeufer();
    await zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30', '09:00']), ziel });
    expect(faellig()).toEqual(['2026-06-01T07:00:00.000Z']);
  });

  it('holt nichts nach für einen geänderten oder gelöschten Zeitplan', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    const vorher = neuerLaeufer();
    await zeitplanSetzen({ name: 'interfacelauf-5', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    await zeitplanSetzen({ name: 'interfacelauf-6', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    await zeitplanLoeschen('interfacelauf-6');
    vorher.beenden();
    vi.setSystemTime(new Date('2026-06-03T00:00:00Z'));
    neuerLaeufer();
    // Changed while down (saved elsewhere): the new time counts from now, as in Scheduler.
    await zeitplanSetzen({ name: 'interfacelauf-5', ausdruecke: cronAusdruecke(['07:00']), ziel: pruefung });
    await zeitplanSetzen({ name: 'interfacelauf-6', ausdruecke: cronAusdruecke(['06:00']), ziel: pruefung });
    expect(starts).toEqual([]);
  });
});

describe('Zugriff der Routen auf Zeitpläne', () => {
  const alsRoute = (zugriff: Zugriff) => ({ ...ROUTEN.kategorienListe, zugriff }) as UmgesetzteRoute;
  let entfernen: () => void;
  beforeEach(() => {
    entfernen = zugriffPruefen(buckets);
  });
  afterEach(() => entfernen());

  it('erlaubt Setzen und Löschen nur einer Route, die zeitplaene deklariert', () => {
    const versuch = { dienst: 'zeitplan', befehl: 'setzen', name: 'z' } as const;
    expect(verweigerung({ tabelle: 'keine', zeitplaene: true }, versuch, buckets)).toBeUndefined();
    expect(verweigerung({ tabelle: 'schreiben' }, versuch, buckets)).toBe('Zeitplan z: setzen');
    expect(verweigerung({ tabelle: 'schreiben' }, { ...versuch, befehl: 'loeschen' }, buckets)).toBeDefined();
  });

  it('weist eine Route ohne Deklaration ab; die Läufe eines Zeitplans gehören keiner Route', async () => {
    const setzen = () => zeitplanSetzen({ name: 'zugang-17', ausdruecke: cronAusdruecke(['06:30']), ziel });
    await expect(imRoutenKontext(alsRoute({ tabelle: 'schreiben' }), setzen)).rejects.toThrow(
      /nicht deklarierter Zugriff — Zeitplan zugang-17: setzen/,
    );
    await expect(
      imRoutenKontext(alsRoute({ tabelle: 'schreiben' }), () => zeitplanLoeschen('x')),
    ).rejects.toThrow(/nicht deklarierter Zugriff/);
    const route = alsRoute({ tabelle: 'keine', zeitplaene: true });
    await imRoutenKontext(route, setzen);
    // The route starts no machine itself; the schedule's run is not the route's start.
    await imRoutenKontext(route, () => zeitplaene.ausloesen('zugang-17'));
    expect(starts).toHaveLength(1);
  });
});
