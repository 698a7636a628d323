/**
 * GET /bipro_import/datensatz_zuordnen?id[&name] (reference §3 "Assignment data", §2.5, §2.11): the
 * id names an import line (file × 10⁷ + line: zeile.ts) or else a BiPRO document (dokument.ts);
 * its adapter says what it delivered (quelleZeile.ts, quelleDokument.ts), and one core finds,
 * ranks and shows the candidates for both (vorschlaege.ts).
 */
import { zuordnungsArt, type Benutzer, type ZuordnungsDaten } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { Gesellschaft } from '../data/repositories/gesellschaften';
import { zuordenbaresDokument } from './dokument';
import type { Zuordnungsquelle } from './quelle';
import { zeilenQuelle } from './quelleZeile';
import { istImportZeilenId, zuordenbareZeile } from './zeile';
import { zuordnungsDatenBilden } from './vorschlaege';

async function quelleLaden(
  benutzer: Benutzer,
  id: number,
  db: Datenbank,
): Promise<{ quelle: Zuordnungsquelle; gesellschaften: Gesellschaft[] }> {
  if (!istImportZeilenId(id)) return zuordenbaresDokument(benutzer, id, db);
  const z = await zuordenbareZeile(benutzer, id, db);
  return { quelle: zeilenQuelle(z, zuordnungsArt(benutzer)), gesellschaften: z.gesellschaften };
}

export async function zuordnungsDatenLaden(
  benutzer: Benutzer,
  abfrage: { id: number; name?: string },
  db: Datenbank = datenbank(),
): Promise<ZuordnungsDaten> {
  const { quelle, gesellschaften } = await quelleLaden(benutzer, abfrage.id, db);
  return zuordnungsDatenBilden(benutzer, quelle, { gesellschaften, name: abfrage.name }, db);
}
