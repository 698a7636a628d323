/**
 * A list's page token (`weiter` in an answer, `seite` in the next request): where the last page
 * ended, opaque to the web (base64url JSON). One codec for every list that pages on the server —
 * the workbench (werkbank/seitenmarke.ts) and the BiPRO lists (biproDateien/seite.ts); each names
 * its position's fields (`felder`, short keys: the token travels in every request).
 *
 * Bound to the user and the search: a check value over the user's id, the search as he sent it
 * (with its sorting, without the token itself) and the position. A token another user sends, one
 * sent with another search, or one altered in any byte is refused (400, MELDUNGEN.seiteUngueltig)
 * before anything is read. The check value holds no secret, so it proves no origin: what keeps a
 * token from showing another broker's rows is that every page applies the sender's filter and data
 * scope again — the token only says where in *his* result to go on.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MELDUNGEN } from '@lieferdesk/shared';
import { ungueltig } from './fehler';

const VERSION = 1;
const PRUEFWERT_LAENGE = 22;

/** The search as it names the token's search: without the token, keys in a fixed order. */
function sucheAlsText(suche: object, ohne: string): string {
  const eintraege = Object.entries(suche).filter(([k, w]) => k !== ohne && w !== undefined);
  return JSON.stringify(Object.fromEntries(eintraege.sort(([a], [b]) => a.localeCompare(b))));
}

export interface Seitenmarken<S extends Record<string, unknown>> {
  /** The token of position `stand` in `suche` for this user. */
  schreiben(benutzerId: string, suche: object, stand: S): string;
  /** The position a token names; 400 when it is not this user's token of this search. */
  lesen(benutzerId: string, suche: object, text: string): S;
}

/**
 * The codec of one list's tokens. `felder`: the position's fields (zod, short keys; `v` and `p`
 * are the codec's); `feldDerMarke`: the request field the token comes in (left out of the search).
 */
export function seitenmarken<F extends z.ZodRawShape>(
  felder: F,
  feldDerMarke = 'seite',
): Seitenmarken<z.output<z.ZodObject<F>>> {
  type S = z.output<z.ZodObject<F>>;
  const marke = z.strictObject({
    ...felder,
    v: z.literal(VERSION),
    p: z.string().length(PRUEFWERT_LAENGE),
  });
  const pruefwert = (benutzerId: string, suche: object, stand: S) =>
    createHash('sha256')
      .update(JSON.stringify([benutzerId, sucheAlsText(suche, feldDerMarke), stand]))
      .digest('base64url')
      .slice(0, PRUEFWERT_LAENGE);
  // The position's fields in the order `felder` names them: the same position, the same token.
  const geordnet = (stand: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(felder).map((k) => [k, stand[k]])) as S;
  const schreiben = (benutzerId: string, suche: object, stand: S) => {
    const s = geordnet(stand);
    return Buffer.from(JSON.stringify({ v: VERSION, ...s, p: pruefwert(benutzerId, suche, s) })).toString(
      'base64url',
    );
  };
  return {
    schreiben,
    lesen(benutzerId, suche, text) {
      let gelesen: unknown;
      try {
        gelesen = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw ungueltig(MELDUNGEN.seiteUngueltig);
      }
      const m = marke.safeParse(gelesen);
      if (!m.success) throw ungueltig(MELDUNGEN.seiteUngueltig);
      const { v: _v, p, ...rest } = m.data as Record<string, unknown>;
      const stand = geordnet(rest);
      // Byte for byte the token this position gives: no second spelling of one position.
      if (p !== pruefwert(benutzerId, suche, stand) || schreiben(benutzerId, suche, stand) !== text)
        throw ungueltig(MELDUNGEN.seiteUngueltig);
      return stand;
    },
  };
}
