/**
 * The line the assign page is about: found by its API id, checked against the user's rights and
 * scope, read with its GDV contract group, and what it delivers, its company and its broker.
 *
 * - The id of an import line is file × 10⁷ + line; any other id is a BiPRO document (reference
 *   §2.11: dokument.ts), so here it is not found.
 * - Import lines need the import right (the route is open to every signed-in user because
 *   documents are; reference §6) — 403 without it.
 * - Scope as in the workbench and the monitor (datensicht/importDateien.ts): a file outside it is 404.
 */
import { darfImportLesen, ZUORDNUNG_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { normalisiereKennung } from '../domain/kennung';
import { maklerDerZeile, vermittlerSchluessel } from '../domain/makler';
import {
  gelieferteDaten,
  hatVertragssatz,
  vertragsgruppe,
  type Geliefert,
} from '../domain/zuordnung/geliefert';
import { istGdvSatz } from '../domain/auswertung/gdv';
import type { Datenbank } from '../data/datenbank';
import { gesellschaftenRepository, type Gesellschaft } from '../data/repositories/gesellschaften';
import type { ImportDatei } from '../data/repositories/importDateien';
import {
  importZeilenRepository,
  ZEILEN_JE_DATEI,
  type ImportZeileDaten,
} from '../data/repositories/importZeilen';
import { vermittlernummernRepository } from '../data/repositories/vermittlernummern';
import { keineBerechtigung, nichtGefunden } from '../domain/fehler';
import { sichtbareZeile } from '../datensicht/importDateien';

export interface ZuordenbareZeile {
  id: number;
  datei: ImportDatei;
  zeile: ImportZeileDaten;
  geliefert: Geliefert;
  /** The line's company: by its VU number, else the file's. */
  gesellschaft?: Gesellschaft;
  gesellschaften: Gesellschaft[];
  /** The line's broker as evaluation decides it (domain makler.ts); undefined: not known. */
  maklernr?: string;
}

/** Lines read before the line at first, and more each time the group reaches further back. */
const ZURUECK = 64;
/** Lines read after it: a 0100's contract record follows within a few lines. */
const VOR = 24;
const ERWEITERUNGEN = 8;

export const istImportZeilenId = (id: number): boolean =>
  Number.isSafeInteger(id) && id >= ZEILEN_JE_DATEI && id % ZEILEN_JE_DATEI !== 0;

/**
 * A GDV line's contract group: the lines around it are read in windows until the group's first
 * line is in (a contract of hundreds of parts reads back in steps) and, for a line before its
 * 0200, the contract record too.
 */
async function gruppeLaden(db: Datenbank, zeile: ImportZeileDaten): Promise<ImportZeileDaten[]> {
  const repo = importZeilenRepository(db);
  let von = Math.max(1, zeile.zeile - ZURUECK);
  let bis = zeile.zeile + VOR;
  let zeilen = await repo.bereich(zeile.dateiId, von, bis);
  for (let i = 0; i < ERWEITERUNGEN; i++) {
    const gruppe = vertragsgruppe(zeilen, zeile.zeile);
    const erste = gruppe[0]?.zeile;
    const letzte = gruppe.at(-1)?.zeile;
    if (erste === von && von > 1) {
      const neu = Math.max(1, von - ZURUECK * 2 ** (i + 1));
      zeilen = [...(await repo.bereich(zeile.dateiId, neu, von - 1)), ...zeilen];
      von = neu;
    } else if (letzte === bis && !hatVertragssatz(gruppe)) {
      const neu = bis + VOR * 2 ** (i + 1);
      zeilen = [...zeilen, ...(await repo.bereich(zeile.dateiId, bis + 1, neu))];
      bis = neu;
    } else return gruppe;
  }
  return vertragsgruppe(zeilen, zeile.zeile);
}

export async function zuordenbareZeile(
  benutzer: Benutzer,
  id: number,
  db: Datenbank,
): Promise<ZuordenbareZeile> {
  if (!istImportZeilenId(id)) throw nichtGefunden(T.keineImportzeile(id));
  if (!darfImportLesen(benutzer)) throw keineBerechtigung();
  const { datei, zeile } = await sichtbareZeile(benutzer, id, db, T.zeileNichtGefunden(id));

  const gruppe = istGdvSatz(zeile.satz) ? await gruppeLaden(db, zeile) : [zeile];
  const geliefert = gelieferteDaten(zeile, gruppe);

  const gesellschaften = await gesellschaftenRepository(db).liste();
  const vu = normalisiereKennung(geliefert.vuNummer);
  const gesellschaft =
    (vu === undefined ? undefined : gesellschaften.find((g) => normalisiereKennung(g.vuNrBafin) === vu)) ??
    gesellschaften.find((g) => g.name === datei.gesellschaft);

  // Rules 1 and 2 of "Which broker a file belongs to"; rule 3 (the contract's broker) is the
  // caller's, who looks the contract up anyway. A foreign intermediary number (-4) leaves the
  // line with the file's broker.
  let maklernr = datei.maklernr;
  if (gesellschaft && geliefert.vermittlernummer) {
    const zeilenMakler = await vermittlernummernRepository(db).makler(
      gesellschaft.gesellschaftId,
      geliefert.vermittlernummer,
    );
    const vermittler = new Map<string, string>();
    if (zeilenMakler)
      vermittler.set(
        vermittlerSchluessel(gesellschaft.gesellschaftId, geliefert.vermittlernummer),
        zeilenMakler,
      );
    const m = maklerDerZeile(
      { dateiMakler: datei.maklernr, vermittler },
      gesellschaft.gesellschaftId,
      geliefert.vermittlernummer,
    );
    if ('maklernr' in m) maklernr = m.maklernr;
  }
  return { id, datei, zeile, geliefert, gesellschaft, gesellschaften, maklernr };
}
