/**
 * Stored BiPRO files named by id, as a list may act on them (documents, GDV files, commission and
 * dunning lists, the archive): a file of the list's destinations that the user may see
 * (domain/bipro/sicht.ts) — anything else, unknown, of another list or of another broker, is
 * the same 404, so an id tells nothing. A request naming several is all or nothing. A change
 * needs more than seeing (domain/bipro/aenderungsrecht.ts): a file seen but not the user's to
 * change is 403 with the reason — after the 404s, so a refusal names only files he sees.
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { BiproZiel } from '../domain/bipro/biproDatei';
import { biproDateienRepository, type BiproDateiEintrag } from '../data/repositories/biproDateien';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { siehtBiproDatei } from '../domain/bipro/sicht';
import { keineBerechtigung, nichtGefunden } from '../domain/fehler';

/** Where a list's ids may point. `geloeschte`: deleted files count too (a list that shows them). */
export interface Fundort {
  ziele: readonly BiproZiel[];
  geloeschte?: boolean;
}

export function istSichtbar(
  b: Benutzer,
  d: BiproDateiEintrag | undefined,
  f: Fundort,
): d is BiproDateiEintrag {
  return (
    d !== undefined && f.ziele.includes(d.ziel) && (f.geloeschte || !d.invisible) && siehtBiproDatei(b, d)
  );
}

/** The files in the order of `ids` (each once); 404 naming every id that is not there for the user. */
export async function sichtbareDateien(
  b: Benutzer,
  ids: readonly number[],
  f: Fundort,
  db: Datenbank = datenbank(),
): Promise<BiproDateiEintrag[]> {
  const eindeutig = [...new Set(ids)];
  const geladen = new Map((await biproDateienRepository(db).ladenMehrere(eindeutig)).map((d) => [d.id, d]));
  const fehlend = eindeutig.filter((id) => !istSichtbar(b, geladen.get(id), f));
  if (fehlend.length) throw nichtGefunden(T.nichtGefunden(fehlend));
  return eindeutig.map((id) => geladen.get(id)!);
}

export async function sichtbareDatei(
  b: Benutzer,
  id: number,
  f: Fundort,
  db: Datenbank = datenbank(),
): Promise<BiproDateiEintrag> {
  const d = await biproDateienRepository(db).laden(id);
  if (!istSichtbar(b, d, f)) throw nichtGefunden(T.nichtGefunden([id]));
  return d;
}

/** The files as `sichtbareDateien` finds them, each one the user may change; else 403 naming them. */
export async function aenderbareDateien(
  b: Benutzer,
  ids: readonly number[],
  f: Fundort,
  db: Datenbank = datenbank(),
): Promise<BiproDateiEintrag[]> {
  const dateien = await sichtbareDateien(b, ids, f, db);
  const nurLesen = dateien.filter((d) => !darfBiproDateiAendern(b, d)).map((d) => d.id);
  if (nurLesen.length) throw keineBerechtigung(T.nurLesen(nurLesen));
  return dateien;
}

export const aenderbareDatei = async (
  b: Benutzer,
  id: number,
  f: Fundort,
  db: Datenbank = datenbank(),
): Promise<BiproDateiEintrag> => (await aenderbareDateien(b, [id], f, db))[0]!;
