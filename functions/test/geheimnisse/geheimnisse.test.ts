/**
 * The secrets port: names and values checked alike for both implementations, the local stand-in
 * taking over when installed, and the AWS implementation's requests to Secrets Manager (put a
 * new value or create, read, delete without recovery window; missing secrets are no error).
 */
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceExistsException,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setzeZugriffspruefung, type Zugriffsversuch } from '../../src/zugriffsPruefung';
import {
  geheimnisLesen,
  geheimnisLoeschen,
  geheimnisSetzen,
  setzeGeheimnisDienst,
  type GeheimnisDienst,
} from '../../src/geheimnisse';
import { HOECHSTE_WERTLAENGE } from '../../src/geheimnisse/geheimnis';
import { GEHEIMNIS_TAG } from '../../src/geheimnisse/secretsManager';

const WERT = 'Pa55wort-geheim!';

describe('Prüfung von Namen und Werten', () => {
  afterEach(() => setzeGeheimnisDienst(undefined));
  const dienst: GeheimnisDienst = { setzen: vi.fn(), lesen: vi.fn(), loeschen: vi.fn() };

  it('nimmt nur Namen, die Secrets Manager nimmt', async () => {
    setzeGeheimnisDienst(dienst);
    await geheimnisSetzen('zugang/17', WERT);
    for (const name of ['', 'zugang 17', 'zugang:17', 'ä', 'x'.repeat(257)]) {
      await expect(geheimnisSetzen(name, WERT), name).rejects.toThrow(/Ungültiger Name/);
      await expect(geheimnisLesen(name), name).rejects.toThrow(/Ungültiger Name/);
    }
  });

  it('weist leere und zu lange Werte ab, ohne den Wert zu nennen', async () => {
    setzeGeheimnisDienst(dienst);
    await expect(geheimnisSetzen('zugang/17', '')).rejects.toThrow(/braucht einen Wert/);
    const lang = `${WERT}${'x'.repeat(HOECHSTE_WERTLAENGE)}`;
    const fehler = await geheimnisSetzen('zugang/17', lang).catch((e: unknown) => e as Error);
    expect(fehler).toBeInstanceOf(Error);
    expect(fehler!.message).not.toContain(WERT);
  });
});

describe('lokaler Dienst und Zugriffsprüfung', () => {
  afterEach(() => {
    setzeGeheimnisDienst(undefined);
    vi.restoreAllMocks();
  });

  it('nimmt den lokal gesetzten Dienst und ruft Secrets Manager nicht', async () => {
    const send = vi.spyOn(SecretsManagerClient.prototype, 'send');
    const werte = new Map<string, string>();
    setzeGeheimnisDienst({
      setzen: async (n, w) => void werte.set(n, w),
      lesen: async (n) => werte.get(n),
      loeschen: async (n) => void werte.delete(n),
    });
    await geheimnisSetzen('zugang/1', WERT);
    expect(await geheimnisLesen('zugang/1')).toBe(WERT);
    await geheimnisLoeschen('zugang/1');
    expect(await geheimnisLesen('zugang/1')).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('meldet jeden Aufruf der Zugriffsprüfung, mit dem Namen und nie dem Wert', async () => {
    setzeGeheimnisDienst({ setzen: vi.fn(), lesen: vi.fn(), loeschen: vi.fn() });
    const versuche: Zugriffsversuch[] = [];
    const entfernen = setzeZugriffspruefung((v) => {
      versuche.push(v);
      if (v.dienst === 'geheimnis' && v.befehl === 'lesen') throw new Error('nicht deklariert');
    });
    try {
      await geheimnisSetzen('zugang/1', WERT);
      await expect(geheimnisLesen('zugang/1')).rejects.toThrow('nicht deklariert');
      await geheimnisLoeschen('zugang/1');
    } finally {
      entfernen();
    }
    expect(versuche).toEqual([
      { dienst: 'geheimnis', befehl: 'setzen', name: 'zugang/1' },
      { dienst: 'geheimnis', befehl: 'lesen', name: 'zugang/1' },
      { dienst: 'geheimnis', befehl: 'loeschen', name: 'zugang/1' },
    ]);
    expect(JSON.stringify(versuche)).not.toContain(WERT);
  });
});

describe('Secrets Manager', () => {
  const vorher = { ...process.env };
  beforeEach(() => {
    process.env.GEHEIMNIS_PRAEFIX = 'lieferdesk/bipro/';
  });
  afterEach(() => {
    process.env = { ...vorher };
    vi.restoreAllMocks();
  });

  /** Secrets Manager holding these secrets (full names → value); records every request. */
  function secretsManager(vorhanden: Record<string, string> = {}, gleichzeitigAngelegt = false) {
    const da = new Map(Object.entries(vorhanden));
    const ablauf: string[] = [];
    const fehlt = () => new ResourceNotFoundException({ message: 'nicht da', $metadata: {} });
    vi.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation((async (befehl: {
      input: Record<string, unknown>;
    }) => {
      const e = befehl.input;
      ablauf.push(`${befehl.constructor.name}:${String(e.SecretId ?? e.Name)}`);
      if (befehl instanceof PutSecretValueCommand) {
        if (!da.has(e.SecretId as string)) throw fehlt();
        da.set(e.SecretId as string, e.SecretString as string);
      } else if (befehl instanceof CreateSecretCommand) {
        expect(e.Tags).toEqual([GEHEIMNIS_TAG]);
        if (gleichzeitigAngelegt) {
          da.set(e.Name as string, 'von anderen');
          throw new ResourceExistsException({ message: 'gibt es', $metadata: {} });
        }
        da.set(e.Name as string, e.SecretString as string);
      } else if (befehl instanceof GetSecretValueCommand) {
        if (!da.has(e.SecretId as string)) throw fehlt();
        return { SecretString: da.get(e.SecretId as string) };
      } else if (befehl instanceof DeleteSecretCommand) {
        expect(e.ForceDeleteWithoutRecovery).toBe(true);
        if (!da.delete(e.SecretId as string)) throw fehlt();
      }
      return {};
    }) as never);
    return { da, ablauf };
  }

  it('legt ein neues Geheimnis unter dem Präfix an und gibt einem vorhandenen einen neuen Wert', async () => {
    const s = secretsManager();
    await geheimnisSetzen('zugang/17', WERT);
    await geheimnisSetzen('zugang/17', `${WERT}2`);
    expect(s.ablauf).toEqual([
      'PutSecretValueCommand:lieferdesk/bipro/zugang/17',
      'CreateSecretCommand:lieferdesk/bipro/zugang/17',
      'PutSecretValueCommand:lieferdesk/bipro/zugang/17',
    ]);
    expect(s.da.get('lieferdesk/bipro/zugang/17')).toBe(`${WERT}2`);
  });

  it('schreibt den Wert, wenn ein gleichzeitiger Aufruf das Geheimnis eben angelegt hat', async () => {
    const s = secretsManager({}, true);
    await geheimnisSetzen('zugang/17', WERT);
    expect(s.da.get('lieferdesk/bipro/zugang/17')).toBe(WERT);
  });

  it('liest den Wert; ein fehlendes Geheimnis ist undefined', async () => {
    secretsManager({ 'lieferdesk/bipro/zugang/17': WERT });
    expect(await geheimnisLesen('zugang/17')).toBe(WERT);
    expect(await geheimnisLesen('zugang/18')).toBeUndefined();
  });

  it('löscht sofort, auch wiederholt', async () => {
    const s = secretsManager({ 'lieferdesk/bipro/zugang/17': WERT });
    await geheimnisLoeschen('zugang/17');
    await geheimnisLoeschen('zugang/17');
    expect(s.da.size).toBe(0);
  });

  it('nennt ein fehlendes Präfix', async () => {
    secretsManager();
    delete process.env.GEHEIMNIS_PRAEFIX;
    await expect(geheimnisSetzen('zugang/17', WERT)).rejects.toThrow('GEHEIMNIS_PRAEFIX ist nicht gesetzt');
  });
});
