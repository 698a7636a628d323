/**
 * A stored BiPRO file to the browser (`dateiLink`): a presigned GET of its object, valid for
 * minutes — the bytes never pass the API. No `url` when the download stored nothing (a file it
 * could not decode, an empty one): the web says so (the viewer's no-data modal).
 *
 * The type signed into the link keeps hostile content inert where the browser opens it itself:
 * a PDF (by name, whatever the insurer declared — some declare application/octet-stream) is
 * `application/pdf`, the browser's PDF viewer; a raster image shown inline keeps its image type;
 * anything else shown inline (`anzeigen`) is `text/plain` — an XML, HTML or SVG file is read, not
 * run, on the bucket's origin. A download keeps the declared type, or the one the name says
 * where the declared one is generic.
 */
import { istPdfDatei, type DateiLink } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { downloadUrl } from '../speicher/s3';

const NACH_ENDUNG: Record<string, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  txt: 'text/plain',
  csv: 'text/csv',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const ALLGEMEIN = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Images a browser shows inline without running anything (not SVG: it can carry script). */
const RASTERBILDER = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/tiff']);

/** Whether the download stored bytes for the file. */
export const hatInhalt = (d: Pick<BiproDateiEintrag, 'key' | 'fileSize'>) => d.key !== '' && d.fileSize > 0;

export function inhaltstypFuer(
  d: Pick<BiproDateiEintrag, 'fileName' | 'mimeType'>,
  anzeigen: boolean,
): string | undefined {
  if (istPdfDatei(d.fileName)) return 'application/pdf';
  const deklariert = (d.mimeType ?? '').trim().toLowerCase();
  const endung = /\.([a-z0-9]+)$/i.exec(d.fileName)?.[1]?.toLowerCase();
  const typ = ALLGEMEIN.has(deklariert)
    ? (endung && NACH_ENDUNG[endung]) || deklariert || undefined
    : deklariert;
  if (!anzeigen) return typ;
  return typ !== undefined && RASTERBILDER.has(typ) ? typ : 'text/plain';
}

export async function dateiLinkVon(d: BiproDateiEintrag, anzeigen = false): Promise<DateiLink> {
  const inhaltstyp = inhaltstypFuer(d, anzeigen);
  const link: DateiLink = { dateiname: d.fileName, ...(inhaltstyp ? { inhaltstyp } : {}) };
  if (!hatInhalt(d)) return link;
  return {
    ...link,
    url: await downloadUrl(d.bucket, d.key, { dateiname: d.fileName, inhaltstyp, anzeigen }),
  };
}
