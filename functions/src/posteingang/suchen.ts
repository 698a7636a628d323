/**
 * POST /bipro_documents/filter (reference §2.10, §7): the documents of one filter mode the user
 * may see, newest first, at most LISTEN_GRENZE — with `mess` when the list read was cut (the web
 * shows it as info). Which rows and which index: filter.ts.
 */
import { LISTEN_GRENZE, MELDUNGEN, type Benutzer, type BiproDokument } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { biproListenMakler } from '../domain/bipro/sicht';
import { listenZeitraum } from '../zeitangabe';
import { alsBiproDokument, listenKriterien, passtZumFilter, type DokumentFilter } from './filter';

export async function dokumenteFiltern(
  b: Benutzer,
  f: DokumentFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<{ rows: BiproDokument[]; mess?: string }> {
  const db = o.db ?? datenbank();
  // Without dates the last month up to today, German calendar days.
  const z = listenZeitraum({ dateFrom: f.fromDate, dateTo: f.toDate }, o.jetzt ?? new Date());
  const makler = biproListenMakler(b, 'dokument', { mitStruktur: f.mitStruktur, zuordnung: f.filterMode });
  const [{ zeilen, mehr }, gesellschaften] = await Promise.all([
    biproDateienRepository(db).liste(listenKriterien(f, makler, z)),
    gesellschaftenRepository(db).liste(),
  ]);
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  const rows = zeilen.filter((d) => passtZumFilter(d, f, z)).map((d) => alsBiproDokument(d, namen, b));
  return mehr ? { rows, mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : { rows };
}
