/**
 * MTOM/XOP answers (BiPRO 430 getShipment at several insurers): a `multipart/related` body whose
 * root part is the SOAP envelope and whose other parts are the files, referenced from the XML as
 * `<xop:Include href="cid:…"/>`. The parts are split by the boundary the Content-Type names.
 *
 * Written here rather than taken from a library: the multipart parsers on npm serve
 * `multipart/form-data` (busboy refuses other types) or are unmaintained, and splitting by the
 * boundary is a small state machine (`MultipartStrom`, which the streaming reader uses as the
 * bytes arrive; `mimeTeile` and `mtomLesen` collect its parts for an answer held in memory). What insurers get wrong is handled: a Content-ID with or without
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

/** A part's header fields by lower-case name (folded lines joined). */
export function kopfLesen(roh: string): Map<string, string> {
  const kopf = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const zeile of roh.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const doppelpunkt = zeile.indexOf(':');
    if (doppelpunkt > 0)
      kopf.set(zeile.slice(0, doppelpunkt).trim().toLowerCase(), zeile.slice(doppelpunkt + 1).trim());
  }
  return kopf;
}

/** A part's header block larger than this is refused (a few lines in every MTOM answer). */
export const HOECHSTE_KOPFBYTES = 16 * 1024;
/** The rest of a delimiter line (transport padding) longer than this is refused. */
const HOECHSTE_ZEILENBYTES = 1000;

export interface MultipartEreignisse {
  /** A part begins, with its header fields (lower-case names). */
  teil(kopf: ReadonlyMap<string, string>): void;
  /** The next bytes of the current part (views of the bytes written; not copied). */
  daten(teil: Uint8Array): void;
  teilEnde(): void;
}

const LEER = Buffer.alloc(0);

/**
 * A multipart body split as it arrives (`schreiben`, then `ende`), the parts' bytes handed on as
 * they come: a delimiter split across two pieces is found, and only its possible start (and the
 * line break before it, which belongs to it) is held back. Preamble and epilogue are dropped.
 */
export class MultipartStrom {
  private readonly trenner: Buffer;
  private zustand: 'praeambel' | 'nachTrenner' | 'zeile' | 'kopf' | 'inhalt' | 'fertig' = 'praeambel';
  private puffer: Buffer = LEER;
  private grenzeGesehen = false;
  private zeilenbytes = 0;

  constructor(
    private readonly grenze: string,
    private readonly ereignisse: MultipartEreignisse,
  ) {
    this.trenner = Buffer.from(`--${grenze}`, 'latin1');
  }

  /** The closing delimiter has come. */
  get fertig(): boolean {
    return this.zustand === 'fertig';
  }

  schreiben(teil: Uint8Array): void {
    if (this.zustand === 'fertig') return;
    // Inside a part the bytes held back are handed on before the new ones unless a delimiter
    // (with the line break before it) begins among them: the new piece is then not copied.
    if (this.zustand === 'inhalt' && this.puffer.length > 0 && teil.length > this.trenner.length) {
      const naht = Buffer.concat([this.puffer, teil.subarray(0, this.trenner.length + 1)]);
      if (!naht.includes(this.trenner)) {
        this.ereignisse.daten(this.puffer);
        this.puffer = LEER;
      }
    }
    const b =
      this.puffer.length > 0
        ? Buffer.concat([this.puffer, teil])
        : Buffer.from(teil.buffer, teil.byteOffset, teil.byteLength);
    this.puffer = LEER;
    const behalten = (ab: number) => {
      this.puffer = Buffer.from(b.subarray(ab));
    };
    let i = 0;
    while (i < b.length) {
      switch (this.zustand) {
        case 'praeambel': {
          const k = b.indexOf(this.trenner, i);
          if (k < 0) return behalten(Math.max(i, b.length - this.trenner.length + 1));
          this.grenzeGesehen = true;
          i = k + this.trenner.length;
          this.zustand = 'nachTrenner';
          break;
        }
        case 'nachTrenner': {
          if (b.length - i < 2) return behalten(i);
          // The closing delimiter: `--boundary--`.
          if (b[i] === 0x2d && b[i + 1] === 0x2d) {
            this.zustand = 'fertig';
            return;
          }
          this.zustand = 'zeile';
          this.zeilenbytes = 0;
          break;
        }
        case 'zeile': {
          const lf = b.indexOf(0x0a, i);
          this.zeilenbytes += (lf < 0 ? b.length : lf) - i;
          if (this.zeilenbytes > HOECHSTE_ZEILENBYTES)
            throw new MtomFehler('Eine Grenzzeile des multipart-Inhalts ist zu lang.');
          if (lf < 0) return;
          i = lf + 1;
          this.zustand = 'kopf';
          break;
        }
        case 'kopf': {
          const ende = kopfEnde(b, i);
          if (!ende) {
            if (b.length - i > HOECHSTE_KOPFBYTES)
              throw new MtomFehler(
                `Der Kopf eines multipart-Teils ist größer als ${HOECHSTE_KOPFBYTES} Bytes.`,
              );
            return behalten(i);
          }
          const kopf = kopfLesen(b.subarray(i, ende.ende).toString('latin1'));
          i = ende.ende + ende.abstand;
          this.zustand = 'inhalt';
          this.ereignisse.teil(kopf);
          break;
        }
        case 'inhalt': {
          const k = b.indexOf(this.trenner, i);
          if (k < 0) {
            // A delimiter may begin in the last bytes, and the line break before it is its own.
            const bis = Math.max(i, b.length - this.trenner.length - 1);
            if (bis > i) this.ereignisse.daten(b.subarray(i, bis));
            return behalten(bis);
          }
          let ende = k;
          if (ende > i && b[ende - 1] === 0x0a) ende--;
          if (ende > i && b[ende - 1] === 0x0d) ende--;
          if (ende > i) this.ereignisse.daten(b.subarray(i, ende));
          i = k + this.trenner.length;
          this.zustand = 'nachTrenner';
          this.ereignisse.teilEnde();
          break;
        }
      }
    }
  }

  /** The body is complete; throws MtomFehler if its closing delimiter did not come. */
  ende(): void {
    if (this.zustand === 'fertig') return;
    if (!this.grenzeGesehen)
      throw new MtomFehler(`Die Grenze „${this.grenze}“ des multipart-Inhalts kommt darin nicht vor.`);
    throw new MtomFehler('Der multipart-Inhalt endet vor seiner abschließenden Grenze.');
  }
}

/** Where a part's header block ends (the first empty line, CRLF or LF), if it has arrived. */
function kopfEnde(b: Buffer, ab: number): { ende: number; abstand: number } | undefined {
  // No header fields at all: the part begins with the empty line.
  if (b[ab] === 0x0a) return { ende: ab, abstand: 1 };
  if (b[ab] === 0x0d && b[ab + 1] === 0x0a) return { ende: ab, abstand: 2 };
  const crlf = b.indexOf('\r\n\r\n', ab);
  const lf = b.indexOf('\n\n', ab);
  if (lf >= 0 && (crlf < 0 || lf < crlf)) return { ende: lf, abstand: 2 };
  return crlf >= 0 ? { ende: crlf, abstand: 4 } : undefined;
}

/** The parts of a multipart body (preamble and epilogue dropped). */
export function mimeTeile(koerper: Buffer, grenze: string): MimeTeil[] {
  const teile: { kopf: ReadonlyMap<string, string>; stuecke: Uint8Array[] }[] = [];
  const strom = new MultipartStrom(grenze, {
    teil: (kopf) => teile.push({ kopf, stuecke: [] }),
    daten: (teil) => teile.at(-1)!.stuecke.push(teil),
    teilEnde: () => undefined,
  });
  strom.schreiben(koerper);
  strom.ende();
  return teile.map((t) => ({ kopf: t.kopf, inhalt: Buffer.concat(t.stuecke) }));
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
