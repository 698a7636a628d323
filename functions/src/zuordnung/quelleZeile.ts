/**
 * Adapter: what an import line delivers (zeile.ts reads it with its contract group), as the
 * assign page's core sees it (quelle.ts).
 */
import { ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Zuordnungsquelle } from './quelle';
import type { ZuordenbareZeile } from './zeile';

export type ZeilenAngaben = Pick<ZuordenbareZeile, 'geliefert' | 'gesellschaft' | 'maklernr'> & {
  datei: Pick<ZuordenbareZeile['datei'], 'fileName'>;
  zeile: Pick<ZuordenbareZeile['zeile'], 'grund' | 'zuordnung'>;
};

/** `art`: GDV or OMDS, by the user (reference §6: the FA user type decides the title). */
export function zeilenQuelle(z: ZeilenAngaben, art: string): Zuordnungsquelle {
  const { art: _art, ...geliefert } = z.geliefert;
  const zuordnung = z.zeile.zuordnung;
  return {
    quelle: 'zeile',
    titel: T.titelImport(art),
    fileName: z.datei.fileName,
    cause: z.zeile.grund,
    geliefert,
    gesellschaftIds: z.gesellschaft ? [z.gesellschaft.gesellschaftId] : [],
    maklernr: z.maklernr ?? zuordnung?.maklernr,
    nurBestandDesMaklers: false,
    zugeordnet: { vertragId: zuordnung?.vertragId, kundennr: zuordnung?.kundennr },
    vorgemerkt: { vertragIds: [], kundennrn: [] },
    kundennummerSuchen: false,
    personAusBestand: false,
    // A reminder in the sense of reference §2.11 is a BiPRO document category; import lines are
    // never one, so they are always assigned by customer company number.
    assignMahnungAllowed: false,
  };
}
