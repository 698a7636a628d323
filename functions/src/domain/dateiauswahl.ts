/**
 * Which import files a search finds: the criteria the import monitor's filter (reference §2.14, §9)
 * and the workbench's (reference §5) share. Pure: the repository reads the files of a date range, a
 * file number or a file name, these rules narrow them.
 *
 * - **Scope** first: the data scope (datensicht.ts).
 * - **Date range**: German calendar days (the users' day, whatever the Lambda's zone) of the
 *   file's start.
 * - **File number** names one file.
 * - **File name**: with `*` or `?` a wildcard pattern over the whole name, otherwise a part of
 *   it; case does not matter.
 * - **Company**: by name, or by id as the shared company select sends it; empty or
 *   PARAMETER_ALLE means all. A file of several companies is found by each, an unknown VU
 *   number's company by its text '9999 (unbekannt)' (gesellschaftAusDatei.ts).
 * - **Interface**: its name (case-insensitive) or its id.
 * - **Only currently processing**: a run holds the file in one of its working states.
 */
import { PARAMETER_ALLE } from '@lieferdesk/shared';
import { passtMuster } from '../formate/schnittstellen/dateiname';
import { deutscherTag, type Zeitraum } from '../zeitangabe';
import { inBearbeitung } from './dateiStatus';
import { passtZurGesellschaft } from './gesellschaftAusDatei';
import { istSichtbar, type Datensicht, type Eigentuemer } from './datensicht';

const vergleichbar = (text: string) => text.normalize('NFC').toLowerCase();

/** `*` and `?` make a pattern over the whole name; plain text is a part of the name. */
export function passtDateiname(fileName: string, suche: string): boolean {
  const muster = suche.trim();
  if (muster === '') return true;
  if (/[*?]/.test(muster)) return passtMuster(fileName, muster);
  return vergleichbar(fileName).includes(vergleichbar(muster));
}

/** The criteria after the company filter was resolved to a name (the caller knows the companies). */
export interface Dateikriterien {
  zeitraum?: Pick<Zeitraum, 'vonTag' | 'bisTag'>;
  gesellschaft?: string;
  interfaceName?: string;
  fileName?: string;
  fileNumber?: number;
  onlyCurrentlyProcessing?: boolean;
  modus: 1 | 2;
  sichtbarkeit: Datensicht;
}

/** What the criteria look at in a file record. */
export interface GefilterteDatei extends Eigentuemer {
  id: number;
  fileName: string;
  gesellschaft?: string;
  interfaceId?: number;
  interfaceName?: string;
  modus: number;
  status: string;
  sperre?: string;
  dateFrom: string;
}

export function passtZumFilter(d: GefilterteDatei, k: Dateikriterien): boolean {
  if (!istSichtbar(d, k.sichtbarkeit)) return false;
  if (d.modus !== k.modus) return false;
  if (k.fileNumber !== undefined && d.id !== k.fileNumber) return false;
  if (k.zeitraum) {
    const tag = deutscherTag(d.dateFrom);
    if (tag < k.zeitraum.vonTag || tag > k.zeitraum.bisTag) return false;
  }
  if (k.gesellschaft !== undefined && !passtZurGesellschaft(d.gesellschaft, k.gesellschaft)) return false;
  if (k.interfaceName !== undefined) {
    const gesucht = k.interfaceName.trim();
    const passt =
      vergleichbar(d.interfaceName ?? '') === vergleichbar(gesucht) ||
      (d.interfaceId !== undefined && String(d.interfaceId) === gesucht);
    if (!passt) return false;
  }
  if (k.fileName !== undefined && !passtDateiname(d.fileName, k.fileName)) return false;
  if (k.onlyCurrentlyProcessing && !inBearbeitung(d)) return false;
  return true;
}

/**
 * The company filter as a name: the select sends the company's id as text, other callers may
 * send the name; unknown values are taken as a name (and match nothing).
 */
export function gesellschaftsName(
  filter: string | undefined,
  gesellschaften: readonly { gesellschaftId: number; name: string }[],
): string | undefined {
  const wert = filter?.trim();
  if (!wert || wert === PARAMETER_ALLE) return undefined;
  return gesellschaften.find((g) => String(g.gesellschaftId) === wert)?.name ?? wert;
}
