/**
 * POST /bipro_courtage/filter (reference §2.7, §7): one of the two lists — commission files or
 * dunning/dynamics/action lists — over a date range (default: the last month), optionally of one
 * company and with the deleted rows, a page at a time, sorted and counted on the server
 * (biproDateien/seite.ts). A user who does not
 * see everything sees his own broker number's files (biproListenMakler). Each row says which
 * interface could read it (schnittstelle.ts), and a row read into the import shows what became
 * of that import file (zeile.ts).
 */
import {
  type AntwortVon,
  type Benutzer,
  type CourtageDatei,
  type CourtageFilter,
  type ROUTEN,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { parallel } from '../data/parallel';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { listenSeite } from '../biproDateien/seite';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, monateZwischen } from '../data/repositories/importDateien';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { biproListenMakler } from '../domain/bipro/sicht';
import { passtZumFilter, zielVon, type CourtageZiel } from './kriterien';
import { importSchnittstelle } from './schnittstelle';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { courtageZeile } from './zeile';
import { listenZeitraum } from '../zeitangabe';

export interface ListenOptionen {
  db?: Datenbank;
  jetzt?: Date;
}

export async function courtageListe(
  benutzer: Benutzer,
  filter: CourtageFilter,
  o: ListenOptionen = {},
): Promise<AntwortVon<typeof ROUTEN.courtageFilter>> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const ziel = zielVon(filter.isCourtage);
  const z = listenZeitraum(filter, jetzt);
  const makler = biproListenMakler(benutzer, ziel);
  return listenSeite({
    benutzer,
    anfrage: filter,
    kriterien: {
      fach: ziel,
      monate: monateZwischen(z.von, z.bis),
      von: z.von,
      bis: z.bis,
      // The repository narrows by one index; with a broker scope it filters the company itself.
      ...(makler ? { makler } : {}),
      ...(filter.gesellschaftId !== undefined ? { gesellschaftId: filter.gesellschaftId } : {}),
    },
    passt: (d) => passtZumFilter(d, z, filter.showDeleted),
    alsZeilen: (dateien) => zeilen(benutzer, dateien, ziel, db, jetzt),
    db,
  });
}

/** The files as the list's rows: each with its company, its interface or its import file's result. */
async function zeilen(
  benutzer: Benutzer,
  gezeigt: BiproDateiEintrag[],
  ziel: CourtageZiel,
  db: Datenbank,
  jetzt: Date,
): Promise<CourtageDatei[]> {
  if (gezeigt.length === 0) return [];
  const [gesellschaften, schnittstellen] = await Promise.all([
    gesellschaftenRepository(db).liste(),
    schnittstellenVerwaltung(db).liste(),
  ]);
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  // Only the rows read into the import have an import file; each is one item by its key.
  const importDateien = importDateienRepository(db);
  const gelesen = gezeigt.filter((d) => d.importDateiId !== undefined);
  const dateien = new Map(
    (await parallel(gelesen, (d) => importDateien.laden(d.importDateiId!))).flatMap((i) =>
      i ? [[i.id, i] as const] : [],
    ),
  );
  return gezeigt.map((d) => {
    const gesellschaft = namen.get(d.gesellschaftId);
    // A row read already needs no interface: its action is the result.
    const schnittstelle =
      d.importDateiId === undefined && !d.statusLog
        ? importSchnittstelle({ fileName: d.fileName, ziel }, gesellschaft, schnittstellen)
        : undefined;
    return {
      ...courtageZeile(
        d,
        {
          gesellschaft,
          importItem: schnittstelle?.interfaceName,
          importDatei: d.importDateiId === undefined ? undefined : dateien.get(d.importDateiId),
        },
        jetzt,
      ),
      aenderbar: darfBiproDateiAendern(benutzer, d),
    };
  });
}
