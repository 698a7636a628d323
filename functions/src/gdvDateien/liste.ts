/**
 * The GDV files list (reference §2.13, §7 POST /bipro/gdv_files): the files of the range the user
 * may see, narrowed by the filter (filter.ts), newest first, at most LISTEN_GRENZE of them, as rows
 * (zeile.ts) with their import files' state, read in one batch.
 */
import { LISTEN_GRENZE, MELDUNGEN, type Benutzer, type GdvDatei } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproDateienRepository, fachVon } from '../data/repositories/biproDateien';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository } from '../data/repositories/importDateien';
import { lesefehlerBestaetigungenRepository } from '../data/repositories/lesefehlerBestaetigungen';
import { datensicht, istSichtbar } from '../domain/datensicht';
import { gdvKriterien, passtZurGdvDatei, type GdvDateiFilter } from './filter';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { gdvZeile, type Importstand } from './zeile';

export async function gdvDateienFiltern(
  b: Benutzer,
  f: GdvDateiFilter,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<{ rows: GdvDatei[]; mess?: string }> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const k = gdvKriterien(b, f, jetzt);
  const [{ zeilen, mehr }, gesellschaften] = await Promise.all([
    biproDateienRepository(db).liste({
      fach: fachVon('gdv'),
      monate: k.zeitraum.monate,
      von: k.zeitraum.von,
      bis: k.zeitraum.bis,
      gesellschaftId: k.gesellschaftId,
      makler: k.makler,
      grenze: LISTEN_GRENZE,
    }),
    gesellschaftenRepository(db).liste(),
  ]);
  const dateien = zeilen.filter((d) => passtZurGdvDatei(d, k));
  const importe = await importstaende(
    b,
    dateien.flatMap((d) => (d.importDateiId === undefined ? [] : [d.importDateiId])),
    db,
  );
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  const rows = dateien.map((d) => ({
    ...gdvZeile(
      d,
      namen.get(d.gesellschaftId) ?? String(d.gesellschaftId),
      d.importDateiId === undefined ? undefined : importe.get(d.importDateiId),
      jetzt,
    ),
    aenderbar: darfBiproDateiAendern(b, d),
  }));
  return mehr ? { rows, mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : { rows };
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
