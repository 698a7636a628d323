/**
 * An insurer's XML, read by the rules every reader here keeps: saxes (a streaming,
 * namespace-aware parser), one pass, linear in the answer's size, no entity expansion — a DOCTYPE
 * (and with it every entity declaration) is refused before anything is built —, nesting at most
 * `HOECHSTE_TIEFE` deep, and no piece of text or markup longer than `HOECHSTE_ZEICHEN`.
 *
 * `XmlStrom` applies the rules to text that arrives in pieces (the streaming reader,
 * lesen/strom.ts); `leseXml` builds a small element tree with it (requests, STS answers): namespace
 * URI, local name, attributes by `{uri}local`, the element's own text and its children.
 *
 * saxes holds a text node, a tag, a comment or a CDATA section whole until it ends, so a hostile
 * answer could make it hold hundreds of MB. A scan in front of saxes therefore measures each of
 * them as it arrives and refuses the answer at the limit. The same scan lets a reader take an
 * element's character content itself (`oeffnen` returns a function): the base64 of a file's
 * `Daten` then never reaches saxes, arrives in pieces and may be as long as the file.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  uri: string;
  name: string;
  attribute: ReadonlyMap<string, string>;
  text: string;
  kinder: XmlElement[];
}

export interface XmlTag {
  uri: string;
  name: string;
  attribute: ReadonlyMap<string, string>;
}

export interface XmlEreignisse {
  /**
   * An element opened. If a function is returned, the element's own character content (text
   * and CDATA, entities resolved) goes to it in pieces as it arrives, unbounded, instead of to
   * `text`; the content of its child elements does not.
   */
  oeffnen(tag: XmlTag): ((text: string) => void) | void;
  /** Character content (at most `HOECHSTE_ZEICHEN` per text node). */
  text(text: string): void;
  schliessen(): void;
}

/** Deeper than any BiPRO answer nests (envelope, body, response, shipment, transfer, file …). */
export const HOECHSTE_TIEFE = 64;
/**
 * Longer than any name, id or message in a BiPRO answer: a text node, tag, comment, processing
 * instruction or CDATA section longer than this is refused (a file's data read by its reader
 * excepted).
 */
export const HOECHSTE_ZEICHEN = 64 * 1024;
/**
 * More elements than this in a tree (`leseXml`: an STS answer, a request to the simulated
 * insurer) are refused: far more than either holds, and each costs a few hundred bytes of heap,
 * so a few MB of `<a/>` would otherwise take hundreds of MB.
 */
export const HOECHSTE_BAUM_ELEMENTE = 10_000;

export class XmlFehler extends Error {
  constructor(grund: string) {
    super(grund);
    this.name = 'XmlFehler';
  }
}

export const attributSchluessel = (uri: string, name: string): string => `{${uri}}${name}`;

const doctypeFehler = () =>
  new XmlFehler('Die Antwort enthält eine DOCTYPE-Deklaration; sie wird nicht gelesen.');

type Zustand = 'text' | 'markup' | 'starttag' | 'endtag' | 'kommentar' | 'cdata' | 'pi' | 'eigeneCdata';

/** The markup that ends each construct scanned for a terminator, and what opens it. */
const GRENZEN = {
  kommentar: { auf: '<!--', zu: '-->' },
  cdata: { auf: '<![CDATA[', zu: ']]>' },
  pi: { auf: '<?', zu: '?>' },
} as const;

const GT = 0x3e;
const QUOT = 0x22;
const APOS = 0x27;

/** What kind of markup begins at `i` (a `<`); undefined while too few characters have arrived to tell. */
function markupArt(s: string, i: number): Zustand | 'doctype' | undefined {
  if (s.length - i < 2) return undefined;
  const zweites = s[i + 1];
  if (zweites === '/') return 'endtag';
  if (zweites === '?') return 'pi';
  if (zweites !== '!') return 'starttag';
  const vorhanden = s.slice(i, i + 9);
  for (const [auf, art] of [
    ['<!--', 'kommentar'],
    ['<![CDATA[', 'cdata'],
    ['<!DOCTYPE', 'doctype'],
  ] as const) {
    if (vorhanden.startsWith(auf)) return art;
    if (vorhanden.length < auf.length && auf.startsWith(vorhanden)) return undefined;
  }
  // Any other `<!` is not XML here: saxes reports it once its `>` has come.
  return 'endtag';
}

/** A character or entity reference's value (`amp`, `#13`, `#xA` …); undefined if not one. */
function entitaet(name: string): string | undefined {
  const benannt: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  if (name in benannt) return benannt[name];
  const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(name);
  if (!m) return undefined;
  const code = m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2]);
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/**
 * XML that arrives in pieces (`schreiben`, then `ende`). Throws XmlFehler for malformed XML, a
 * DOCTYPE, too deep nesting or too long a piece; an error thrown by an event handler ends the
 * reading too and is thrown on. After an error every further call throws it again.
 */
export class XmlStrom {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private fehler: Error | undefined;
  private tiefe = 0;
  private wurzelGesehen = false;
  /** The element whose content the handler takes itself, by depth. */
  private anspruch: { tiefe: number; an: (text: string) => void } | undefined;
  private zustand: Zustand = 'text';
  /** Characters held back: a construct's start or end that may continue in the next piece. */
  private rest = '';
  /** Characters of the current text node or markup so far. */
  private laenge = 0;
  /** Inside a start tag: the quote of the attribute value open, 0 if none. */
  private anfuehrung = 0;
  private zufuhr: string[] = [];

  constructor(
    private readonly ereignisse: XmlEreignisse,
    private readonly hoechsteZeichen = HOECHSTE_ZEICHEN,
  ) {
    // saxes calls the error handler and goes on; the first error decides.
    this.parser.on('error', (e) => this.scheitern(new XmlFehler(`Kein gültiges XML: ${e.message}`)));
    this.parser.on('doctype', () => this.scheitern(doctypeFehler()));
    this.parser.on('opentag', (tag) => {
      if (this.fehler) return;
      if (this.tiefe >= HOECHSTE_TIEFE) {
        this.scheitern(new XmlFehler(`Die Antwort ist tiefer verschachtelt als ${HOECHSTE_TIEFE} Ebenen.`));
        return;
      }
      this.tiefe++;
      this.wurzelGesehen = true;
      const attribute = new Map<string, string>();
      for (const a of Object.values(tag.attributes))
        attribute.set(attributSchluessel(a.uri, a.local), a.value);
      const an = this.ereignisse.oeffnen({ uri: tag.uri, name: tag.local, attribute });
      if (an) this.anspruch = { tiefe: this.tiefe, an };
    });
    const text = (t: string) => {
      if (!this.fehler) this.ereignisse.text(t);
    };
    this.parser.on('text', text);
    this.parser.on('cdata', text);
    this.parser.on('closetag', () => {
      if (this.fehler) return;
      if (this.anspruch?.tiefe === this.tiefe) this.anspruch = undefined;
      this.tiefe--;
      this.ereignisse.schliessen();
    });
  }

  schreiben(text: string): void {
    if (this.fehler) throw this.fehler;
    try {
      const s = this.rest + text;
      this.rest = '';
      this.verarbeiten(s);
      this.zufuehren();
    } catch (e) {
      this.scheitern(e);
    }
    if (this.fehler) throw this.fehler;
  }

  /** The document is complete; throws if it is not (or has no element at all). */
  ende(): void {
    if (this.fehler) throw this.fehler;
    try {
      // Whatever was held back cannot be completed any more: saxes says what is wrong with it.
      this.zufuhr.push(this.rest);
      this.rest = '';
      this.zufuehren();
      this.parser.close();
    } catch (e) {
      this.scheitern(e);
    }
    if (this.fehler) throw this.fehler;
    if (!this.wurzelGesehen) {
      this.fehler = new XmlFehler('Die Antwort enthält kein XML-Element.');
      throw this.fehler;
    }
  }

  private scheitern(e: unknown): void {
    this.fehler ??= e instanceof Error ? e : new XmlFehler(String(e));
  }

  private get eigenerText(): ((text: string) => void) | undefined {
    return this.anspruch?.tiefe === this.tiefe ? this.anspruch.an : undefined;
  }

  private zufuehren(): void {
    if (this.zufuhr.length === 0) return;
    const text = this.zufuhr.join('');
    this.zufuhr = [];
    this.parser.write(text);
  }

  private messen(zeichen: number, was: string): void {
    this.laenge += zeichen;
    if (this.laenge > this.hoechsteZeichen)
      throw new XmlFehler(`Die Antwort enthält ${was} mit mehr als ${this.hoechsteZeichen} Zeichen.`);
  }

  private verarbeiten(s: string): void {
    const n = s.length;
    let i = 0;
    while (i < n && !this.fehler) {
      switch (this.zustand) {
        case 'text': {
          const an = this.eigenerText;
          let lt = s.indexOf('<', i);
          if (lt < 0) lt = n;
          if (an) {
            let amp = s.indexOf('&', i);
            if (amp < 0 || amp > lt) amp = lt;
            if (amp > i) an(s.slice(i, amp));
            i = amp;
            if (i === lt) {
              if (lt < n) this.zustand = 'markup';
              break;
            }
            // An entity reference inside the taken content (`&#13;` between base64 lines).
            const semi = s.indexOf(';', i);
            if (semi < 0 && n - i < 12) {
              this.rest = s.slice(i);
              return;
            }
            const wert = semi > i && semi - i <= 12 ? entitaet(s.slice(i + 1, semi)) : undefined;
            // Not a reference: handed on as it is, for the reader to refuse.
            an(wert ?? '&');
            i = wert === undefined ? i + 1 : semi + 1;
            break;
          }
          this.messen(lt - i, 'einen Text');
          if (lt > i) this.zufuhr.push(s.slice(i, lt));
          i = lt;
          if (lt < n) {
            this.laenge = 0;
            this.zustand = 'markup';
          }
          break;
        }
        case 'markup': {
          const art = markupArt(s, i);
          if (art === undefined) {
            this.rest = s.slice(i);
            return;
          }
          if (art === 'doctype') throw doctypeFehler();
          this.laenge = 0;
          if (art === 'cdata' && this.eigenerText) {
            i += GRENZEN.cdata.auf.length;
            this.zustand = 'eigeneCdata';
          } else this.zustand = art;
          break;
        }
        case 'starttag': {
          let j = i;
          for (; j < n; j++) {
            const c = s.charCodeAt(j);
            if (this.anfuehrung) {
              if (c === this.anfuehrung) this.anfuehrung = 0;
            } else if (c === QUOT || c === APOS) this.anfuehrung = c;
            else if (c === GT) break;
          }
          const bis = j < n ? j + 1 : n;
          this.messen(bis - i, 'ein Element');
          this.zufuhr.push(s.slice(i, bis));
          i = bis;
          if (j < n) {
            this.zustand = 'text';
            // saxes reports the element now: whether its content is taken is known before it comes.
            this.zufuehren();
          }
          break;
        }
        case 'endtag': {
          const gt = s.indexOf('>', i);
          const bis = gt < 0 ? n : gt + 1;
          this.messen(bis - i, 'ein Element');
          this.zufuhr.push(s.slice(i, bis));
          i = bis;
          if (gt >= 0) {
            this.zustand = 'text';
            // An element whose content was taken has ended: what follows is its parent's again.
            this.zufuehren();
          }
          break;
        }
        case 'kommentar':
        case 'cdata':
        case 'pi': {
          const { auf, zu } = GRENZEN[this.zustand];
          // The opening itself is no end (`<!-->` is not a whole comment).
          const ab = this.laenge === 0 ? Math.min(n, i + auf.length) : i;
          const k = s.indexOf(zu, ab);
          const was = this.zustand === 'kommentar' ? 'einen Kommentar' : 'einen Abschnitt';
          if (k < 0) {
            // A terminator may straddle the pieces: its possible start is held back.
            const bis = Math.max(ab, n - (zu.length - 1));
            this.messen(bis - i, was);
            this.zufuhr.push(s.slice(i, bis));
            this.rest = s.slice(bis);
            return;
          }
          const bis = k + zu.length;
          this.messen(bis - i, was);
          this.zufuhr.push(s.slice(i, bis));
          i = bis;
          this.zustand = 'text';
          break;
        }
        case 'eigeneCdata': {
          const an = this.anspruch!.an;
          const k = s.indexOf(']]>', i);
          if (k < 0) {
            const bis = Math.max(i, n - 2);
            if (bis > i) an(s.slice(i, bis));
            this.rest = s.slice(bis);
            return;
          }
          if (k > i) an(s.slice(i, k));
          i = k + 3;
          this.zustand = 'text';
          break;
        }
      }
    }
  }
}

/**
 * The document's root element. Throws XmlFehler for malformed XML, a DOCTYPE, too deep nesting,
 * too long a text or too many elements.
 */
export function leseXml(text: string): XmlElement {
  const stapel: { element: XmlElement; text: string[] }[] = [];
  let wurzel: XmlElement | undefined;
  let elemente = 0;
  const strom = new XmlStrom({
    oeffnen: (tag) => {
      if (++elemente > HOECHSTE_BAUM_ELEMENTE)
        throw new XmlFehler(`Die Antwort enthält mehr als ${HOECHSTE_BAUM_ELEMENTE} Elemente.`);
      const element: XmlElement = { ...tag, text: '', kinder: [] };
      stapel.at(-1)?.element.kinder.push(element);
      stapel.push({ element, text: [] });
    },
    text: (t) => stapel.at(-1)?.text.push(t),
    schliessen: () => {
      const oben = stapel.pop();
      if (!oben) return;
      oben.element.text = oben.text.join('');
      if (stapel.length === 0) wurzel = oben.element;
    },
  });
  strom.schreiben(text);
  strom.ende();
  return wurzel!;
}

/** The children with this namespace test and local name. */
export function kinder(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement[] {
  return e.kinder.filter((k) => k.name === name && uri(k.uri));
}

export function kind(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement | undefined {
  return e.kinder.find((k) => k.name === name && uri(k.uri));
}

/** The outermost descendants with this name, in document order (none inside another). */
export function nachfahren(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement[] {
  const treffer: XmlElement[] = [];
  const besuchen = (x: XmlElement) => {
    for (const k of x.kinder) {
      if (k.name === name && uri(k.uri)) treffer.push(k);
      else besuchen(k);
    }
  };
  besuchen(e);
  return treffer;
}

/** An element's text, trimmed; undefined when there is none. */
export const textVon = (e: XmlElement | undefined): string | undefined => {
  const t = e?.text.trim();
  return t === undefined || t === '' ? undefined : t;
};
