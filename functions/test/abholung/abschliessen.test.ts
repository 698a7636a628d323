/**
 * The run's end reports itself (protokoll.ts): one line and the run's metrics for a run that
 * finished, went partly wrong, started its continuation or failed as a whole. The repositories
 * are stand-ins: the subject is the report.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbholAbschluss } from '@lieferdesk/events';
import type { Datenbank } from '../../src/data/datenbank';

const zugaenge = {
  laden: vi.fn(),
  erfolgreichBeenden: vi.fn(),
  fehlgeschlagenBeenden: vi.fn(),
};
const ergebnisse = { desLaufs: vi.fn() };
vi.mock('../../src/data/repositories/zugaenge', () => ({ zugaengeRepository: () => zugaenge }));
vi.mock('../../src/data/repositories/abholErgebnisse', () => ({
  abholErgebnisseRepository: () => ergebnisse,
}));
const bericht = vi.fn();
vi.mock('../../src/abholung/protokoll', () => ({ laufProtokollieren: (b: unknown) => bericht(b) }));

const { abholungAbschliessen, abholungFehlgeschlagen } = await import('../../src/abholung/abschliessen');

const db = {} as Datenbank;
const zaehler = { zugeordnet: 1, nichtZugeordnet: 0, gdv: 2, abrechnungen: 0, mahnungen: 0, archiv: 0 };
const lauf: AbholAbschluss = {
  zugangId: 3,
  laufId: 'lauf-7',
  anlass: 'zeitplan',
  plan: {
    abschnitte: [
      { id: 'T-1', kategorie: '999' },
      { id: 'T-2', kategorie: '999' },
    ],
    weitere: false,
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  zugaenge.laden.mockResolvedValue({ zugangId: 3 });
  zugaenge.erfolgreichBeenden.mockResolvedValue(true);
  zugaenge.fehlgeschlagenBeenden.mockResolvedValue(true);
});

describe('Abholung abschliessen: Bericht des Laufs', () => {
  it('ein Lauf mit allen Lieferungen: Lieferungen, abgeholt, Zähler', async () => {
    ergebnisse.desLaufs.mockResolvedValue([
      { lieferungId: 'T-1', zaehler },
      { lieferungId: 'T-2', zaehler },
    ]);
    await abholungAbschliessen(lauf, { db });
    expect(bericht).toHaveBeenCalledExactlyOnceWith({
      zugangId: 3,
      laufId: 'lauf-7',
      anlass: 'zeitplan',
      lieferungen: 2,
      abgeholt: 2,
      fehlerhaft: 0,
      zaehler: { ...zaehler, zugeordnet: 2, gdv: 4 },
      beendet: true,
    });
  });

  it('eine nicht abgeholte Lieferung zählt als fehlerhaft; die Fortsetzung wird genannt', async () => {
    ergebnisse.desLaufs.mockResolvedValue([
      { lieferungId: 'T-1', zaehler },
      { lieferungId: 'T-2', grund: 'T-2: kaputt' },
    ]);
    await abholungAbschliessen(lauf, { db });
    expect(bericht).toHaveBeenLastCalledWith(expect.objectContaining({ abgeholt: 1, fehlerhaft: 1 }));

    ergebnisse.desLaufs.mockResolvedValue([{ lieferungId: 'T-1', zaehler }]);
    const starten = vi.fn();
    const { fortsetzung } = await abholungAbschliessen(
      { ...lauf, plan: { ...lauf.plan, weitere: true } },
      { db, starten },
    );
    expect(fortsetzung).toBeDefined();
    expect(bericht).toHaveBeenLastCalledWith(expect.objectContaining({ fortsetzung, fehlerhaft: 0 }));
    expect(bericht).toHaveBeenCalledTimes(2);
  });

  it('ein abgebrochener Lauf: der Grund, ohne Zähler', async () => {
    await abholungFehlgeschlagen(
      { zugangId: 3, laufId: 'lauf-7', anlass: 'neustart', fehler: { Error: 'States.Timeout' } },
      { db },
    );
    expect(bericht).toHaveBeenCalledExactlyOnceWith({
      zugangId: 3,
      laufId: 'lauf-7',
      anlass: 'neustart',
      beendet: true,
      grund: expect.any(String),
    });
  });
});
