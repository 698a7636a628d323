/**
 * POST /bipro_exceptions/save (reference §7 "Exceptions"): the changed rows of one company — a
 * checked row sets its exception, an unchecked one removes it (zeilen.ts `aenderungen`). Each
 * exception is one item (data/entities/kategorieAusnahme.ts), so setting and removing are
 * idempotent puts and deletes: a save repeated, or two at once, end in the same set. The
 * download job reads the set once per run (abholung/lieferung.ts), so the change applies from the
 * next run on.
 */
import type { AusnahmenAenderung } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { parallel } from '../data/parallel';
import { kategorieAusnahmenRepository } from '../data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '../data/repositories/kategorien';
import { pruefeGesellschaft } from './gesellschaft';
import { aenderungen } from './zeilen';

export async function ausnahmenSpeichern(
  gesellschaftId: number,
  rows: readonly AusnahmenAenderung[],
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<Record<string, never>> {
  const db = o.db ?? datenbank();
  const repo = kategorieAusnahmenRepository(db);
  const [, kategorien, bestehend] = await Promise.all([
    pruefeGesellschaft(gesellschaftId, db),
    kategorienRepository(db).liste(),
    repo.derGesellschaft(gesellschaftId),
  ]);
  const { setzen, entfernen } = aenderungen(rows, bestehend, new Set(kategorien.map((k) => k.gevoArt)));
  const jetzt = (o.jetzt ?? new Date()).toISOString();
  await Promise.all([
    parallel(setzen, (gevoArt) => repo.setzen(gesellschaftId, gevoArt, jetzt)),
    parallel(entfernen, (gevoArt) => repo.entfernen(gesellschaftId, gevoArt)),
  ]);
  return {};
}
