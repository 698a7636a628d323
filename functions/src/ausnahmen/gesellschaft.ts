/** The company the exceptions belong to: a known one, else not found (its id is a body field). */
import { AUSNAHMEN_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { nichtGefunden } from '../domain/fehler';

export async function pruefeGesellschaft(gesellschaftId: number, db: Datenbank): Promise<void> {
  const gesellschaften = await gesellschaftenRepository(db).liste();
  if (!gesellschaften.some((g) => g.gesellschaftId === gesellschaftId))
    throw nichtGefunden(T.gesellschaftUnbekannt(gesellschaftId));
}
