/**
 * MTOM/XOP answers (BiPRO 430 getShipment at several insurers): a `multipart/related` body whose
 * root part is the SOAP envelope and whose other parts are the files, referenced from the XML as
 * `<xop:Include href="cid:…"/>`. The parts are split by the boundary the Content-Type names.
 *
 * Written here rather than taken from a library: the multipart parsers on npm serve
 * `multipart/form-data` (busboy refuses other types) or are unmaintained, and splitting a buffer
 * by its boundary is a few lines. What insurers get wrong is handled: a Content-ID with or without
 * angle brackets or URL-encoded (`%40` for `@`), a missing `start` (the first part is the root),
 * line breaks LF instead of CRLF.
 */

export interface MimeTeil {
  kopf: ReadonlyMap<string, string>;
  inhalt: Buffer;
}

export interface MtomNachricht {
  /** The root part's bytes: the SOAP envelope. */
  wurzel: Buffer;
  /** The other parts by their normalised Content-ID. */
  anhaenge: ReadonlyMap<string, Buffer>;
}

export class MtomFehler extends Error {
  constructor(grund: string) {
    super(grund);
    this.name = 'MtomFehler';
  }
}

/** A Content-Type's parameters (lower-case names; quotes removed). */
export function parameter(contentType: string): Map<string, string> {
  const werte = new Map<string, string>();
  for (const teil of contentType.split(';').slice(1)) {
    const gleich = teil.indexOf('=');
    if (gleich < 0) continue;
    const name = teil.slice(0, gleich).trim().toLowerCase();
    let wert = teil.slice(gleich + 1).trim();
    if (wert.startsWith('"') && wert.endsWith('"') && wert.length >= 2) wert = wert.slice(1, -1);
    werte.set(name, wert);
  }
  return werte;
}

export const istMultipart = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^\s*multipart\//i.test(contentType);

/** A Content-ID or cid: reference as a key: no `cid:`, no angle brackets, URL-decoded. */
export function cidSchluessel(wert: string): string {
  let s = wert.trim();
  if (/^cid:/i.test(s)) s = s.slice(4);
  if (s.startsWith('<') && s.endsWith('>')) s = s.slice(1, -1);
  try {
    s = decodeURIComponent(s);
  } catch {
    // not URL-encoded after all: keep as is
  }
  return s.trim();
}

function kopfLesen(roh: string): Map<string, string> {
  const kopf = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const zeile of roh.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const doppelpunkt = zeile.indexOf(':');
    if (doppelpunkt > 0)
      kopf.set(zeile.slice(0, doppelpunkt).trim().toLowerCase(), zeile.slice(doppelpunkt + 1).trim());
  }
  return kopf;
}

/** The parts of a multipart body (preamble and epilogue dropped). */
export function mimeTeile(koerper: Buffer, grenze: string): MimeTeil[] {
  const trenner = Buffer.from(`--${grenze}`);
  const teile: MimeTeil[] = [];
  let pos = koerper.indexOf(trenner);
  if (pos < 0) throw new MtomFehler(`Die Grenze „${grenze}“ des multipart-Inhalts kommt darin nicht vor.`);
  for (;;) {
    let start = pos + trenner.length;
    // The closing delimiter: `--boundary--`.
    if (koerper[start] === 0x2d && koerper[start + 1] === 0x2d) break;
    // Rest of the delimiter line.
    const zeilenende = koerper.indexOf(0x0a, start);
    if (zeilenende < 0) break;
    start = zeilenende + 1;
    const naechster = koerper.indexOf(trenner, start);
    if (naechster < 0) throw new MtomFehler('Der multipart-Inhalt endet vor seiner abschließenden Grenze.');
    // The line break before the delimiter belongs to it, not to the part.
    let ende = naechster;
    if (koerper[ende - 1] === 0x0a) ende--;
    if (koerper[ende - 1] === 0x0d) ende--;
    const teil = koerper.subarray(start, ende);
    let kopfEnde = teil.indexOf('\r\n\r\n');
    let abstand = 4;
    const lf = teil.indexOf('\n\n');
    if (kopfEnde < 0 || (lf >= 0 && lf < kopfEnde)) {
      kopfEnde = lf;
      abstand = 2;
    }
    if (kopfEnde < 0) teile.push({ kopf: new Map(), inhalt: teil });
    else
      teile.push({
        kopf: kopfLesen(teil.subarray(0, kopfEnde).toString('latin1')),
        inhalt: teil.subarray(kopfEnde + abstand),
      });
    pos = naechster;
  }
  return teile;
}

/** Splits an MTOM answer into its envelope and its attachments by Content-ID. */
export function mtomLesen(koerper: Buffer, contentType: string): MtomNachricht {
  const p = parameter(contentType);
  const grenze = p.get('boundary');
  if (!grenze) throw new MtomFehler('Der Content-Type des multipart-Inhalts nennt keine Grenze (boundary).');
  const teile = mimeTeile(koerper, grenze);
  if (teile.length === 0) throw new MtomFehler('Der multipart-Inhalt hat keine Teile.');
  const start = p.get('start');
  const wurzelIndex = start
    ? teile.findIndex((t) => cidSchluessel(t.kopf.get('content-id') ?? '') === cidSchluessel(start))
    : 0;
  if (wurzelIndex < 0) throw new MtomFehler(`Der Wurzelteil ${start} fehlt im multipart-Inhalt.`);
  const anhaenge = new Map<string, Buffer>();
  teile.forEach((t, i) => {
    const id = t.kopf.get('content-id');
    if (i !== wurzelIndex && id) anhaenge.set(cidSchluessel(id), dekodiert(t));
  });
  return { wurzel: teile[wurzelIndex]!.inhalt, anhaenge };
}

/** A part's bytes; base64 when its transfer encoding says so (binary and 8bit as they are). */
function dekodiert(t: MimeTeil): Buffer {
  const kodierung = t.kopf.get('content-transfer-encoding')?.toLowerCase();
  return kodierung === 'base64' ? Buffer.from(t.inhalt.toString('latin1'), 'base64') : t.inhalt;
}
