/**
 * POST /bipro_courtage/edit_zusatz (reference §7): the row's free extra text; empty removes it.
 * Any row the user sees and may change (403 for read-only roles), deleted or not — the text is a
 * note, not the file. The journal names who.
 */
import { BIPRO_DATEI_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { dateiAendern } from '../biproDateien/aendern';
import { aenderbareDatei } from '../biproDateien/zugriff';
import { datenbank, type Datenbank } from '../data/datenbank';
import { COURTAGE_ZIELE } from './kriterien';

export async function zusatzAendern(
  benutzer: Benutzer,
  eingabe: { id: number; zusatz: string },
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const f = { ziele: COURTAGE_ZIELE, geloeschte: true };
  const datei = await aenderbareDatei(benutzer, eingabe.id, f, db);
  const entfernt = eingabe.zusatz === '';
  // undefined removes the attribute (biproDateien.ts `aendern`).
  await dateiAendern(
    benutzer,
    datei,
    { zusatz: entfernt ? undefined : eingabe.zusatz },
    f,
    db,
    BIPRO_DATEI_TEXTE.journal.zusatz(benutzer.name, entfernt),
  );
  return {};
}
