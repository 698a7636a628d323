/**
 * The one reader of every delivered file: `leseDatei(schnittstelle, …)` yields exactly one
 * `ZeilenErgebnis` per line (per record element for XML), streaming for text formats. A bad
 * line is a result with an error status; a refused file or a broken definition is a
 * `DateiFehler` thrown before the first result.
 *
 * - `type === 'GDV'`: the GDV reader (`../gdv/zeilen`) decodes by the standard's layout data;
 *   here only the head's preFileCheckStatement and checkStatement apply to it.
 * - `xml`: the XML reader (`xml.ts`), records by xPath / xmlElement.
 * - otherwise: text lines (`zeilen.ts`), fields by column (art 0) or position (art 1).
 *
 * Text and GDV files can also be read from inside (`ab`, see fortsetzen.ts): the input then
 * begins at a line whose state the caller took from `fortsetzungspunkte`, and the
 * preFileCheckStatement — a statement about the file's start — is the caller's to have applied.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { LESE_STATUS, type ZeilenErgebnis } from '../ergebnis';
import { gdvZeilen } from '../gdv/zeilen';
import { gruppe, kontext } from './ausdruck';
import { DateiFehler, type Grenzen, megabyte, STANDARD_GRENZEN } from './fehler';
import { feldText } from './felder';
import { fortgesetzterGdvLeser, type Fortsetzung } from './fortsetzen';
import { type Plan, planen } from './plan';
import { type Zugriff, leseZeile } from './zeile';
import { textZeilen, Zeilenteiler } from './zeilen';
import { alsUtf8, dekodiere, pruefeSicherheit, pruefeWohlgeformt, sammle } from './xml';
import { XmlDatei } from './xml-satz';
import { elementpfad, Satzwahl } from './xml-satzpfad';
import { vervollstaendige } from './xml-ende';
import { XmlStruktur } from './xml-struktur';

export interface LeseOptionen {
  /** Looks up the sub-interfaces of a multiple interface by id. */
  alle: (id: number) => Schnittstelle | undefined;
  dateiname: string;
  eingabe: AsyncIterable<Buffer>;
  /** Limits other than STANDARD_GRENZEN (tests, special deliveries). */
  grenzen?: Partial<Grenzen>;
  /** Text and GDV: `eingabe` begins inside the file, at this point (fortsetzen.ts). */
  ab?: Fortsetzung;
  /**
   * XML: told the elements still open when the document ends before its root element closes;
   * its records up to the cut are read (xml-ende.ts). Without it such a file is refused.
   */
  unvollstaendig?: (offen: string[]) => void;
}

/** Which reader reads files of this interface: the GDV reader, the XML reader or text lines. */
export function leseart(s: Pick<Schnittstelle, 'type' | 'xml'>): 'gdv' | 'xml' | 'text' {
  if (s.type?.trim().toUpperCase() === 'GDV') return 'gdv';
  return s.xml ? 'xml' : 'text';
}

export function leseDatei(
  schnittstelle: Schnittstelle,
  optionen: LeseOptionen,
): AsyncIterable<ZeilenErgebnis> {
  const grenzen: Grenzen = { ...STANDARD_GRENZEN, ...optionen.grenzen };
  const art = leseart(schnittstelle);
  if (art === 'gdv') return leseGdv(schnittstelle, optionen, grenzen);
  if (art === 'xml') {
    if (optionen.ab) throw new Error('Eine XML-Datei wird ganz gelesen, nicht ab einer Zeile');
    return leseXml(schnittstelle, optionen, grenzen);
  }
  return leseText(schnittstelle, optionen, grenzen);
}

const LEER = Buffer.alloc(0);

/** Evaluates the preFileCheckStatement; refuses the file when it is not met. */
function vorpruefen(
  plan: Plan,
  dateiname: string,
  werte: { ersteZeile: string; zeilenAnzahl?: number; wurzel?: string },
) {
  const pruefung = plan.vorpruefung;
  if (!pruefung) return;
  const ergebnis = pruefung.auswerten(kontext({ dateiname, ...werte }));
  if (ergebnis === true) return;
  const warum = ergebnis === false ? 'ist nicht erfüllt' : `ist nicht auswertbar: ${ergebnis.fehler}`;
  throw new DateiFehler(
    'vorpruefung',
    `${plan.wer}: Die Datei „${dateiname}“ wird abgelehnt — die Vorprüfung „${pruefung.quelle}“ ${warum}.`,
  );
}

/**
 * For text and GDV files: reads just far enough to know `ersteZeile` (the whole file only when
 * the expression uses `zeilenAnzahl`), checks, and returns the input again from its start —
 * the bytes read so far replayed, then the rest of the original stream.
 */
async function vorpruefeStrom(
  plan: Plan,
  optionen: LeseOptionen,
  grenzen: Grenzen,
): Promise<AsyncIterable<Buffer>> {
  if (!plan.vorpruefung) return optionen.eingabe;
  const zaehlen = plan.vorpruefung.namen.has('zeilenAnzahl');
  const quelle = optionen.eingabe[Symbol.asyncIterator]();
  const mitschnitt: Buffer[] = [];
  let groesse = 0;
  let zuEnde = false;
  const aufnahme: AsyncIterable<Buffer> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        const r = await quelle.next();
        if (r.done) {
          zuEnde = true;
          return r;
        }
        groesse += r.value.byteLength;
        if (zaehlen && groesse > grenzen.vorpruefungHoechstBytes)
          throw new DateiFehler(
            'groesse',
            `${plan.wer}: Die Vorprüfung zählt die Zeilen und liest dafür höchstens ${megabyte(grenzen.vorpruefungHoechstBytes)}; die Datei ist größer.`,
          );
        mitschnitt.push(r.value);
        return r;
      },
    }),
  };
  let ersteZeile = '';
  let anzahl = 0;
  try {
    for await (const z of textZeilen(aufnahme, plan.kopf.unicode, grenzen.zeilenHoechstBytes)) {
      if (anzahl === 0) ersteZeile = z.text;
      anzahl++;
      if (!zaehlen) break;
    }
    vorpruefen(plan, optionen.dateiname, zaehlen ? { ersteZeile, zeilenAnzahl: anzahl } : { ersteZeile });
  } catch (e) {
    // Refused: nothing more will be read, so close the original stream.
    if (!zuEnde) await quelle.return?.();
    throw e;
  }
  return {
    async *[Symbol.asyncIterator]() {
      let fertig = zuEnde;
      try {
        for (let i = 0; i < mitschnitt.length; i++) {
          const stueck = mitschnitt[i]!;
          mitschnitt[i] = LEER; // handed on: let it go
          yield stueck;
        }
        mitschnitt.length = 0;
        while (!fertig) {
          const r = await quelle.next();
          if (r.done) fertig = true;
          else yield r.value;
        }
      } finally {
        // The consumer stopped early: close the original stream (an S3 body, a file).
        if (!fertig) await quelle.return?.();
      }
    },
  };
}

async function* leseText(
  s: Schnittstelle,
  optionen: LeseOptionen,
  grenzen: Grenzen,
): AsyncGenerator<ZeilenErgebnis> {
  const plan = planen(s, optionen.alle);
  const { ab } = optionen;
  const eingabe = ab ? optionen.eingabe : await vorpruefeStrom(plan, optionen, grenzen);
  const unicode = s.unicode || ab?.stand.bom === true;
  for await (const z of textZeilen(eingabe, unicode, grenzen.zeilenHoechstBytes, ab?.zeile)) {
    if (z.fehler) {
      yield { zeile: z.nr, status: LESE_STATUS.formatFehler, grund: z.fehler, roh: z.text };
      continue;
    }
    const spalten = new Map<string, string[] | { fehler: string }>();
    const zugriff: Zugriff = (feld) => feldText(feld, z.text, spalten);
    yield leseZeile(plan, z.nr, z.text, optionen.dateiname, zugriff);
  }
}

/** Without splitting a 50 MB text into lines. */
function ersteNichtLeereZeile(text: string): string {
  let start = 0;
  while (start < text.length) {
    const ende = text.indexOf('\n', start);
    const zeile = text.slice(start, ende < 0 ? text.length : ende).replace(/\r$/, '');
    if (zeile.trim() !== '') return zeile.replace(/^\uFEFF/, '');
    if (ende < 0) break;
    start = ende + 1;
  }
  return '';
}

const zahl = (n: number) => n.toLocaleString('de-DE');

/**
 * The reader's own working time: the time between being resumed and handing out the next
 * line, not the caller's work in between (writing lines, waiting for a database).
 */
class Aufwand {
  private verbraucht = 0;
  private seit = performance.now();

  constructor(
    private readonly grenzen: Grenzen,
    private readonly wer: string,
  ) {}

  pause() {
    this.verbraucht += performance.now() - this.seit;
  }

  weiter() {
    this.seit = performance.now();
  }

  pruefe(gelesen: number, gesamt: number) {
    const sekunden = (this.verbraucht + performance.now() - this.seit) / 1000;
    if (sekunden > this.grenzen.xmlHoechstSekunden)
      throw new DateiFehler(
        'aufwand',
        `${this.wer}: Die XML-Datei ist zu aufwendig zu lesen — nach ${zahl(gelesen)} von ${zahl(gesamt)} Sätzen ist die Rechenzeit von ${zahl(this.grenzen.xmlHoechstSekunden)} Sekunden verbraucht. Die Datei wird abgelehnt.`,
      );
  }
}

/**
 * XML: the file is checked whole (well-formed, no DTD), scanned into its element skeleton,
 * its records chosen by the pattern — then each record is read on its own small document
 * (xml-satz.ts), so the work grows with the records, never with their square.
 */
async function* leseXml(
  s: Schnittstelle,
  optionen: LeseOptionen,
  grenzen: Grenzen,
): AsyncGenerator<ZeilenErgebnis> {
  const plan = planen(s, optionen.alle);
  const aufwand = new Aufwand(grenzen, plan.wer);
  const { datei, ersteZeile } = await xmlDatei(optionen.eingabe, grenzen, plan.wer, optionen.unvollstaendig);
  aufwand.weiter();
  const saetze = waehleSaetze(plan, datei, aufwand);
  if (saetze.length > grenzen.xmlHoechstSaetze)
    throw new DateiFehler(
      'aufwand',
      `${plan.wer}: Die XML-Datei enthält ${zahl(saetze.length)} Sätze; gelesen werden höchstens ${zahl(grenzen.xmlHoechstSaetze)}. Die Datei wird abgelehnt.`,
    );
  vorpruefen(plan, optionen.dateiname, {
    ersteZeile,
    zeilenAnzahl: saetze.length,
    wurzel: datei.struktur.anzahl > 0 ? datei.struktur.lokalerName(0) : '',
  });
  for (const [i, satz] of saetze.entries()) {
    aufwand.pruefe(i, saetze.length);
    const dokument = datei.satzdokument(satz);
    const zugriff: Zugriff = (feld, bisher) =>
      feld.xpath ? dokument.wert(feld.xpath, bisher) : { fehler: 'kein XPath' };
    const ort = ` (Element in Zeile ${datei.struktur.zeile(datei.struktur.start[satz]!)} der Datei)`;
    const ergebnis = leseZeile(plan, i + 1, dokument.text(), optionen.dateiname, zugriff, ort);
    aufwand.pause();
    yield ergebnis;
    aufwand.weiter();
  }
}

/**
 * Collected, decoded, checked and scanned. A function of its own, so the bytes and the text as
 * delivered are gone once it returns — a generator's frame could keep them while it hands out
 * the records. What stays is the skeleton and the checked text as UTF-8 bytes.
 */
async function xmlDatei(
  eingabe: AsyncIterable<Buffer>,
  grenzen: Grenzen,
  wer: string,
  unvollstaendig?: (offen: string[]) => void,
): Promise<{ datei: XmlDatei; ersteZeile: string }> {
  const { text, utf8 } = await xmlText(eingabe, grenzen, wer);
  const ersteZeile = ersteNichtLeereZeile(text);
  let geprueft: string;
  try {
    geprueft = pruefeWohlgeformt(text, wer);
  } catch (fehler) {
    const ergaenzt = unvollstaendig && fehler instanceof DateiFehler ? vervollstaendige(text) : undefined;
    if (!ergaenzt) throw fehler;
    // Cut off is its only fault if, closed, it is well-formed; otherwise the first complaint stands.
    try {
      geprueft = pruefeWohlgeformt(ergaenzt.text, wer);
    } catch {
      throw fehler;
    }
    unvollstaendig!(ergaenzt.offen);
  }
  // A UTF-8 file without line endings to normalise is already its checked text's bytes.
  const bytes = utf8 && geprueft === text ? utf8 : Buffer.from(geprueft, 'utf8');
  return { datei: new XmlDatei(new XmlStruktur(bytes, wer)), ersteZeile };
}

async function xmlText(
  eingabe: AsyncIterable<Buffer>,
  grenzen: Grenzen,
  wer: string,
): Promise<{ text: string; utf8?: Buffer }> {
  const bytes = await sammle(eingabe, grenzen.xmlHoechstBytes, wer);
  const text = dekodiere(bytes, wer);
  pruefeSicherheit(text, bytes, wer);
  return { text, utf8: alsUtf8(bytes, wer) };
}

/** The record elements in document order; conditions of the xPath decided per record. */
function waehleSaetze(plan: Plan, datei: XmlDatei, aufwand: Aufwand): number[] {
  const s = datei.struktur;
  const muster = plan.satzpfad ?? elementpfad(plan.kopf.xmlElement?.trim() ?? '');
  const wahl = new Satzwahl(muster, s);
  const saetze: number[] = [];
  try {
    for (let e = 0; e < s.anzahl; e++) {
      const antwort = wahl.pruefe(e);
      if (antwort === 'ja') saetze.push(e);
      else if (antwort === 'pruefen') {
        aufwand.pruefe(0, 0);
        if (datei.satzdokument(e).gewaehlt(plan.satzXPath!)) saetze.push(e);
      }
    }
  } catch (e) {
    if (e instanceof DateiFehler) throw e;
    throw new DateiFehler(
      'definition',
      `${plan.wer}: xPath „${plan.satzXPath?.quelle}“ wählt keine Elemente: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  return saetze;
}

async function* leseGdv(
  s: Schnittstelle,
  optionen: LeseOptionen,
  grenzen: Grenzen,
): AsyncGenerator<ZeilenErgebnis> {
  const plan = planen(s, optionen.alle, true);
  const { ab } = optionen;
  const eingabe = ab ? optionen.eingabe : await vorpruefeStrom(plan, optionen, grenzen);
  const leser = ab ? fortgesetzterGdvLeser(ab) : undefined;
  const pruefung = plan.kopfPruefung;
  if (!pruefung) {
    yield* gdvZeilen(eingabe, leser, ab?.zeile);
    return;
  }
  // The GDV reader keeps the raw text only of unknown or bad lines; the check expression needs
  // `zeile` for every line, so the chunks also pass a splitter on their way to the GDV reader.
  // Only the lines between the splitter and the reader are held (about one chunk's worth).
  const texte = new Map<number, string>();
  const teiler = new Zeilenteiler(s.unicode || ab?.stand.bom === true, grenzen.zeilenHoechstBytes, ab?.zeile);
  const merke = (zeilen: { nr: number; text: string }[]) => {
    for (const z of zeilen) texte.set(z.nr, z.text);
  };
  async function* mitText(): AsyncGenerator<Buffer> {
    for await (const stueck of eingabe) {
      merke(teiler.schiebe(stueck));
      yield stueck;
    }
    merke(teiler.ende());
  }
  for await (const ergebnis of gdvZeilen(mitText(), leser, ab?.zeile)) {
    const text = ergebnis.roh ?? texte.get(ergebnis.zeile) ?? '';
    for (const nr of texte.keys()) {
      if (nr > ergebnis.zeile) break;
      texte.delete(nr);
    }
    if (ergebnis.status !== LESE_STATUS.gelesen) {
      yield ergebnis;
      continue;
    }
    const k = kontext({
      zeile: text,
      zeilenNr: ergebnis.zeile,
      dateiname: optionen.dateiname,
      satz: ergebnis.satz ?? null,
      felder: gruppe(ergebnis.felder),
    });
    const ok = pruefung.auswerten(k);
    if (ok === true) yield ergebnis;
    else
      yield {
        ...ergebnis,
        status: LESE_STATUS.allgemein,
        roh: text,
        grund:
          ok === false
            ? `Prüfung von „${s.interfaceName}“ nicht erfüllt: ${pruefung.quelle}`
            : `Prüfung von „${s.interfaceName}“ nicht auswertbar (${pruefung.quelle}): ${ok.fehler}`,
      };
  }
}
