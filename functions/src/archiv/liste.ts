/**
 * The archive's search (reference §2.9): the archived files of the range's months the user may
 * see — a user who sees everything all of them (read by company or customer name when the filter
 * names one), anyone else his own broker number's (domain/bipro/sicht.ts; the archive has no
 * structure view) — narrowed by the filter's rules (filter.ts), newest first, at most
 * LISTEN_GRENZE rows with the notice that more were left out.
 */
import {
  LISTEN_GRENZE,
  MELDUNGEN,
  type ArchivEintrag,
  type ArchivFilter,
  type Benutzer,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproDateienRepository, fachVon } from '../data/repositories/biproDateien';
import { monateZwischen } from '../data/repositories/importDateien';
import { biproListenMakler } from '../domain/bipro/sicht';
import { archivKriterien, passtZumArchivFilter } from './filter';
import { archivZeile } from './zeile';

export async function archivFiltern(
  b: Benutzer,
  f: ArchivFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<{ rows: ArchivEintrag[]; mess?: string }> {
  const k = archivKriterien(f, o.jetzt);
  const makler = biproListenMakler(b, 'archiv');
  const { zeilen, mehr } = await biproDateienRepository(o.db ?? datenbank()).liste({
    fach: fachVon('archiv'),
    monate: monateZwischen(k.zeitraum.vonTag, k.zeitraum.bisTag),
    von: k.zeitraum.von,
    bis: k.zeitraum.bis,
    ...(makler ? { makler } : {}),
    ...(k.gesellschaftId !== undefined ? { gesellschaftId: k.gesellschaftId } : {}),
    ...(k.nachname !== undefined ? { nachname: k.nachname } : {}),
    grenze: LISTEN_GRENZE,
  });
  const rows = zeilen.filter((d) => passtZumArchivFilter(d, k)).map(archivZeile);
  return mehr ? { rows, mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : { rows };
}
