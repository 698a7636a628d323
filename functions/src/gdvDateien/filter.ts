/**
 * The GDV files filter (reference §2.13, §7 POST /bipro/gdv_files) as criteria:
 *
 * - **Date range** of the file's arrival (`creationDate`), German calendar days; without one the
 *   last month up to today (lieferungen/zeitraum.ts).
 * - **Company** by id (the shared company select).
 * - **File name**: with `*` or `?` a wildcard pattern over the whole name, otherwise a part of it,
 *   case-insensitive — the rule the import monitor's and the workbench's name search follow
 *   (domain/dateiauswahl.ts `passtDateiname`).
 * - **Deleted** files (`invisible`) only with "show deleted entries", then beside the others.
 * - **Scope** (domain/bipro/sicht.ts): users who see everything see every file, a broker his own
 *   and — as an FP-plus user who asks for them (`showFilesOfStructure`) — his structure's.
 */
import type { Benutzer, gdvDateiFilter } from '@lieferdesk/shared';
import type { z } from 'zod';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { biproListenMakler } from '../domain/bipro/sicht';
import { passtDateiname } from '../domain/dateiauswahl';
import { imZeitraum, monatsZeitraum, type ListenZeitraum } from '../lieferungen/zeitraum';

export type GdvDateiFilter = z.output<typeof gdvDateiFilter>;

export interface GdvKriterien {
  zeitraum: ListenZeitraum;
  /** The brokers whose files the user sees; undefined: all. */
  makler?: readonly string[];
  gesellschaftId?: number;
  dateiname?: string;
  mitGeloeschten: boolean;
}

export function gdvKriterien(b: Benutzer, f: GdvDateiFilter, jetzt = new Date()): GdvKriterien {
  return {
    zeitraum: monatsZeitraum(f.fromDate, f.toDate, jetzt),
    makler: biproListenMakler(b, 'gdv', { mitStruktur: f.showFilesOfStructure }),
    gesellschaftId: f.gesellschaftId,
    dateiname: f.filenameFilter || undefined,
    mitGeloeschten: f.showDeleted === true,
  };
}

/** The criteria the repository does not apply itself (it reads by month, broker and company). */
export function passtZurGdvDatei(
  d: Pick<BiproDateiEintrag, 'creationDate' | 'invisible' | 'fileName'>,
  k: GdvKriterien,
): boolean {
  return (
    imZeitraum(d.creationDate, k.zeitraum) &&
    (k.mitGeloeschten || !d.invisible) &&
    (k.dateiname === undefined || passtDateiname(d.fileName, k.dateiname))
  );
}
