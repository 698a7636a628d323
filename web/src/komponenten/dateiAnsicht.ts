/**
 * The pure part of the file viewer (DateiAnsicht.tsx): how much of a file is read, how its bytes
 * become text, and XML made readable. A delivered file is hostile until shown otherwise: it is
 * only ever text in a <pre> (React escapes it), never markup the browser interprets — so the
 * XML is formatted by a tokenizer of our own, not parsed into a DOM, and nothing in it (entities,
 * a DOCTYPE, scripts) is expanded, loaded or run.
 */

/** Reference §2.9 names no bound: what the viewer reads and shows of a file at most. */
export const ANZEIGE_HOECHSTBYTES = 2 * 1024 * 1024;

export interface Anfang {
  bytes: Uint8Array;
  /** The file had more than was read. */
  gekuerzt: boolean;
}

/** At most `grenze` bytes of a stream; the rest is not downloaded (the stream is cancelled). */
export async function leseAnfang(
  strom: ReadableStream<Uint8Array>,
  grenze = ANZEIGE_HOECHSTBYTES,
): Promise<Anfang> {
  const leser = strom.getReader();
  const teile: Uint8Array[] = [];
  let gelesen = 0;
  let gekuerzt = false;
  for (;;) {
    const { done, value } = await leser.read();
    if (done) break;
    teile.push(value);
    gelesen += value.length;
    if (gelesen > grenze) {
      gekuerzt = true;
      await leser.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(gelesen, grenze));
  let stelle = 0;
  for (const teil of teile) {
    const stueck = teil.subarray(0, bytes.length - stelle);
    bytes.set(stueck, stelle);
    stelle += stueck.length;
    if (stelle === bytes.length) break;
  }
  return { bytes, gekuerzt };
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`). */
function deklarierteKodierung(bytes: Uint8Array): string | undefined {
  const kopf = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(kopf)?.[1];
}

function dekodierer(kodierung: string): TextDecoder | undefined {
  try {
    return new TextDecoder(kodierung);
  } catch {
    return undefined; // a label the browser does not know
  }
}

/**
 * A file's bytes as text: a byte-order mark decides, else an XML declaration's encoding, else
 * UTF-8 — and bytes that are no UTF-8 are read as Windows-1252 (German insurers' files are often
 * Latin-1). `gekuerzt`: the bytes stop mid-file, so a character cut at the end is left out rather
 * than shown broken.
 */
export function textAusBytes(bytes: Uint8Array, gekuerzt = false): string {
  const weiter = { stream: gekuerzt };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes, weiter);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes, weiter);
  const deklariert = deklarierteKodierung(bytes);
  const genannt = deklariert && !/^utf-?8$/i.test(deklariert) ? dekodierer(deklariert) : undefined;
  if (genannt) return genannt.decode(bytes, weiter);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, weiter);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A byte count as people read it: 2 MB, 1,5 MB, 830 KB, 12 Bytes. */
export function groesseText(bytes: number): string {
  const zahl = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${zahl(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${zahl(bytes / 1024)} KB`;
  return `${bytes} Bytes`;
}

type Token =
  | { art: 'auf'; roh: string; name: string }
  | { art: 'zu'; roh: string; name: string }
  | { art: 'einzeln'; roh: string }
  | { art: 'text'; roh: string };

const NAME = /^[A-Za-z_:\u00C0-\uFFFF][-\w.:\u00B7-\uFFFF]*$/;

/** Where a start tag ends: the `>` outside quoted attribute values; -1 if it does not. */
function tagEnde(text: string, von: number): number {
  let zeichen: string | undefined;
  for (let i = von; i < text.length; i++) {
    const c = text[i];
    if (zeichen) {
      if (c === zeichen) zeichen = undefined;
    } else if (c === '"' || c === "'") zeichen = c;
    else if (c === '>') return i;
    else if (c === '<') return -1;
  }
  return -1;
}

/** Where a DOCTYPE ends: its `>` after any internal subset in brackets. */
function doctypeEnde(text: string, von: number): number {
  let tiefe = 0;
  for (let i = von; i < text.length; i++) {
    if (text[i] === '[') tiefe++;
    else if (text[i] === ']') tiefe--;
    else if (text[i] === '>' && tiefe <= 0) return i;
  }
  return -1;
}

/**
 * The markup as tokens, or undefined where it is no XML: an unknown construct, a bad name, a
 * construct that does not end (unless the text was cut: then the rest is one last text token).
 */
function tokens(text: string, gekuerzt: boolean): Token[] | undefined {
  const liste: Token[] = [];
  let i = 0;
  const bis = (ende: number, laenge: number) => (ende < 0 ? -1 : ende + laenge);
  while (i < text.length) {
    if (text[i] !== '<') {
      const naechstes = text.indexOf('<', i);
      const ende = naechstes < 0 ? text.length : naechstes;
      liste.push({ art: 'text', roh: text.slice(i, ende) });
      i = ende;
      continue;
    }
    let ende: number;
    let token: Token | undefined;
    if (text.startsWith('<!--', i)) ende = bis(text.indexOf('-->', i + 4), 3);
    else if (text.startsWith('<![CDATA[', i)) ende = bis(text.indexOf(']]>', i + 9), 3);
    else if (text.startsWith('<?', i)) ende = bis(text.indexOf('?>', i + 2), 2);
    else if (text.startsWith('<!DOCTYPE', i)) ende = bis(doctypeEnde(text, i), 1);
    else if (text.startsWith('</', i)) {
      ende = bis(text.indexOf('>', i), 1);
      const name = ende < 0 ? '' : text.slice(i + 2, ende - 1).trim();
      if (ende >= 0 && !NAME.test(name)) return undefined;
      token = { art: 'zu', roh: text.slice(i, ende), name };
    } else {
      ende = bis(tagEnde(text, i + 1), 1);
      const roh = text.slice(i, ende);
      const name = /^<([^\s/>]+)/.exec(roh)?.[1] ?? '';
      if (ende >= 0 && !NAME.test(name)) return undefined;
      token = roh.endsWith('/>') ? { art: 'einzeln', roh } : { art: 'auf', roh, name };
    }
    if (ende < 0) {
      if (!gekuerzt) return undefined;
      liste.push({ art: 'text', roh: text.slice(i) });
      break;
    }
    // A comment, CDATA section, processing instruction or DOCTYPE keeps its own line, as written.
    liste.push(token ?? { art: 'einzeln', roh: text.slice(i, ende) });
    i = ende;
  }
  return liste;
}

const EINRUECKUNG = '  ';

/**
 * XML made readable: one element per line, indented by depth; an element holding only text stays
 * on one line, text is trimmed, whitespace between elements dropped; everything else as written.
 * Undefined when the text is no well-formed XML — one root element, every end tag closing its
 * start tag, no text outside the root. A text cut short (`gekuerzt`) may end with elements still
 * open.
 */
export function xmlFormatieren(text: string, gekuerzt = false): string | undefined {
  if (!text.trimStart().startsWith('<')) return undefined;
  const liste = tokens(text, gekuerzt);
  if (!liste) return undefined;
  const zeilen: string[] = [];
  const offen: string[] = [];
  let wurzeln = 0;
  const zeile = (inhalt: string) => zeilen.push(EINRUECKUNG.repeat(offen.length) + inhalt);
  for (let i = 0; i < liste.length; i++) {
    const t = liste[i]!;
    if (t.art === 'text') {
      const inhalt = t.roh.trim();
      if (inhalt === '') continue;
      if (offen.length === 0 && !(gekuerzt && i === liste.length - 1)) return undefined;
      zeile(inhalt);
    } else if (t.art === 'auf') {
      if (offen.length === 0 && ++wurzeln > 1) return undefined;
      // <a>text</a> and <a></a> stay on one line.
      const text = liste[i + 1];
      const zu = text?.art === 'text' ? liste[i + 2] : text;
      if (zu?.art === 'zu' && zu.name === t.name) {
        zeile(t.roh + (text?.art === 'text' ? text.roh.trim() : '') + zu.roh);
        i += text === zu ? 1 : 2;
        continue;
      }
      zeile(t.roh);
      offen.push(t.name);
    } else if (t.art === 'zu') {
      if (offen.pop() !== t.name) return undefined;
      zeile(t.roh);
    } else {
      if (offen.length === 0 && t.roh.startsWith('<') && !/^<[!?]/.test(t.roh) && ++wurzeln > 1)
        return undefined;
      zeile(t.roh);
    }
  }
  if (wurzeln === 0 || (offen.length > 0 && !gekuerzt)) return undefined;
  return zeilen.join('\n');
}

export type Darstellung = { art: 'xml' | 'text'; text: string };

/** How the viewer shows a text: formatted XML where it reads as XML, else as it is. */
export function darstellung(text: string, gekuerzt: boolean): Darstellung {
  const xml = xmlFormatieren(text, gekuerzt);
  return xml === undefined ? { art: 'text', text } : { art: 'xml', text: xml };
}
