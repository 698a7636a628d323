/**
 * The file's company, once the plan has seen its VU numbers (rule: domain gesellschaftAusDatei.ts):
 * the companies read, the rule applied, the numbers no company has remembered for the company
 * selects (repositories/unbekannteVuNummern.ts).
 */
import type { Datenbank } from '../../data/datenbank';
import { gesellschaftenRepository } from '../../data/repositories/gesellschaften';
import { unbekannteVuNummernRepository } from '../../data/repositories/unbekannteVuNummern';
import { gesellschaftDerDatei } from '../../domain/gesellschaftAusDatei';
import type { ZeilenErgebnis } from '../../formate/ergebnis';

/** The fields an XML record names its VU number by (OMDS: VUNr of its PAKET). */
const VU_FELDER = ['VUNr', 'VuNr'];

/** A record's VU number, if its interface reads one. */
export function vuNummerDesSatzes(z: Pick<ZeilenErgebnis, 'felder'>): string | undefined {
  for (const name of VU_FELDER) {
    const wert = z.felder?.[name];
    if (typeof wert === 'string' && wert.trim() !== '') return wert.trim();
  }
  return undefined;
}

export async function dateiGesellschaftBestimmen(
  db: Datenbank,
  bisher: string | undefined,
  vuNummern: readonly (string | null | undefined)[],
  jetzt: string,
): Promise<string | undefined> {
  if (vuNummern.length === 0) return bisher;
  const { gesellschaft, unbekannt } = gesellschaftDerDatei({
    bisher,
    vuNummern,
    gesellschaften: await gesellschaftenRepository(db).liste(),
  });
  if (unbekannt.length > 0) await unbekannteVuNummernRepository(db).merken(unbekannt, jetzt);
  return gesellschaft;
}
