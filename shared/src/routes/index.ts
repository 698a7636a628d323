import { aenderungenRouten } from './aenderungen';
import { archivRouten } from './archiv';
import { ausnahmenRouten } from './ausnahmen';
import { benutzerRouten } from './benutzer';
import { bestandRouten } from './bestand';
import { courtageRouten } from './courtage';
import { importRouten } from './datenimport';
import { dokumenteRouten } from './dokumente';
import { downloadUebersichtRouten } from './downloadUebersicht';
import { gdvDateienRouten } from './gdvDateien';
import { gesellschaftZugangRouten } from './gesellschaftZugang';
import { importMonitorRouten } from './importMonitor';
import { kategorienRouten } from './kategorien';
import { lieferungenRouten } from './lieferungen';
import { listenExportRouten } from './listenExport';
import type { Route } from './route';
import { schnittstellenRouten } from './schnittstellen';
import { uebersichtRouten } from './uebersicht';
import { zugaengeRouten } from './zugaenge';

export * from './route';

/** The route table: every HTTP endpoint of the product, by id. */
export const ROUTEN = {
  ...benutzerRouten,
  ...kategorienRouten,
  ...gesellschaftZugangRouten,
  ...importRouten,
  ...downloadUebersichtRouten,
  ...zugaengeRouten,
  ...courtageRouten,
  ...schnittstellenRouten,
  ...archivRouten,
  ...dokumenteRouten,
  ...lieferungenRouten,
  ...gdvDateienRouten,
  ...importMonitorRouten,
  ...ausnahmenRouten,
  ...bestandRouten,
  ...aenderungenRouten,
  ...listenExportRouten,
  ...uebersichtRouten,
};
export type RoutenId = keyof typeof ROUTEN;
export const ROUTEN_LISTE: Route[] = Object.values(ROUTEN);

/**
 * The same routes by route file, under the file's name: the infrastructure deploys each group's
 * functions in a CloudFormation stack of its own (infra/src/routengruppe.ts), so the groups are
 * exactly the spreads of ROUTEN — a new route file is a new entry here and there.
 */
export const ROUTEN_GRUPPEN = {
  benutzer: benutzerRouten,
  kategorien: kategorienRouten,
  gesellschaftZugang: gesellschaftZugangRouten,
  datenimport: importRouten,
  downloadUebersicht: downloadUebersichtRouten,
  zugaenge: zugaengeRouten,
  courtage: courtageRouten,
  schnittstellen: schnittstellenRouten,
  archiv: archivRouten,
  dokumente: dokumenteRouten,
  lieferungen: lieferungenRouten,
  gdvDateien: gdvDateienRouten,
  importMonitor: importMonitorRouten,
  ausnahmen: ausnahmenRouten,
  bestand: bestandRouten,
  aenderungen: aenderungenRouten,
  listenExport: listenExportRouten,
  uebersicht: uebersichtRouten,
};
export type RoutenGruppenName = keyof typeof ROUTEN_GRUPPEN;
