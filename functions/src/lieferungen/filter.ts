/**
 * The deliveries filter (reference §2.12, §7 POST /bipro_lieferungen/filter) as criteria:
 *
 * - **Date range** of the delivery's first fetch (`dateStarted`), German calendar days; without one
 *   the last month up to today (zeitraum.ts).
 * - **Company**: a company name, or the id as the shared company select sends it; empty or
 *   PARAMETER_ALLE means all. A delivery belongs to its access's company: the download job
 *   writes the access's company onto the delivery when it begins it (abholung/lieferung.ts).
 * - **Scope** (domain/datensicht.ts): users who see everything see every delivery, a broker the
 *   deliveries of his own accesses (the access's broker is on the delivery too).
 */
import type { Benutzer, Lieferung, lieferungFilter } from '@lieferdesk/shared';
import type { z } from 'zod';
import type { BiproLieferungEintrag } from '../data/repositories/biproLieferungen';
import { gesellschaftsName } from '../domain/dateiauswahl';
import { datensicht } from '../domain/datensicht';
import { imZeitraum, monatsZeitraum, type ListenZeitraum } from './zeitraum';

export type LieferungFilter = z.output<typeof lieferungFilter>;

export interface LieferungsKriterien {
  zeitraum: ListenZeitraum;
  /** The brokers whose deliveries the user sees; undefined: all. */
  makler?: readonly string[];
  /** The company's name; undefined: all companies. */
  gesellschaft?: string;
}

export function lieferungsKriterien(
  b: Benutzer,
  f: LieferungFilter,
  gesellschaften: readonly { gesellschaftId: number; name: string }[],
  jetzt = new Date(),
): LieferungsKriterien {
  const sicht = datensicht(b);
  return {
    zeitraum: monatsZeitraum(f.dateFrom, f.dateTo, jetzt),
    makler: sicht.alle ? undefined : [...sicht.makler],
    gesellschaft: gesellschaftsName(f.gesellschaft, gesellschaften),
  };
}

/** `gesellschaft`: the delivery's company by name, as the row shows it. */
export function passtZurLieferung(
  l: Pick<BiproLieferungEintrag, 'dateStarted'>,
  gesellschaft: Lieferung['gesellschaft'],
  k: LieferungsKriterien,
): boolean {
  return (
    imZeitraum(l.dateStarted, k.zeitraum) && (k.gesellschaft === undefined || gesellschaft === k.gesellschaft)
  );
}
