/**
 * The import monitor's filter (spec §2.14, §7 POST /gdv_import_monitor/filter, §9) and its data
 * scope (DESIGN.md "Auth and roles": the API checks every scope itself). Pure: the repository
 * reads the files of the date range, these rules narrow them.
 *
 * - **Scope**: internal users, holders of the data-import right (the full filter, spec §6) and
 *   the internal view (VIEW_INTERN) see every file. Everyone else sees the files of his own
 *   broker number and the ones he uploaded himself; with `mitStruktur` and the BiPRO-structure
 *   role also those of the brokers of his structure (the `custom:struktur` claim). A file no
 *   broker is known for yet (a drop) is for the unrestricted users only.
 * - **Date range**: calendar days in German time (the users' day, whatever the Lambda's zone),
 *   on the start of the file; without one, today (spec §9); a reversed range is turned round.
 * - **File number** names one file: it is found whatever its date (the other criteria still
 *   apply) — a person who types a number means that file, not "that file if it came today".
 * - **File name**: with `*` or `?` a wildcard pattern over the whole name, otherwise a part of
 *   it; case does not matter.
 * - **Company**: by name, or by id as the shared company select sends it; empty or
 *   PARAMETER_ALLE means all. **Interface**: its name (case-insensitive) or its id.
 */
import {
  hatVollenFilter,
  PARAMETER_ALLE,
  type Benutzer,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import type { ImportDatei } from '../data/repositories/importDateien';
import { passtMuster } from '../formate/schnittstellen/dateiname';
import { inBearbeitung } from './zeile';

export type MonitorFilter = BodyVon<typeof ROUTEN.monitorFilter>;

const ZEITZONE = 'Europe/Berlin';
const TAG_MS = 86_400_000;
const tagFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZEITZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The German calendar day (YYYY-MM-DD) of a point in time. */
export const deutscherTag = (zeitpunkt: string | Date): string =>
  tagFormat.format(typeof zeitpunkt === 'string' ? new Date(zeitpunkt) : zeitpunkt);

/** Who sees which files: everything, or the files of these broker numbers and this uploader. */
export type Sichtbarkeit =
  { alle: true } | { alle: false; makler: ReadonlySet<string>; benutzername: string };

export function sichtbarkeit(b: Benutzer, mitStruktur = false): Sichtbarkeit {
  if (hatVollenFilter(b) || b.rollen.includes('VIEW_INTERN')) return { alle: true };
  const makler = new Set<string>();
  if (b.maklernr) makler.add(b.maklernr);
  if (mitStruktur && b.rollen.includes('BIPRO_STRUKTUR')) for (const nr of b.struktur) makler.add(nr);
  return { alle: false, makler, benutzername: b.name };
}

export function istSichtbar(d: Pick<ImportDatei, 'maklernr' | 'userId'>, s: Sichtbarkeit): boolean {
  if (s.alle) return true;
  return (
    (d.maklernr !== undefined && s.makler.has(d.maklernr)) ||
    (d.userId !== undefined && d.userId === s.benutzername)
  );
}

export interface Zeitraum {
  /** German calendar days, inclusive. */
  vonTag: string;
  bisTag: string;
  /**
   * The ISO times to read from the start index, [von, bis): a day wider on each side than the
   * German days (German time is UTC+1 or +2); `imZeitraum` then `vonTag..bisTag` decide exactly.
   */
  von: string;
  bis: string;
}

export function zeitraum(f: Pick<MonitorFilter, 'dateFrom' | 'dateTo'>, jetzt = new Date()): Zeitraum {
  const heute = deutscherTag(jetzt);
  let vonTag = f.dateFrom ?? f.dateTo ?? heute;
  let bisTag = f.dateTo ?? f.dateFrom ?? heute;
  if (vonTag > bisTag) [vonTag, bisTag] = [bisTag, vonTag];
  const von = new Date(Date.parse(`${vonTag}T00:00:00Z`) - TAG_MS).toISOString();
  const bis = new Date(Date.parse(`${bisTag}T00:00:00Z`) + 2 * TAG_MS).toISOString();
  return { vonTag, bisTag, von, bis };
}

const vergleichbar = (text: string) => text.normalize('NFC').toLowerCase();

/** `*` and `?` make a pattern over the whole name; plain text is a part of the name. */
export function passtDateiname(fileName: string, suche: string): boolean {
  const muster = suche.trim();
  if (muster === '') return true;
  if (/[*?]/.test(muster)) return passtMuster(fileName, muster);
  return vergleichbar(fileName).includes(vergleichbar(muster));
}

/** The criteria after the company filter was resolved to a name (the handler knows the companies). */
export interface Kriterien {
  zeitraum?: Pick<Zeitraum, 'vonTag' | 'bisTag'>;
  gesellschaft?: string;
  interfaceName?: string;
  fileName?: string;
  fileNumber?: number;
  onlyCurrentlyProcessing?: boolean;
  modus: 1 | 2;
  sichtbarkeit: Sichtbarkeit;
}

export type GefilterteDatei = Pick<
  ImportDatei,
  | 'id'
  | 'fileName'
  | 'gesellschaft'
  | 'interfaceId'
  | 'interfaceName'
  | 'modus'
  | 'status'
  | 'sperre'
  | 'dateFrom'
  | 'maklernr'
  | 'userId'
>;

export function passtZumFilter(d: GefilterteDatei, k: Kriterien): boolean {
  if (!istSichtbar(d, k.sichtbarkeit)) return false;
  if (d.modus !== k.modus) return false;
  if (k.fileNumber !== undefined && d.id !== k.fileNumber) return false;
  if (k.zeitraum) {
    const tag = deutscherTag(d.dateFrom);
    if (tag < k.zeitraum.vonTag || tag > k.zeitraum.bisTag) return false;
  }
  if (k.gesellschaft !== undefined && vergleichbar(d.gesellschaft ?? '') !== vergleichbar(k.gesellschaft)) {
    return false;
  }
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
