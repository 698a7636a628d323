/**
 * The runs' progress route answers runs on files only: a list export's job, which has its
 * owner and no file, is never answered there — not even to a user who sees every file.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Datenbank } from '../../src/data/datenbank';

const laden = vi.fn(async (id: string) => ({ id, act: 1, max: 2, sLabel: 'x', userId: 'admin' }));
vi.mock('../../src/data/repositories/fortschritt', async (original) => ({
  ...(await original<typeof import('../../src/data/repositories/fortschritt')>()),
  fortschrittRepository: () => ({ laden }),
}));

const { laufFortschritt } = await import('../../src/pipeline/verarbeitung/fortschritt');
const ADMIN = { id: 'admin', name: 'admin', rollen: ['INTERN' as const], struktur: [] };
const db = {} as Datenbank;

describe('laufFortschritt', () => {
  it('antwortet einen Lauf, aber keinen Exportauftrag', async () => {
    await expect(laufFortschritt(ADMIN, 'lauf-1', db)).resolves.toMatchObject({ act: 1, max: 2 });
    await expect(laufFortschritt(ADMIN, 'export-0b1c', db)).rejects.toMatchObject({ art: 'nichtGefunden' });
    expect(laden).toHaveBeenCalledTimes(1);
  });
});
