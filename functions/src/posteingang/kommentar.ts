/**
 * POST /bipro_documents/edit_comment (reference §2.10 "editable comment", §7): the comment of a
 * document the user sees, as typed; an empty one removes it.
 */
import type { Benutzer, BodyVon, ROUTEN } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { dokumentAendern, sichtbaresDokument } from './dokumente';

export async function kommentarAendern(
  b: Benutzer,
  e: BodyVon<typeof ROUTEN.dokumentKommentarAendern>,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const dokument = await sichtbaresDokument(b, e.id, db);
  await dokumentAendern(b, dokument, { comment: e.comment.trim() === '' ? undefined : e.comment }, db);
  return {};
}
