/**
 * POST /bipro_documents/filter (reference §2.10, §7, §9): the documents of one filter mode the user
 * may see, a page at a time, sorted and counted on the server (biproDateien/seite.ts). Which rows
 * and which index: filter.ts.
 */
import type { Benutzer, BiproDokument } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { listenSeite, type ListenSeite } from '../biproDateien/seite';
import { biproListenMakler } from '../domain/bipro/sicht';
import { listenZeitraum } from '../zeitangabe';
import { alsBiproDokument, listenKriterien, passtZumFilter, type DokumentFilter } from './filter';

export async function dokumenteFiltern(
  b: Benutzer,
  f: DokumentFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<ListenSeite<BiproDokument>> {
  const db = o.db ?? datenbank();
  // Without dates the last month up to today, German calendar days.
  const z = listenZeitraum({ dateFrom: f.fromDate, dateTo: f.toDate }, o.jetzt ?? new Date());
  const makler = biproListenMakler(b, 'dokument', { mitStruktur: f.mitStruktur, zuordnung: f.filterMode });
  const { grenze: _g, ...kriterien } = listenKriterien(f, makler, z);
  return listenSeite({
    benutzer: b,
    anfrage: f,
    kriterien,
    passt: (d) => passtZumFilter(d, f, z),
    alsZeilen: async (dateien) => {
      if (dateien.length === 0) return [];
      const namen = new Map(
        (await gesellschaftenRepository(db).liste()).map((g) => [g.gesellschaftId, g.name]),
      );
      return dateien.map((d) => alsBiproDokument(d, namen, b));
    },
    db,
    namensFeld: 'customerSurname',
  });
}
