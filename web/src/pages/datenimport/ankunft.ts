/**
 * How the screen was opened (reference §2.4): the route parameters modus and bereichAuswahl, and the
 * query of links from other screens — filename, interfacename, showFile, id.
 */
import { STATUS_FILTER } from '@lieferdesk/shared';
import { standardFilter, type FilterEntwurf, type ImportModus } from './filter';

/** Reference §2.4: 1 import, 2 settlement; no modus is import. Anything else is not a page of ours. */
export function modusAus(parameter: string | undefined): ImportModus | undefined {
  if (parameter === undefined || parameter === '' || parameter === '1') return 1;
  if (parameter === '2') return 2;
  return undefined;
}

/** A file the link points at: the monitor's status and error-count links, "show import result". */
export interface Ankunft {
  filename?: string;
  interfacename?: string;
  /** showFile or id: the file's number. */
  fileId?: number;
  /** showFile: the whole file, every status. */
  ganzeDatei: boolean;
}

function dateiNummer(wert: string | null): number | undefined {
  if (wert === null || !/^\d+$/.test(wert.trim())) return undefined;
  return Number(wert.trim());
}

/** The link's query, or undefined when it names no file (a plain visit). */
export function ankunftAus(query: URLSearchParams): Ankunft | undefined {
  const filename = query.get('filename')?.trim() || undefined;
  const interfacename = query.get('interfacename')?.trim() || undefined;
  const showFile = query.get('showFile');
  const fileId = dateiNummer(showFile) ?? dateiNummer(query.get('id'));
  if (filename === undefined && interfacename === undefined && fileId === undefined) return undefined;
  // showFile=true (no number) also means "the whole file".
  const ganzeDatei = showFile !== null && showFile !== 'false';
  return { filename, interfacename, fileId, ganzeDatei };
}

/**
 * The filter for a link: the default with the named file. A named file is found whatever its
 * date — the last-month default is for the empty screen, not for a file someone points at —
 * and showFile shows all its lines, not only errors and open ones.
 */
export function entwurfFuerAnkunft(ankunft: Ankunft, heute: Date = new Date()): FilterEntwurf {
  const entwurf = standardFilter(heute);
  const dateiGenannt = ankunft.filename !== undefined || ankunft.fileId !== undefined;
  return {
    ...entwurf,
    filename: ankunft.filename ?? '',
    interfacename: ankunft.interfacename ?? '',
    fileId: ankunft.fileId ?? null,
    fromDate: dateiGenannt ? '' : entwurf.fromDate,
    toDate: dateiGenannt ? '' : entwurf.toDate,
    statusTo: ankunft.ganzeDatei ? STATUS_FILTER.alle : entwurf.statusTo,
  };
}
