/**
 * Reading one edited line again through its file's interface, exactly as the import read it
 * (reference §7 line_edit: the saved text decides fields and status). The formats engine reads files,
 * so the line is handed to it as a file:
 *
 * - **Text and GDV**: the line preceded by as many empty lines as come before it in the file.
 *   Empty lines yield no result but count, so the engine sees the line under its own number —
 *   a sub-interface chosen by `zeilenNr` (a title line) is chosen as on import. Encoded as the
 *   interface reads it (ISO-8859-1, UTF-8 with `unicode`); a character ISO-8859-1 cannot hold
 *   switches to UTF-8 (GDV: detected from the bytes; text: by a byte-order mark). The pre-file
 *   check (`preFileCheckStatement`) is about the whole file and was met when it was read: it
 *   does not apply to one line.
 * - **XML**: a record's fields may reach beyond the record (OMDS: the VU number in the package
 *   head, the person elsewhere by `schluessel(…)`), so the record cannot be read alone. The
 *   delivered document is read again with the n-th record element replaced by the edited one,
 *   and the n-th result is the line's.
 * - A definition or document the engine refuses (the edited element is not well-formed XML)
 *   makes the line a format error (-7) with the engine's reason: it is saved with it, as the
 *   import would keep such a line.
 */
import { XMLSerializer } from '@xmldom/xmldom';
import type { Schnittstelle } from '@lieferdesk/shared';
import { LESE_STATUS, type ZeilenErgebnis } from '../formate/ergebnis';
import { DateiFehler, leseDatei } from '../formate/schnittstellen';
import { planen } from '../formate/schnittstellen/plan';
import { dekodiere, parse, pruefeSicherheit, XmlAuswertung } from '../formate/schnittstellen/xml';
import { leseart } from '../pipeline/lesen/quelle';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const nurLatin1 = (text: string) => [...text].every((z) => z.codePointAt(0)! <= 0xff);

/** The bytes the engine gets for text or GDV line `nr` with this text. */
export function zeilenDatei(
  s: Pick<Schnittstelle, 'type' | 'xml' | 'unicode'>,
  nr: number,
  text: string,
): Buffer {
  const davor = Buffer.from('\n'.repeat(Math.max(0, nr - 1)), 'latin1');
  if (s.unicode) return Buffer.concat([davor, Buffer.from(text, 'utf8')]);
  if (nurLatin1(text)) return Buffer.concat([davor, Buffer.from(text, 'latin1')]);
  // GDV decides the encoding from the bytes (valid UTF-8 is UTF-8); a text file from a BOM.
  return leseart(s) === 'gdv'
    ? Buffer.concat([davor, Buffer.from(text, 'utf8')])
    : Buffer.concat([BOM, davor, Buffer.from(text, 'utf8')]);
}

/**
 * The delivered XML document with its n-th record element replaced by `text` (parsed strictly,
 * DTDs refused as on import). UTF-8 with a byte-order mark, which outranks the declaration's
 * encoding. Throws the engine's DateiFehler for text that is no well-formed element, or one the
 * interface's record xPath (xmlElement) no longer chooses at that place.
 */
export function xmlMitSatz(
  s: Schnittstelle,
  alle: (id: number) => Schnittstelle | undefined,
  original: Buffer,
  nr: number,
  text: string,
): Buffer {
  const plan = planen(s, alle);
  const dokument = parse(dekodiere(original, plan.wer), plan.wer);
  const auswertung = new XmlAuswertung(dokument);
  const saetze = auswertung.saetze(plan.satzXPath, s.xmlElement?.trim());
  const alt = saetze[nr - 1];
  if (!alt?.parentNode)
    throw new DateiFehler('definition', `${plan.wer}: Datensatz ${nr} fehlt in der Datei.`);
  const eigen = Buffer.from(text, 'utf8');
  pruefeSicherheit(text, eigen, plan.wer);
  const neu = dokument.importNode(parse(text, plan.wer).documentElement!, true);
  alt.parentNode.replaceChild(neu, alt);
  // Still the n-th record, or the n-th result would be another record's (or none).
  if (auswertung.saetze(plan.satzXPath, s.xmlElement?.trim())[nr - 1] !== neu)
    throw new DateiFehler(
      'definition',
      `${plan.wer}: Der bearbeitete Text ist kein Datensatz der Schnittstelle mehr — ${plan.satzXPath ? `xPath „${plan.satzXPath.quelle}“` : `Satz-Element „${s.xmlElement?.trim()}“`} wählt ihn nicht.`,
    );
  return Buffer.concat([BOM, Buffer.from(new XMLSerializer().serializeToString(dokument), 'utf8')]);
}

export interface NeuLesenOptionen {
  alle: (id: number) => Schnittstelle | undefined;
  dateiname: string;
  /** XML only: the delivered file (the other records give the record its context). */
  original?: () => Promise<Buffer>;
}

/**
 * The line's new result under its own number, or undefined when the text holds nothing to read
 * (a blank line yields no result).
 */
export async function leseZeileNeu(
  s: Schnittstelle,
  optionen: NeuLesenOptionen,
  nr: number,
  text: string,
): Promise<ZeilenErgebnis | undefined> {
  try {
    const xml = leseart(s) === 'xml';
    const bytes = xml
      ? xmlMitSatz(s, optionen.alle, await originalXml(optionen), nr, text)
      : zeilenDatei(s, nr, text);
    async function* eingabe(): AsyncGenerator<Buffer> {
      yield bytes;
    }
    const lesend: Schnittstelle = xml ? s : { ...s, preFileCheckStatement: undefined };
    for await (const e of leseDatei(lesend, {
      alle: optionen.alle,
      dateiname: optionen.dateiname,
      eingabe: eingabe(),
    })) {
      if (e.zeile === nr) return e;
      if (e.zeile > nr) break;
    }
    return undefined;
  } catch (fehler) {
    if (fehler instanceof DateiFehler)
      return { zeile: nr, status: LESE_STATUS.formatFehler, grund: fehler.message, roh: text };
    throw fehler;
  }
}

function originalXml(optionen: NeuLesenOptionen): Promise<Buffer> {
  if (!optionen.original) throw new Error('XML-Zeile ohne die gelieferte Datei');
  return optionen.original();
}
