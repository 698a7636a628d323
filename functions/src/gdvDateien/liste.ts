/**
 * The GDV files list (reference §2.13, §7 POST /bipro/gdv_files, §9): the files of the range the
 * user may see, narrowed by the filter (filter.ts), a page at a time, sorted and counted on the
 * server (biproDateien/seite.ts), as rows (zeile.ts) with their import files' state — read in one
 * batch for the page's rows only.
 */
import type { Benutzer, GdvDatei } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { fachVon } from '../data/repositories/biproDateien';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository } from '../data/repositories/importDateien';
import { lesefehlerBestaetigungenRepository } from '../data/repositories/lesefehlerBestaetigungen';
import { listenSeite, type ListenSeite } from '../biproDateien/seite';
import { datensicht, istSichtbar } from '../domain/datensicht';
import { gdvKriterien, passtZurGdvDatei, type GdvDateiFilter } from './filter';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { gdvZeile, type Importstand } from './zeile';

export async function gdvDateienFiltern(
  b: Benutzer,
  f: GdvDateiFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<ListenSeite<GdvDatei>> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const k = gdvKriterien(b, f, jetzt);
  return listenSeite({
    benutzer: b,
    anfrage: f,
    kriterien: {
      fach: fachVon('gdv'),
      monate: k.zeitraum.monate,
      von: k.zeitraum.von,
      bis: k.zeitraum.bis,
      gesellschaftId: k.gesellschaftId,
      makler: k.makler,
    },
    passt: (d) => passtZurGdvDatei(d, k),
    alsZeilen: async (dateien) => {
      if (dateien.length === 0) return [];
      const [importe, gesellschaften] = await Promise.all([
        importstaende(
          b,
          dateien.flatMap((d) => (d.importDateiId === undefined ? [] : [d.importDateiId])),
          db,
        ),
        gesellschaftenRepository(db).liste(),
      ]);
      const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
      return dateien.map((d) => ({
        ...gdvZeile(
          d,
          namen.get(d.gesellschaftId) ?? String(d.gesellschaftId),
          d.importDateiId === undefined ? undefined : importe.get(d.importDateiId),
          jetzt,
        ),
        aenderbar: darfBiproDateiAendern(b, d),
      }));
    },
    db,
  });
}

/** The import files of these numbers with their read-error confirmations, by number. */
async function importstaende(
  b: Benutzer,
  ids: readonly number[],
  db: Datenbank,
): Promise<Map<number, Importstand>> {
  const dateien = await importDateienRepository(db).ladenMehrere(ids);
  const bestaetigungen = await lesefehlerBestaetigungenRepository(db).fuer(
    dateien.filter((d) => d.numRowsError > 0 || d.dateiFehler !== undefined).map((d) => d.id),
  );
  const sicht = datensicht(b);
  return new Map(
    dateien.map((d) => [
      d.id,
      { datei: d, bestaetigung: bestaetigungen.get(d.id), sichtbar: istSichtbar(d, sicht) },
    ]),
  );
}
