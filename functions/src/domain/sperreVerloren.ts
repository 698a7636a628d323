/**
 * A run lost its lock — the import file it reads or processes (unlocked in the monitor, taken
 * over by a new run) or the access it downloads for (taken over after its lock expired). One
 * error for both pipelines because its name is the Step Functions error their do-not-retry lists
 * name (events/src/verarbeitung.ts VERARBEITUNGS_NICHT_WIEDERHOLEN, events/src/abholen.ts
 * ABHOL_NICHT_WIEDERHOLEN): no retry gets a lock back.
 */
import { ABHOL_TEXTE, LESE_TEXTE } from '@lieferdesk/shared';

/** What the run held: an import file or a BiPRO access, by id. */
export type Gesperrtes = { dateiId: number } | { zugangId: number };

export class SperreVerloren extends Error {
  override readonly name = 'SperreVerloren';
  constructor(readonly gehalten: Gesperrtes) {
    super('dateiId' in gehalten ? LESE_TEXTE.sperreVerloren(gehalten.dateiId) : ABHOL_TEXTE.sperreVerloren);
  }
}
