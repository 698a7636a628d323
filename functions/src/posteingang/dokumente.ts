/**
 * Documents of the inbox named by id (comment, re-assign, delete, download): stored BiPRO files
 * of the list 'dokument' the user sees (biproDateien/zugriff.ts) — otherwise 404 with the same
 * text as an unknown id; to change one he must also be allowed to change it (else 403). A deleted document counts as gone, except where the caller asks for it
 * (delete says "already deleted" instead). Changes apply to the document as it is when written
 * (biproDateien/aendern.ts), so a comment never undoes an assignment made meanwhile.
 */
import type { Benutzer } from '@lieferdesk/shared';
import { dateiAendern } from '../biproDateien/aendern';
import {
  aenderbareDatei,
  aenderbareDateien,
  sichtbareDatei,
  sichtbareDateien,
  type Fundort,
} from '../biproDateien/zugriff';
import type { Datenbank } from '../data/datenbank';
import type { BiproDateiEintrag, BiproDateienRepository } from '../data/repositories/biproDateien';

export const DOKUMENTE: Fundort = { ziele: ['dokument'] };

/** The documents of `ids`, in that order (each once); 404 naming every id not there for the user. */
export const sichtbareDokumente = (b: Benutzer, ids: readonly number[], db: Datenbank) =>
  sichtbareDateien(b, ids, DOKUMENTE, db);

export const sichtbaresDokument = (b: Benutzer, id: number, db: Datenbank) =>
  sichtbareDatei(b, id, DOKUMENTE, db);

/** As sichtbareDokumente, and each one the user may change (else 403: read-only roles). */
export const aenderbareDokumente = (b: Benutzer, ids: readonly number[], db: Datenbank) =>
  aenderbareDateien(b, ids, DOKUMENTE, db);

export const aenderbaresDokument = (b: Benutzer, id: number, db: Datenbank) =>
  aenderbareDatei(b, id, DOKUMENTE, db);

export const dokumentAendern = (
  b: Benutzer,
  bisher: BiproDateiEintrag,
  aenderung: Parameters<BiproDateienRepository['aendern']>[1],
  db: Datenbank,
  journal: string,
) => dateiAendern(b, bisher, aenderung, DOKUMENTE, db, journal);
