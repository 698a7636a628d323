/**
 * Every interface definition shipped with the product (ids 1–999): the project's OMDS and CSV
 * layouts and the GDV standard record types. They are data like user-defined interfaces, so
 * the one engine (`../lesen`) reads every delivered file.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { gdvSchnittstellen } from '../../gdv/schnittstellen';
import { courtageBuchung, courtageSchnittstelle } from './courtage';
import { csvKopfzeile } from './gemeinsam';
import { mahnlisteSchnittstelle, mahnung } from './mahnliste';
import { omdsSchnittstelle } from './omds';

export { EINGEBAUT_ID, istEingebauteId } from './gemeinsam';

export function eingebauteSchnittstellen(): Schnittstelle[] {
  return [
    omdsSchnittstelle(),
    courtageSchnittstelle(),
    mahnlisteSchnittstelle(),
    csvKopfzeile(),
    courtageBuchung(),
    mahnung(),
    ...gdvSchnittstellen(),
  ];
}
