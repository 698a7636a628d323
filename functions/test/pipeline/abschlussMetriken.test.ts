/**
 * Lines read and evaluated as metrics: the finish of a read and of an evaluation records them
 * once per file — when this run finished it, not when a repeated task finds it finished — with
 * the file id as metadata. The repositories are stand-ins: the subject is what is recorded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Datenbank } from '../../src/data/datenbank';

const dateien = {
  lesenAbschliessen: vi.fn(),
  laden: vi.fn(),
  lebt: vi.fn(),
  verarbeitungAbschliessen: vi.fn(),
};
vi.mock('../../src/data/repositories/importDateien', () => ({ importDateienRepository: () => dateien }));
vi.mock('../../src/data/repositories/fortschritt', () => ({
  fortschrittRepository: () => ({ abschliessen: vi.fn() }),
}));
const erfasst = vi.fn();
vi.mock('../../src/metriken', async (original) => ({
  ...(await original<typeof import('../../src/metriken')>()),
  metrikenErfassen: (...a: unknown[]) => erfasst(...a),
}));

const { leseAbschliessen } = await import('../../src/pipeline/lesen/abschliessen');
const { verarbeitungAbschliessen } = await import('../../src/pipeline/verarbeitung/abschliessen');

const db = {} as Datenbank;
const lesen = {
  dateiId: 7,
  bucket: 'b',
  key: 'k',
  schnittstelleId: 100,
  laufId: 'lauf-1',
  plan: {
    zeilen: 5,
    abschnitte: [
      { nr: 0, zeileVon: 1, zeileBis: 3 },
      { nr: 1, zeileVon: 4, zeileBis: 5 },
    ],
  },
  ergebnisse: [
    { nr: 0, zeilen: 3, fehlerhaft: 1 },
    { nr: 1, zeilen: 2, fehlerhaft: 0 },
  ],
};
const auswerten = {
  art: 'auswerten' as const,
  dateiId: 7,
  laufId: 'lauf-2',
  benutzer: 'admin',
  struktur: [],
  plan: { zeilen: 5, abschnitte: [{ nr: 0, zeileVon: 1, zeileBis: 5 }] },
  ergebnisse: [{ nr: 0, zaehler: { zeilen: 5, fehlerhaft: 2 } }],
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Metriken beim Abschluss', () => {
  it('Lesen: gelesene und fehlerhafte Zeilen der Datei, einmal', async () => {
    dateien.lesenAbschliessen.mockResolvedValue(true);
    await leseAbschliessen(lesen, db);
    expect(erfasst).toHaveBeenCalledExactlyOnceWith(
      { ZeilenGelesen: 5, ZeilenLesefehler: 1 },
      {},
      { dateiId: 7 },
    );
    // Repeated after it succeeded: the file is read already, nothing is counted again.
    erfasst.mockClear();
    dateien.lesenAbschliessen.mockResolvedValue(false);
    dateien.laden.mockResolvedValue({ lauf: 'lauf-1', status: 'read', numRows: 5, numRowsError: 1 });
    await leseAbschliessen(lesen, db);
    expect(erfasst).not.toHaveBeenCalled();
  });

  it('Auswerten: ausgewertete und fehlerhafte Zeilen; andere Arten zählen keine Auswertung', async () => {
    dateien.laden.mockResolvedValue({ id: 7, sperre: 'lauf-2', status: 'evaluating' });
    dateien.verarbeitungAbschliessen.mockResolvedValue(true);
    dateien.lebt.mockResolvedValue(true);
    await verarbeitungAbschliessen(auswerten, db);
    expect(erfasst).toHaveBeenCalledExactlyOnceWith(
      { ZeilenAusgewertet: 5, ZeilenAuswertungFehlerhaft: 2 },
      {},
      { dateiId: 7 },
    );
    erfasst.mockClear();
    await verarbeitungAbschliessen(
      { ...auswerten, art: 'auswertungLoeschen', ergebnisse: [{ nr: 0, zaehler: { zurueckgesetzt: 5 } }] },
      db,
    );
    expect(erfasst).not.toHaveBeenCalled();
  });
});
