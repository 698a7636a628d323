/**
 * The pure part of the import monitor screen (reference §2.14, §9): the route's modus, the filter as
 * the form holds it and as the API takes it, and when the list refreshes itself.
 */
import {
  MONITOR_NUR,
  type BodyVon,
  type ImportMonitorZeile,
  type MonitorNur,
  type ROUTEN,
} from '@lieferdesk/shared';
import { alsDatum, heute, isoTag } from '../../kalender';

/** Reference §9: the import monitor shows 30 rows per page. */
export const SEITENGROESSE = 30;
/** While a file is being read the list asks again this often (the upload polls at 5 s too). */
export const AKTUALISIEREN_MS = 5000;

/** The route parameter: 2 billing, anything else (missing, 1, garbage) the default 1 GDV. */
export const modusAus = (parameter: string | undefined): 1 | 2 => (parameter === '2' ? 2 : 1);

/** The filter form. The calendar's range is [from, to]; `to` is null while only one day is picked. */
export interface FilterEntwurf {
  zeitraum: (Date | null)[] | null;
  gesellschaft: string | null;
  interfaceName: string | null;
  fileName: string;
  fileNumber: number | null;
  onlyCurrentlyProcessing: boolean;
  mitStruktur: boolean;
  /** Only the files with faulty lines, or only the missed planned runs (the start page's links). */
  nur: MonitorNur | null;
}

/** Reference §9: the monitor's date range defaults to today (in Berlin). */
export function standardEntwurf(jetzt = new Date()): FilterEntwurf {
  const tag = heute(jetzt);
  return {
    zeitraum: [tag, tag],
    gesellschaft: null,
    interfaceName: null,
    fileName: '',
    fileNumber: null,
    onlyCurrentlyProcessing: false,
    mitStruktur: false,
    nur: null,
  };
}

/** What a link into the monitor may name (the start page's figures). */
export interface MonitorLink {
  gesellschaft?: string;
  /** YYYY-MM-DD, Berlin days. */
  von: string;
  bis: string;
  nur: MonitorNur;
}

const TAG = /^\d{4}-\d{2}-\d{2}$/;

/** The address of the monitor `modus` narrowed as the link says. */
export function monitorLinkPfad(pfad: string, link: MonitorLink): string {
  const query = new URLSearchParams({ von: link.von, bis: link.bis, nur: link.nur });
  if (link.gesellschaft) query.set('gesellschaft', link.gesellschaft);
  return `${pfad}?${query.toString()}`;
}

/**
 * The filter a link's address names (monitorLinkPfad), read once on arrival; undefined for a
 * plain visit or an address that names no valid range and `nur`.
 */
export function entwurfAusAdresse(query: URLSearchParams, jetzt = new Date()): FilterEntwurf | undefined {
  const von = query.get('von');
  const bis = query.get('bis');
  const nur = query.get('nur');
  if (!von || !bis || !TAG.test(von) || !TAG.test(bis)) return undefined;
  if (!MONITOR_NUR.includes(nur as MonitorNur)) return undefined;
  return {
    ...standardEntwurf(jetzt),
    zeitraum: [alsDatum(von), alsDatum(bis)],
    gesellschaft: query.get('gesellschaft')?.trim() || null,
    nur: nur as MonitorNur,
  };
}

export type MonitorAnfrage = BodyVon<typeof ROUTEN.monitorFilter>;

/**
 * The form as the API's payload: empty fields are left out; a range with one day picked is that
 * day; `mitStruktur` only for users who may see the structure's files (the API checks it again).
 */
export function filterAnfrage(e: FilterEntwurf, modus: 1 | 2, darfStruktur: boolean): MonitorAnfrage {
  const [von, bis] = e.zeitraum ?? [];
  const anfrage: MonitorAnfrage = { modus };
  if (von) {
    anfrage.dateFrom = isoTag(von);
    anfrage.dateTo = isoTag(bis ?? von);
  }
  if (e.gesellschaft) anfrage.gesellschaft = e.gesellschaft;
  if (e.interfaceName) anfrage.interfaceName = e.interfaceName;
  if (e.fileName.trim() !== '') anfrage.fileName = e.fileName.trim();
  if (e.fileNumber !== null) anfrage.fileNumber = e.fileNumber;
  if (e.onlyCurrentlyProcessing) anfrage.onlyCurrentlyProcessing = true;
  if (darfStruktur && e.mitStruktur) anfrage.mitStruktur = true;
  if (e.nur) anfrage.nur = e.nur;
  return anfrage;
}

/** A row whose file is still being processed: the server shows it with the arrow. */
export const inBearbeitung = (z: Pick<ImportMonitorZeile, 'iconMetadata'>) => z.iconMetadata.icon === 'arrow';

/** SWR's refresh interval: every 5 s while any shown file is processing, otherwise not at all. */
export function aktualisierung(
  daten: { rows: Pick<ImportMonitorZeile, 'iconMetadata'>[] } | undefined,
): number {
  return daten?.rows.some(inBearbeitung) ? AKTUALISIEREN_MS : 0;
}

/** PrimeIcons for the three status icons of reference §4. */
export const ICON_KLASSE: Record<ImportMonitorZeile['iconMetadata']['icon'], string> = {
  check: 'pi pi-check-circle',
  cross: 'pi pi-times-circle',
  arrow: 'pi pi-arrow-circle-right',
};

/**
 * A line's key in the table and its test ids: the file number, or — for a planned interface run
 * that did not run, which has no file (fileId 0) — the run and its expected time.
 */
export const zeilenSchluessel = (
  z: Pick<ImportMonitorZeile, 'fileId' | 'plannedRunId' | 'dateFrom'>,
): string =>
  z.plannedRunId === undefined ? String(z.fileId) : `geplant-${z.plannedRunId}-${Date.parse(z.dateFrom)}`;
