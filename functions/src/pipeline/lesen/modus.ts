/**
 * Which mode of the workbench an interface's files belong to (reference §9: 1 import of portfolio
 * data — GDV, OMDS, dunning lists —, 2 settlement of commission). Interfaces carry no mode of
 * their own; the rule: an interface whose table or name speaks of commission (courtage,
 * provision, abrechnung) reads settlement files, every other one import files. The built-in
 * commission layout has the table 'courtage'; user copies keep it.
 */
import type { SchnittstellenZeile } from '@lieferdesk/shared';

const ABRECHNUNG = /courtage|provision|abrechnung/i;

export function modusVon(s: Pick<SchnittstellenZeile, 'tableName' | 'interfaceName'>): 1 | 2 {
  return ABRECHNUNG.test(s.tableName ?? '') || ABRECHNUNG.test(s.interfaceName) ? 2 : 1;
}
