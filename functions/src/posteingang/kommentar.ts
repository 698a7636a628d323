/**
 * POST /bipro_documents/edit_comment (reference §2.10 "editable comment", §7): the comment of a
 * document the user may change, as typed; an empty one removes it. The journal names who.
 */
import { BIPRO_DATEI_TEXTE, type Benutzer, type BodyVon, type ROUTEN } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { aenderbaresDokument, dokumentAendern } from './dokumente';

export async function kommentarAendern(
  b: Benutzer,
  e: BodyVon<typeof ROUTEN.dokumentKommentarAendern>,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const dokument = await aenderbaresDokument(b, e.id, db);
  const entfernt = e.comment.trim() === '';
  await dokumentAendern(
    b,
    dokument,
    { comment: entfernt ? undefined : e.comment },
    db,
    BIPRO_DATEI_TEXTE.journal.kommentiert(b.name, entfernt),
  );
  return {};
}
