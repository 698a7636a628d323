/**
 * The deliveries list (reference §2.12, §7 POST /bipro_lieferungen/filter): the deliveries of the
 * range the user may see (filter.ts), newest first, at most LISTEN_GRENZE of them, as rows
 * (zeile.ts) — with the internal columns only for internal users.
 */
import {
  LISTEN_GRENZE,
  MELDUNGEN,
  siehtInterneLieferungsSpalten,
  type Benutzer,
  type Lieferung,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproLieferungenRepository } from '../data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { lieferungsKriterien, passtZurLieferung, type LieferungFilter } from './filter';
import { lieferungsZeile } from './zeile';

export async function lieferungenFiltern(
  b: Benutzer,
  f: LieferungFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<{ rows: Lieferung[]; mess?: string }> {
  const db = o.db ?? datenbank();
  const gesellschaften = await gesellschaftenRepository(db).liste();
  const k = lieferungsKriterien(b, f, gesellschaften, o.jetzt);
  const { zeilen, mehr } = await biproLieferungenRepository(db).liste({
    monate: k.zeitraum.monate,
    von: k.zeitraum.von,
    bis: k.zeitraum.bis,
    makler: k.makler,
    grenze: LISTEN_GRENZE,
  });
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  const intern = siehtInterneLieferungsSpalten(b);
  const rows = zeilen.flatMap((l) => {
    const gesellschaft = namen.get(l.gesellschaftId) ?? '';
    return passtZurLieferung(l, gesellschaft, k) ? [lieferungsZeile(l, gesellschaft, intern)] : [];
  });
  return mehr ? { rows, mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : { rows };
}
