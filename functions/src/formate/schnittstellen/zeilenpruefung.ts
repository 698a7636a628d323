/**
 * Whether an edited line is still a valid record of its interface (reference §7 line_edit). The
 * edit is judged by what the reader made of it — the edited text read again through the file's
 * interface (werkbank/neuLesen.ts), the reader reporting the places that failed (`fehlerorte`)
 * — and by what a reader tolerates in a delivery but an edit must not change:
 *
 * - **GDV**: exactly 256 characters, each one the file's encoding holds; a Satzart (and for
 *   Sparte-specific types a Sparte) the layout describes — unless the line already had that
 *   insurer-specific Satzart and Sparte; every value readable (numbers numeric, dates real dates,
 *   the policy number given: the reader's -1), a part record that fits (-7), the interface's
 *   check (-9).
 * - **Delimited and fixed-position text**: every field extracted and converted as the interface
 *   says, its checks met; and as many columns as the line had when it was read without a format
 *   error — a delimiter typed into a value shifts every later column.
 * - **XML**: well-formed, still chosen as the record by the interface's xPath at its place, its
 *   fields converted and checked; and every field that had a value still finds one.
 *
 * The answer is undefined (accepted) or the German reason, naming field and place:
 * 'Vertragsbeginn: Stelle 54–61: Ungültiges Datum „31022024“'.
 */
import { WERKBANK_TEXTE, type Schnittstelle } from '@lieferdesk/shared';
import type { Fehlerort, ZeilenErgebnis } from '../ergebnis';
import { SATZART_STELLE, SATZLAENGE, SPARTE_STELLE } from '../gdv/zeilen';
import { istFehler } from '../werte';
import { spalten } from './felder';
import { leseart } from './lesen';
import { planen, type Leser } from './plan';

const T = WERKBANK_TEXTE.pruefung;

/** Places named in one refusal; the rest are counted. */
const HOECHSTENS_ORTE = 5;

export interface Bearbeitung {
  /** The line as stored: its text and how it was read (the reading status, not an evaluation's). */
  vorher: { roh: string; leseStatus: number; satz?: string; felder?: Record<string, unknown> };
  /** The edited text, as the line would hold it. */
  text: string;
  /** The edited text read again through the interface. */
  gelesen: ZeilenErgebnis;
}

export function ablehnungsgrund(
  s: Schnittstelle,
  alle: (id: number) => Schnittstelle | undefined,
  b: Bearbeitung,
): string | undefined {
  const art = leseart(s);
  if (art === 'gdv') {
    const satz = gdvSatzGrund(s, b);
    if (satz) return satz;
  }
  if (b.gelesen.status < 0) return fehlerText(b.gelesen);
  if (art === 'gdv') return unbeschrieben(b);
  const leser = lesenderLeser(s, alle, b.gelesen);
  return art === 'xml' ? verloreneWerte(leser, b) : spaltenzahl(leser, b);
}

/** One place in the user's words. */
export function ortText(o: Fehlerort): string {
  const wo =
    o.von !== undefined
      ? T.stelle(o.von, o.bis ?? o.von)
      : o.spalte !== undefined
        ? T.spalte(o.spalte)
        : o.xpath !== undefined
          ? T.xpath(o.xpath)
          : undefined;
  return T.ort(o.feld, wo, o.grund);
}

function orteText(orte: Fehlerort[]): string {
  const genannt = orte.slice(0, HOECHSTENS_ORTE).map(ortText);
  if (orte.length > HOECHSTENS_ORTE) genannt.push(T.weitere(orte.length - HOECHSTENS_ORTE));
  return genannt.join('; ');
}

function fehlerText(e: ZeilenErgebnis): string {
  if (e.fehlerorte?.length) return orteText(e.fehlerorte);
  return e.grund ?? T.passtNicht;
}

/** The file's encoding as far as the line shows it: one with a character beyond ISO-8859-1 is UTF-8. */
const nurLatin1 = (text: string) => [...text].every((z) => z.codePointAt(0)! <= 0xff);

/** Length and encoding: what the GDV reader tolerates in a delivery (short lines, any UTF-8). */
function gdvSatzGrund(s: Schnittstelle, { vorher, text }: Bearbeitung): string | undefined {
  // The reader counts characters as this does (UTF-16 units of the decoded line).
  if (text.length !== SATZLAENGE) return T.satzlaenge(text.length, SATZLAENGE);
  if (s.unicode || !nurLatin1(vorher.roh)) return undefined;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0xff)
      return ortText({
        feld: T.zeichen,
        von: i + 1,
        bis: i + 1,
        grund: T.kodierung(text.charAt(i), 'ISO-8859-1'),
      });
  }
  return undefined;
}

/**
 * A Satzart or Sparte the layout does not describe: the reader keeps such a line unread. An
 * edit may keep the insurer's own record type the line was delivered with, not make one.
 */
function unbeschrieben({ vorher, text, gelesen }: Bearbeitung): string | undefined {
  if (gelesen.felder !== undefined || !gelesen.fehlerorte?.length) return undefined;
  const teil = (t: string, { von, bis }: { von: number; bis: number }) => t.slice(von - 1, bis);
  const wieGeliefert =
    teil(text, SATZART_STELLE) === teil(vorher.roh, SATZART_STELLE) &&
    teil(text, SPARTE_STELLE) === teil(vorher.roh, SPARTE_STELLE);
  return wieGeliefert ? undefined : orteText(gelesen.fehlerorte);
}

/** The interface that read the line: the sub-interface the reading names, else the head. */
function lesenderLeser(
  s: Schnittstelle,
  alle: (id: number) => Schnittstelle | undefined,
  gelesen: ZeilenErgebnis,
): Leser {
  const plan = planen(s, alle);
  const unter = plan.auswahl?.find((a) => a.leser.schnittstelle.interfaceName === gelesen.satz);
  return unter?.leser ?? plan.kopfLeser;
}

/** Delimited fields: the line keeps its number of columns per delimiter. */
function spaltenzahl(leser: Leser, { vorher, text, gelesen }: Bearbeitung): string | undefined {
  // Compared with the line as read without a format error by the same (sub-)interface only:
  // a line that missed a column may gain it.
  if (vorher.leseStatus === -7 || vorher.satz !== gelesen.satz) return undefined;
  const trennzeichen = new Set(leser.felder.filter((f) => f.art === 0).map((f) => f.trennzeichen));
  for (const t of trennzeichen) {
    const jetzt = spalten(text, t);
    const zuvor = spalten(vorher.roh, t);
    if (istFehler(jetzt) || istFehler(zuvor) || jetzt.length === zuvor.length) continue;
    return T.ort(T.spaltenzahl, undefined, T.spaltenzahlGrund(jetzt.length, zuvor.length, t));
  }
  return undefined;
}

const hatWert = (w: unknown) => w !== null && w !== undefined;

/** XML fields: an XPath that found a value in the record as read finds one in the edited record. */
function verloreneWerte(leser: Leser, { vorher, gelesen }: Bearbeitung): string | undefined {
  if (!vorher.felder || !gelesen.felder || vorher.satz !== gelesen.satz) return undefined;
  const orte: Fehlerort[] = leser.felder
    .filter((f) => hatWert(vorher.felder![f.name]) && !hatWert(gelesen.felder![f.name]))
    .map((f) => ({ feld: f.name, xpath: f.auswahl, grund: T.keinWertMehr }));
  return orte.length ? orteText(orte) : undefined;
}
