/**
 * Which archived files a search finds (reference §2.9, §5, §9). Pure: the repository reads the
 * archive's months of the range through one index, these rules decide.
 *
 * - **Date range**: German calendar days of the file's arrival; without a range the last 6 months
 *   up to today, a missing start 6 months before the end, a missing end today.
 * - **Company** (the BiPRO access's insurer): its id.
 * - **Customer name**: the beginning of the customer's surname, folded as the surname index is
 *   (`namensSchluessel`: case, umlauts and accents do not matter).
 * - **VSNR**: the same policy number however it is spelled (domain/vsnr.ts).
 * - **GeVo-Art**: equal.
 * - **File name**: with `*` or `?` a pattern over the whole name, otherwise a part of it
 *   (domain/dateiauswahl.ts, the import screens' rule).
 * - Deleted (invisible) files and files of other lists are never archive rows.
 *
 * The predicate checks company and name too, though the repository narrows by them when it reads
 * through their index: it reads through one index only (a broker's, else the name's, else the
 * company's), so the rule stays whole whichever was read.
 */
import { ARCHIV_STANDARD_MONATE, type ArchivFilter } from '@lieferdesk/shared';
import { namensSchluessel, type BiproDateiEintrag } from '../data/repositories/biproDateien';
import { passtDateiname } from '../domain/dateiauswahl';
import { normalisiereVsnr } from '../domain/vsnr';
import { deutscherTag, listenZeitraum, type Zeitraum } from '../zeitangabe';

export interface ArchivKriterien {
  zeitraum: Zeitraum;
  gesellschaftId?: number;
  /** The surname's beginning as a search key (namensSchluessel). */
  nachname?: string;
  /** The normalised policy number. */
  vsnr?: string;
  gevoArt?: number;
  dateiname?: string;
}

/** The range of German calendar days a filter asks for, with the archive's defaults. */
export function archivZeitraum(f: Pick<ArchivFilter, 'fromDate' | 'toDate'>, jetzt = new Date()): Zeitraum {
  return listenZeitraum({ dateFrom: f.fromDate, dateTo: f.toDate }, jetzt, ARCHIV_STANDARD_MONATE);
}

const gefuellt = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

export function archivKriterien(f: ArchivFilter, jetzt = new Date()): ArchivKriterien {
  const k: ArchivKriterien = { zeitraum: archivZeitraum(f, jetzt) };
  if (f.gesellschaftId !== undefined) k.gesellschaftId = f.gesellschaftId;
  const nachname = namensSchluessel(gefuellt(f.kundenname));
  if (nachname) k.nachname = nachname;
  const vsnr = normalisiereVsnr(gefuellt(f.policeNr));
  if (vsnr) k.vsnr = vsnr;
  if (f.gevoArt !== undefined) k.gevoArt = f.gevoArt;
  const dateiname = gefuellt(f.fileName);
  if (dateiname) k.dateiname = dateiname;
  return k;
}

/** What the rules look at in a stored file. */
export type ArchivKandidat = Pick<
  BiproDateiEintrag,
  | 'ziel'
  | 'invisible'
  | 'creationDate'
  | 'gesellschaftId'
  | 'customerSurname'
  | 'policeNr'
  | 'gevoArt'
  | 'fileName'
>;

export function passtZumArchivFilter(d: ArchivKandidat, k: ArchivKriterien): boolean {
  if (d.ziel !== 'archiv' || d.invisible) return false;
  const tag = deutscherTag(d.creationDate);
  if (tag < k.zeitraum.vonTag || tag > k.zeitraum.bisTag) return false;
  if (k.gesellschaftId !== undefined && d.gesellschaftId !== k.gesellschaftId) return false;
  if (k.nachname !== undefined && !(namensSchluessel(d.customerSurname) ?? '').startsWith(k.nachname))
    return false;
  if (k.vsnr !== undefined && normalisiereVsnr(d.policeNr) !== k.vsnr) return false;
  if (k.gevoArt !== undefined && d.gevoArt !== k.gevoArt) return false;
  if (k.dateiname !== undefined && !passtDateiname(d.fileName, k.dateiname)) return false;
  return true;
}
