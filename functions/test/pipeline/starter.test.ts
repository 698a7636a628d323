import { readFileSync } from 'node:fs';
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  leseStart,
  verarbeitungsStart,
  type LeseStart,
  type Strecke,
  type StreckenStart,
} from '@lieferdesk/events';
import {
  ausfuehrungsName,
  fortsetzungsAusfuehrung,
  setzeStreckenStarter,
  starteLesestrecke,
  starteVerarbeitungsstrecke,
} from '../../src/pipeline/starter';

const start: LeseStart = leseStart.parse(
  JSON.parse(
    readFileSync(new URL('../../../events/samples/lesestrecke-start.json', import.meta.url), 'utf8'),
  ),
);
const ARN = 'arn:aws:states:eu-central-1:123456789012:stateMachine:Lesestrecke';

const verarbeitung = verarbeitungsStart.parse(
  JSON.parse(
    readFileSync(new URL('../../../events/samples/verarbeitungsstrecke-start.json', import.meta.url), 'utf8'),
  ),
);
const VARIABLEN = ['LESESTRECKE_ARN', 'VERARBEITUNGSSTRECKE_ARN'] as const;

let arnsVorher: (string | undefined)[] = [];
beforeEach(() => {
  arnsVorher = VARIABLEN.map((v) => process.env[v]);
});
afterEach(() => {
  setzeStreckenStarter(undefined);
  VARIABLEN.forEach((v, i) => {
    if (arnsVorher[i] === undefined) delete process.env[v];
    else process.env[v] = arnsVorher[i];
  });
  vi.restoreAllMocks();
});

describe('Start der Lesestrecke', () => {
  it('nimmt den lokal gesetzten Starter und ruft Step Functions nicht', async () => {
    const send = vi.spyOn(SFNClient.prototype, 'send');
    const gestartet: StreckenStart[] = [];
    setzeStreckenStarter(async (eingabe) => {
      gestartet.push(eingabe);
    });
    process.env.LESESTRECKE_ARN = ARN;
    await starteLesestrecke(start);
    expect(gestartet).toEqual([start]);
    expect(send).not.toHaveBeenCalled();
  });

  it('startet ohne lokalen Starter eine Ausführung mit der Lauf-Id als Namen', async () => {
    const send = vi.spyOn(SFNClient.prototype, 'send').mockResolvedValue({} as never);
    process.env.LESESTRECKE_ARN = ARN;
    await starteLesestrecke(start);
    expect(send).toHaveBeenCalledTimes(1);
    const befehl = send.mock.calls[0]![0] as StartExecutionCommand;
    expect(befehl).toBeInstanceOf(StartExecutionCommand);
    expect(befehl.input).toEqual({ stateMachineArn: ARN, name: start.laufId, input: JSON.stringify(start) });
  });

  it('startet einen fortgesetzten Lauf als eigene Ausführung: dieselbe Eingabe, ein neuer Name', async () => {
    const send = vi.spyOn(SFNClient.prototype, 'send').mockResolvedValue({} as never);
    process.env.LESESTRECKE_ARN = ARN;
    const erste = fortsetzungsAusfuehrung(start.laufId, new Date('2026-03-02T10:00:00.000Z'));
    const zweite = fortsetzungsAusfuehrung(start.laufId, new Date('2026-03-02T10:05:00.000Z'));
    expect(erste).not.toBe(zweite);
    expect(ausfuehrungsName(erste)).toBe(erste);
    await starteLesestrecke(start, erste);
    const befehl = send.mock.calls[0]![0] as StartExecutionCommand;
    expect(befehl.input).toEqual({ stateMachineArn: ARN, name: erste, input: JSON.stringify(start) });
    // Locally the interpreter is told the execution's name too.
    const namen: string[] = [];
    setzeStreckenStarter(async (_eingabe, _strecke, ausfuehrung) => {
      namen.push(ausfuehrung);
    });
    await starteLesestrecke(start, zweite);
    await starteLesestrecke(start);
    expect(namen).toEqual([zweite, start.laufId]);
  });

  it('nimmt einen schon gestarteten Lauf hin (gleicher Name), andere Fehler nicht', async () => {
    process.env.LESESTRECKE_ARN = ARN;
    const send = vi
      .spyOn(SFNClient.prototype, 'send')
      .mockRejectedValueOnce(
        new ExecutionAlreadyExists({ message: 'Execution Already Exists', $metadata: {} }) as never,
      )
      .mockRejectedValueOnce(new Error('Throttling') as never);
    await expect(starteLesestrecke(start)).resolves.toBeUndefined();
    await expect(starteLesestrecke(start)).rejects.toThrow('Throttling');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('entfernt beim Aufräumen nur den eigenen Starter', async () => {
    const gestartet: string[] = [];
    const entfernenA = setzeStreckenStarter(async () => void gestartet.push('a'));
    const entfernenB = setzeStreckenStarter(async () => void gestartet.push('b'));
    entfernenA();
    await starteLesestrecke(start);
    entfernenB();
    delete process.env.LESESTRECKE_ARN;
    await expect(starteLesestrecke(start)).rejects.toThrow('LESESTRECKE_ARN');
    expect(gestartet).toEqual(['b']);
  });

  it('verlangt LESESTRECKE_ARN, wenn kein lokaler Starter gesetzt ist', async () => {
    delete process.env.LESESTRECKE_ARN;
    await expect(starteLesestrecke(start)).rejects.toThrow('LESESTRECKE_ARN');
  });

  it('startet die Verarbeitungsstrecke über ihre eigene Variable, lokal mit ihrem Namen', async () => {
    const send = vi.spyOn(SFNClient.prototype, 'send').mockResolvedValue({} as never);
    process.env.VERARBEITUNGSSTRECKE_ARN = `${ARN.replace('Lesestrecke', 'Verarbeitungsstrecke')}`;
    delete process.env.LESESTRECKE_ARN;
    await starteVerarbeitungsstrecke(verarbeitung);
    const befehl = send.mock.calls[0]![0] as StartExecutionCommand;
    expect(befehl.input).toEqual({
      stateMachineArn: process.env.VERARBEITUNGSSTRECKE_ARN,
      name: verarbeitung.laufId,
      input: JSON.stringify(verarbeitung),
    });

    const lokal: [StreckenStart, Strecke][] = [];
    setzeStreckenStarter(async (eingabe, strecke) => void lokal.push([eingabe, strecke]));
    await starteVerarbeitungsstrecke(verarbeitung);
    await starteLesestrecke(start);
    expect(lokal).toEqual([
      [verarbeitung, 'verarbeiten'],
      [start, 'lesen'],
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    delete process.env.VERARBEITUNGSSTRECKE_ARN;
    setzeStreckenStarter(undefined);
    await expect(starteVerarbeitungsstrecke(verarbeitung)).rejects.toThrow('VERARBEITUNGSSTRECKE_ARN');
  });

  it('bildet gültige, stabile Ausführungsnamen', () => {
    expect(ausfuehrungsName('lesen-1001-7f3c2a')).toBe('lesen-1001-7f3c2a');
    expect(ausfuehrungsName('lesen 1001:7f/3c')).toBe('lesen_1001_7f_3c');
    expect(ausfuehrungsName('x'.repeat(100))).toHaveLength(80);
  });
});
