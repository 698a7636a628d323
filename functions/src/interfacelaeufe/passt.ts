/**
 * Which import file fulfils a planned run (reference §2.16): one of the run's interface — by its
 * id, or by its name as the file records it (case ignored) — and of the run's company, any
 * company for 'Allgemein'; a file of several companies fulfils the run of each. A file refused
 * before it was read (its content came before) brought nothing new and does not count; one that
 * failed while being read does — it came, and the monitor shows its failure. Pure.
 */
import { GESELLSCHAFT_ALLGEMEIN } from '@lieferdesk/shared';
import type { ImportDatei } from '../data/repositories/importDateien';
import { DATEI_STATUS } from '../domain/dateiStatus';
import { passtZurGesellschaft } from '../domain/gesellschaftAusDatei';

export interface LaufKriterien {
  gesellschaft: string;
  interfaceId: number;
  interfaceName: string;
}

const gleich = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function erfuelltLauf(
  d: Pick<ImportDatei, 'gesellschaft' | 'interfaceId' | 'interfaceName' | 'status'>,
  lauf: LaufKriterien,
): boolean {
  if (d.status === DATEI_STATUS.abgelehnt) return false;
  const interfacePasst =
    d.interfaceId === lauf.interfaceId ||
    (d.interfaceName !== undefined && gleich(d.interfaceName, lauf.interfaceName));
  if (!interfacePasst) return false;
  return (
    lauf.gesellschaft === GESELLSCHAFT_ALLGEMEIN || passtZurGesellschaft(d.gesellschaft, lauf.gesellschaft)
  );
}
