/**
 * The schedule port: names in Scheduler's form, the checked schedule both implementations get,
 * the local runner taking over when installed, and the AWS implementation's requests to
 * EventBridge Scheduler (create or update, then delete what is left above, highest first).
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setzeZugriffspruefung, type Zugriffsversuch } from '../../src/zugriffsPruefung';
import {
  cronAusdruecke,
  LAUF_ID_MARKE,
  setzeZeitplanDienst,
  zeitplanLoeschen,
  zeitplanName,
  zeitplanPruefen,
  zeitplanSetzen,
  type Zeitplan,
} from '../../src/zeitplaene';
import { HOECHSTE_AUSDRUECKE, mitLaufId } from '../../src/zeitplaene/zeitplan';
import { HOECHSTES_ALTER_SEKUNDEN, START_ZIEL } from '../../src/zeitplaene/scheduler';

const auftrag = {
  name: 'zugang-17',
  ausdruecke: cronAusdruecke(['06:30', '18:00']),
  ziel: { strecke: 'abholen' as const, eingabe: { zugangId: 17, anlass: 'zeitplan' as const } },
};

describe('Namen der Zeitpläne', () => {
  it('lässt einen Namen in Schedulers Form unverändert', () => {
    expect(zeitplanName('zugang-17')).toBe('zugang-17');
    expect(zeitplanName('a.b_C-9')).toBe('a.b_C-9');
  });

  it('ersetzt andere Zeichen und kürzt, mit Prüfsumme: verschiedene Namen bleiben verschieden', () => {
    const a = zeitplanName('zugang/17 (Allianz)');
    expect(a).toMatch(/^zugang_17__Allianz_-[0-9a-f]{8}$/);
    expect(zeitplanName('zugang:17 (Allianz)')).not.toBe(a);
    const lang = zeitplanName('x'.repeat(200));
    expect(`${lang}-${HOECHSTE_AUSDRUECKE - 1}`.length).toBeLessThanOrEqual(64);
    expect(zeitplanName('x'.repeat(201))).not.toBe(lang);
    for (const name of [a, lang]) expect(zeitplanName(name)).toBe(name);
    expect(() => zeitplanName('')).toThrow();
  });
});

describe('geprüfter Zeitplan', () => {
  it('setzt die Marke als Lauf-Id und prüft die Eingabe mit dem Schema der Strecke', () => {
    const z = zeitplanPruefen({
      ...auftrag,
      ziel: { ...auftrag.ziel, eingabe: { ...auftrag.ziel.eingabe, laufId: 'alt' } as never },
    });
    expect(z).toEqual({
      name: 'zugang-17',
      ausdruecke: ['cron(30 6 * * ? *)', 'cron(0 18 * * ? *)'],
      ziel: { strecke: 'abholen', eingabe: { zugangId: 17, anlass: 'zeitplan', laufId: LAUF_ID_MARKE } },
    });
    expect(() =>
      zeitplanPruefen({ ...auftrag, ziel: { strecke: 'abholen', eingabe: { zugangId: -1 } as never } }),
    ).toThrow();
  });

  it('nimmt doppelte Ausdrücke einmal und weist fremde ab', () => {
    const doppelt = [...auftrag.ausdruecke, ` ${auftrag.ausdruecke[0]!} `];
    expect(zeitplanPruefen({ ...auftrag, ausdruecke: doppelt }).ausdruecke).toEqual(auftrag.ausdruecke);
    expect(() => zeitplanPruefen({ ...auftrag, ausdruecke: ['rate(1 hour)'] })).toThrow(/zugang-17/);
    const zuViele = Array.from(
      { length: HOECHSTE_AUSDRUECKE + 1 },
      (_, i) => `cron(${i % 60} ${i % 24} * * ? *)`,
    );
    expect(() => zeitplanPruefen({ ...auftrag, ausdruecke: zuViele })).toThrow(/Höchstens/);
  });

  it('ersetzt die Marke beim Lauf überall durch dieselbe neue Lauf-Id', () => {
    expect(mitLaufId({ laufId: LAUF_ID_MARKE, a: { b: `x-${LAUF_ID_MARKE}` }, n: 1 }, 'l1')).toEqual({
      laufId: 'l1',
      a: { b: 'x-l1' },
      n: 1,
    });
  });
});

describe('lokaler Dienst und Zugriffsprüfung', () => {
  afterEach(() => {
    setzeZeitplanDienst(undefined);
    vi.restoreAllMocks();
  });

  it('nimmt den lokal gesetzten Dienst und ruft Scheduler nicht', async () => {
    const send = vi.spyOn(SchedulerClient.prototype, 'send');
    const gesetzt: Zeitplan[] = [];
    const geloescht: string[] = [];
    const entfernen = setzeZeitplanDienst({
      setzen: async (z) => void gesetzt.push(z),
      loeschen: async (name) => void geloescht.push(name),
    });
    await zeitplanSetzen(auftrag);
    await zeitplanLoeschen('zugang/17');
    expect(gesetzt).toEqual([zeitplanPruefen(auftrag)]);
    expect(geloescht).toEqual([zeitplanName('zugang/17')]);
    expect(send).not.toHaveBeenCalled();
    // The removal leaves a runner installed since in place.
    const zweiter = { setzen: vi.fn(), loeschen: vi.fn() };
    setzeZeitplanDienst(zweiter);
    entfernen();
    await zeitplanLoeschen('x');
    expect(zweiter.loeschen).toHaveBeenCalledWith('x');
  });

  it('meldet jeden Aufruf der Zugriffsprüfung, die ihn abweisen kann', async () => {
    setzeZeitplanDienst({ setzen: vi.fn(), loeschen: vi.fn() });
    const versuche: Zugriffsversuch[] = [];
    const entfernen = setzeZugriffspruefung((v) => {
      versuche.push(v);
      if (v.dienst === 'zeitplan' && v.befehl === 'loeschen') throw new Error('nicht deklariert');
    });
    try {
      await zeitplanSetzen(auftrag);
      await expect(zeitplanLoeschen('zugang-17')).rejects.toThrow('nicht deklariert');
    } finally {
      entfernen();
    }
    expect(versuche).toEqual([
      { dienst: 'zeitplan', befehl: 'setzen', name: 'zugang-17' },
      { dienst: 'zeitplan', befehl: 'loeschen', name: 'zugang-17' },
    ]);
  });
});

describe('EventBridge Scheduler', () => {
  const UMGEBUNG = {
    ZEITPLAN_GRUPPE: 'lieferdesk-zeitplaene',
    ZEITPLAN_ROLLE_ABHOLEN_ARN: 'arn:aws:iam::123456789012:role/scheduler',
    ABHOLSTRECKE_ARN: 'arn:aws:states:eu-central-1:123456789012:stateMachine:Abholstrecke',
  };
  const vorher = { ...process.env };
  beforeEach(() => Object.assign(process.env, UMGEBUNG));
  afterEach(() => {
    process.env = { ...vorher };
    vi.restoreAllMocks();
  });

  /** Scheduler with these schedules of the group; records every request. */
  function scheduler(vorhanden: string[]) {
    const da = new Set(vorhanden);
    const anfragen: { befehl: string; eingabe: Record<string, unknown> }[] = [];
    const fehlt = () =>
      new ResourceNotFoundException({ message: 'nicht da', Message: 'nicht da', $metadata: {} });
    vi.spyOn(SchedulerClient.prototype, 'send').mockImplementation((async (befehl: {
      input: { Name: string; GroupName: string };
    }) => {
      const eingabe = befehl.input;
      expect(eingabe.GroupName).toBe(UMGEBUNG.ZEITPLAN_GRUPPE);
      anfragen.push({ befehl: befehl.constructor.name, eingabe });
      if (befehl instanceof CreateScheduleCommand) {
        if (da.has(eingabe.Name))
          throw new ConflictException({ message: 'gibt es', Message: 'gibt es', $metadata: {} });
        da.add(eingabe.Name);
      } else if (befehl instanceof UpdateScheduleCommand || befehl instanceof GetScheduleCommand) {
        if (!da.has(eingabe.Name)) throw fehlt();
      } else if (befehl instanceof DeleteScheduleCommand) {
        if (!da.delete(eingabe.Name)) throw fehlt();
      }
      return {};
    }) as never);
    return { da, anfragen, ablauf: () => anfragen.map((a) => `${a.befehl}:${String(a.eingabe.Name)}`) };
  }

  it('legt je Ausdruck einen Zeitplan an, ändert einen vorhandenen und löscht die übrigen von oben', async () => {
    const s = scheduler(['zugang-17-0', 'zugang-17-1', 'zugang-17-2', 'zugang-17-3', 'zugang-170-0']);
    await zeitplanSetzen({ ...auftrag, ausdruecke: [auftrag.ausdruecke[0]!] });
    expect(s.ablauf()).toEqual([
      'CreateScheduleCommand:zugang-17-0',
      'UpdateScheduleCommand:zugang-17-0',
      'GetScheduleCommand:zugang-17-1',
      'GetScheduleCommand:zugang-17-2',
      'GetScheduleCommand:zugang-17-3',
      'GetScheduleCommand:zugang-17-4',
      'DeleteScheduleCommand:zugang-17-3',
      'DeleteScheduleCommand:zugang-17-2',
      'DeleteScheduleCommand:zugang-17-1',
    ]);
    expect([...s.da].sort()).toEqual(['zugang-17-0', 'zugang-170-0']);
  });

  it('startet die Strecke mit der Aufrufs-Id als Ausführungsname und Lauf-Id, in Europe/Berlin', async () => {
    const s = scheduler([]);
    await zeitplanSetzen(auftrag);
    const angelegt = s.anfragen.filter((a) => a.befehl === 'CreateScheduleCommand').map((a) => a.eingabe);
    expect(angelegt.map((a) => [a.Name, a.ScheduleExpression])).toEqual([
      ['zugang-17-0', 'cron(30 6 * * ? *)'],
      ['zugang-17-1', 'cron(0 18 * * ? *)'],
    ]);
    const erster = angelegt[0]! as {
      ScheduleExpressionTimezone: string;
      FlexibleTimeWindow: unknown;
      State: string;
      Target: { Arn: string; RoleArn: string; Input: string; RetryPolicy: unknown };
    };
    expect(erster).toMatchObject({
      ScheduleExpressionTimezone: 'Europe/Berlin',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: START_ZIEL,
        RoleArn: UMGEBUNG.ZEITPLAN_ROLLE_ABHOLEN_ARN,
        RetryPolicy: { MaximumEventAgeInSeconds: HOECHSTES_ALTER_SEKUNDEN },
      },
    });
    const start = JSON.parse(erster.Target.Input) as { StateMachineArn: string; Name: string; Input: string };
    expect(start.StateMachineArn).toBe(UMGEBUNG.ABHOLSTRECKE_ARN);
    expect(start.Name).toBe('<aws.scheduler.execution-id>');
    expect(JSON.parse(start.Input)).toEqual({
      zugangId: 17,
      anlass: 'zeitplan',
      laufId: '<aws.scheduler.execution-id>',
    });
  });

  it('löscht alle Zeitpläne des Namens, auch wiederholt', async () => {
    const s = scheduler(['zugang-17-0', 'zugang-17-1', 'zugang-17-x']);
    await zeitplanLoeschen('zugang-17');
    expect(s.ablauf()).toEqual([
      'GetScheduleCommand:zugang-17-0',
      'GetScheduleCommand:zugang-17-1',
      'GetScheduleCommand:zugang-17-2',
      'DeleteScheduleCommand:zugang-17-1',
      'DeleteScheduleCommand:zugang-17-0',
    ]);
    s.anfragen.length = 0;
    await zeitplanLoeschen('zugang-17');
    expect(s.ablauf()).toEqual(['GetScheduleCommand:zugang-17-0']);
    expect([...s.da]).toEqual(['zugang-17-x']);
  });

  it('setzt ohne Ausdruck nichts und löscht, was da war', async () => {
    const s = scheduler(['zugang-17-0']);
    await zeitplanSetzen({ ...auftrag, ausdruecke: [] });
    expect(s.da.size).toBe(0);
  });

  it('nennt eine fehlende Einstellung der Umgebung', async () => {
    scheduler([]);
    delete process.env.ZEITPLAN_ROLLE_ABHOLEN_ARN;
    await expect(zeitplanSetzen(auftrag)).rejects.toThrow('ZEITPLAN_ROLLE_ABHOLEN_ARN ist nicht gesetzt');
    process.env.ZEITPLAN_ROLLE_ABHOLEN_ARN = UMGEBUNG.ZEITPLAN_ROLLE_ABHOLEN_ARN;
    delete process.env.ABHOLSTRECKE_ARN;
    await expect(zeitplanSetzen(auftrag)).rejects.toThrow('ABHOLSTRECKE_ARN ist nicht gesetzt');
  });
});
