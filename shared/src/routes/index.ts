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
import type { Route } from './route';
import { schnittstellenRouten } from './schnittstellen';

export * from './route';

/** The route table: every HTTP endpoint of the product, by id. */
export const ROUTEN = {
  ...benutzerRouten,
  ...kategorienRouten,
  ...gesellschaftZugangRouten,
  ...importRouten,
  ...downloadUebersichtRouten,
  ...courtageRouten,
  ...schnittstellenRouten,
  ...archivRouten,
  ...dokumenteRouten,
  ...lieferungenRouten,
  ...gdvDateienRouten,
  ...importMonitorRouten,
  ...ausnahmenRouten,
  ...bestandRouten,
};
export type RoutenId = keyof typeof ROUTEN;
export const ROUTEN_LISTE: Route[] = Object.values(ROUTEN);
