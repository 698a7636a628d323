/**
 * The BiPRO document the assign page is about (reference §2.11, inbox variant): found by its id,
 * checked against the user's scope, with its access's companies and its category.
 *
 * - Every signed-in user may assign documents; the scope is the inbox's (domain/bipro/sicht.ts):
 *   users who see everything, the document's broker, a BiPRO-structure user his structure's
 *   unassigned documents.
 * - Outside the scope, deleted (`invisible`), not a document (a GDV file, a list, an archived
 *   file) or unknown: 404 with one text, so nothing tells which.
 */
import { ZUORDNUNG_TEXTE as T, type Benutzer, type BiproKategorie } from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import { biproDateienRepository, type BiproDateiEintrag } from '../data/repositories/biproDateien';
import { gesellschaftenRepository, type Gesellschaft } from '../data/repositories/gesellschaften';
import { gesellschaftZugaengeRepository } from '../data/repositories/gesellschaftZugaenge';
import { kategorienRepository } from '../data/repositories/kategorien';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { siehtBiproDatei } from '../domain/bipro/sicht';
import { NichtGefunden, nichtGefunden } from '../domain/fehler';
import { dokumentQuelle } from './quelleDokument';
import type { Zuordnungsquelle } from './quelle';

export interface ZuordenbaresDokument {
  datei: BiproDateiEintrag;
  quelle: Zuordnungsquelle;
  /** Every company (for names). */
  gesellschaften: Gesellschaft[];
}

/** The category of a GeVo type, if staff keep one. */
async function kategorieVon(db: Datenbank, gevoArt: number | undefined): Promise<BiproKategorie | undefined> {
  if (gevoArt === undefined) return undefined;
  try {
    return await kategorienRepository(db).laden(gevoArt);
  } catch (fehler) {
    if (fehler instanceof NichtGefunden) return undefined;
    throw fehler;
  }
}

export async function zuordenbaresDokument(
  benutzer: Benutzer,
  id: number,
  db: Datenbank,
): Promise<ZuordenbaresDokument> {
  const datei = id > 0 ? await biproDateienRepository(db).laden(id) : undefined;
  if (!datei || datei.ziel !== 'dokument' || datei.invisible || !siehtBiproDatei(benutzer, datei))
    throw nichtGefunden(T.keineImportzeile(id));

  const [zugang, gesellschaften, kategorie] = await Promise.all([
    zugaengeRepository(db).laden(datei.zugangId),
    gesellschaftenRepository(db).liste(),
    kategorieVon(db, datei.gevoArt),
  ]);
  // An access deleted since: its own company (on the record) is all that is known.
  const zugeordnet = zugang
    ? await gesellschaftZugaengeRepository(db).liste(zugang.extZugangBezeichnung)
    : [];
  return {
    datei,
    quelle: dokumentQuelle(
      datei,
      zugeordnet.map((g) => g.gesellschaftId),
      kategorie,
    ),
    gesellschaften,
  };
}
