/**
 * POST /bipro_courtage/edit_zusatz (reference §7): the row's free extra text; empty removes it.
 * Any row the user sees, deleted or not — the text is a note, not the file.
 */
import { BIPRO_DATEI_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { sichtbareDatei } from '../biproAblage/zugriff';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { konflikt } from '../domain/fehler';
import { COURTAGE_ZIELE } from './kriterien';

export async function zusatzAendern(
  benutzer: Benutzer,
  eingabe: { id: number; zusatz: string },
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const datei = await sichtbareDatei(benutzer, eingabe.id, { ziele: COURTAGE_ZIELE, geloeschte: true }, db);
  // undefined removes the attribute (biproDateien.ts `aendern`).
  if (!(await biproDateienRepository(db).aendern(datei, { zusatz: eingabe.zusatz || undefined })))
    throw konflikt(BIPRO_DATEI_TEXTE.geaendert(datei));
  return {};
}
