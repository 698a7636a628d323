/**
 * The archive's search (reference §2.9): the archived files of the range's months the user may
 * see — a user who sees everything all of them (read by company or customer name when the filter
 * names one), anyone else his own broker number's (domain/bipro/sicht.ts; the archive has no
 * structure view) — narrowed by the filter's rules (filter.ts), a page at a time, sorted and
 * counted on the server (biproDateien/seite.ts).
 */
import type { ArchivEintrag, ArchivFilter, Benutzer } from '@lieferdesk/shared';
import { fachVon } from '../data/repositories/biproDateien';
import type { Datenbank } from '../data/datenbank';
import { monateZwischen } from '../data/repositories/importDateien';
import { listenSeite, type ListenSeite } from '../biproDateien/seite';
import { biproListenMakler } from '../domain/bipro/sicht';
import { archivKriterien, passtZumArchivFilter } from './filter';
import { archivZeile } from './zeile';

export function archivFiltern(
  b: Benutzer,
  f: ArchivFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<ListenSeite<ArchivEintrag>> {
  const k = archivKriterien(f, o.jetzt);
  const makler = biproListenMakler(b, 'archiv');
  return listenSeite({
    benutzer: b,
    anfrage: f,
    kriterien: {
      fach: fachVon('archiv'),
      monate: monateZwischen(k.zeitraum.vonTag, k.zeitraum.bisTag),
      von: k.zeitraum.von,
      bis: k.zeitraum.bis,
      ...(makler ? { makler } : {}),
      ...(k.gesellschaftId !== undefined ? { gesellschaftId: k.gesellschaftId } : {}),
      ...(k.nachname !== undefined ? { nachname: k.nachname } : {}),
    },
    passt: (d) => passtZumArchivFilter(d, k),
    alsZeilen: (dateien) => Promise.resolve(dateien.map(archivZeile)),
    db: o.db,
    // 'Surname, first name': the surname index's order, the surname first.
    namensFeld: 'kundenname',
    zeitFeld: 'dateCreated',
  });
}
