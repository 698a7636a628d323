/**
 * The deliveries list (reference §2.12, §7 POST /bipro_lieferungen/filter, §9): the deliveries of
 * the range the user may see (filter.ts), a page at a time, sorted and counted on the server as
 * the other BiPRO lists (biproDateien/seite.ts: newest or oldest first keyset pages over the
 * list indexes, every other column bounded), as rows (zeile.ts) — with the internal columns only
 * for internal users.
 */
import { siehtInterneLieferungsSpalten, type Benutzer, type Lieferung } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import {
  biproLieferungenRepository,
  type BiproLieferungEintrag,
  type LieferungsKriterien,
} from '../data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { quellenSeite, type ListenQuelle, type ListenSeite } from '../biproDateien/seite';
import { lieferungsKriterien, passtZurLieferung, type LieferungFilter } from './filter';
import { lieferungsZeile } from './zeile';

export async function lieferungenFiltern(
  b: Benutzer,
  f: LieferungFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<ListenSeite<Lieferung>> {
  const db = o.db ?? datenbank();
  const gesellschaften = await gesellschaftenRepository(db).liste();
  const k = lieferungsKriterien(b, f, gesellschaften, o.jetzt);
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  const gesellschaftVon = (l: BiproLieferungEintrag) => namen.get(l.gesellschaftId) ?? '';
  const intern = siehtInterneLieferungsSpalten(b);
  return quellenSeite({
    benutzer: b,
    anfrage: f,
    quelle: lieferungenQuelle(db, {
      monate: k.zeitraum.monate,
      von: k.zeitraum.von,
      bis: k.zeitraum.bis,
      makler: k.makler,
    }),
    passt: (l) => passtZurLieferung(l, gesellschaftVon(l), k),
    alsZeilen: async (lieferungen) => lieferungen.map((l) => lieferungsZeile(l, gesellschaftVon(l), intern)),
    zeitFeld: 'dateStarted',
  });
}

/** The deliveries as a list's source: by start on the month's index (gsi1, a broker's gsi2). */
function lieferungenQuelle(
  db: Datenbank,
  k: Omit<LieferungsKriterien, 'grenze'>,
): ListenQuelle<BiproLieferungEintrag> {
  const lieferungen = biproLieferungenRepository(db);
  return {
    ordnungen: { zeit: true, name: false },
    seite: ({ nach, ordnung: _zeit, ...o }) =>
      lieferungen.seite({
        ...k,
        ...o,
        ...(nach
          ? { nach: { monat: nach.m, dateStarted: nach.c, zugangId: nach.i, transferId: nach.t ?? '' } }
          : {}),
      }),
    liste: (grenze) => lieferungen.liste({ ...k, grenze }),
    platz: (l) => ({ m: l.monat, c: l.dateStarted, i: l.zugangId, t: l.transferId }),
  };
}
