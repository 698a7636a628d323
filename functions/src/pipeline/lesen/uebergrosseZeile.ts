/**
 * A read line larger than one line may be stored (ZEILE_HOECHSTBYTES: a DynamoDB item holds
 * 400 KB, a text line may be 1 MB and an XML record more). Such a line must not fail its whole
 * file: it is kept as a format error (-7, "the line does not fit": reference §8's reading status for
 * unreadable lines) without its values, its text cut, and a reason saying how large it was and
 * that it was cut. So the rest of the file imports, the monitor counts it as faulty, and the
 * line edit shows the kept start of the text.
 */
import { LESE_TEXTE, ZEILE_HOECHSTBYTES } from '@lieferdesk/shared';
import type { ImportZeileDaten } from '../../data/repositories/importZeilen';
import { LESE_STATUS } from '../../formate/ergebnis';

/**
 * The text is cut to half the budget: saved in the line edit and read again, the cut text
 * leaves as much room for the values read from it.
 */
export const GEKUERZT_BYTES = ZEILE_HOECHSTBYTES / 2;

/** The text's first at most `bytes` UTF-8 bytes, never ending inside a character. */
export function textGekuerzt(text: string, bytes: number): string {
  if (text.length * 3 <= bytes) return text;
  const kodiert = Buffer.from(text, 'utf8');
  if (kodiert.length <= bytes) return text;
  let ende = bytes;
  // Back to the first byte of the character the cut would split (continuations are 10xxxxxx).
  while (ende > 0 && (kodiert[ende]! & 0xc0) === 0x80) ende--;
  return kodiert.toString('utf8', 0, ende);
}

/** What is stored instead of a line of `bytes` bytes above ZEILE_HOECHSTBYTES. */
export function uebergrosseZeile(zeile: ImportZeileDaten, bytes: number): ImportZeileDaten {
  const text = zeile.roh ?? '';
  const roh = textGekuerzt(text, GEKUERZT_BYTES);
  const { felder: _felder, ...rest } = zeile;
  return {
    ...rest,
    status: LESE_STATUS.formatFehler,
    satz: zeile.satz && textGekuerzt(zeile.satz, 1024),
    roh,
    grund: LESE_TEXTE.zeileZuGross(
      bytes,
      ZEILE_HOECHSTBYTES,
      Buffer.byteLength(text),
      Buffer.byteLength(roh),
    ),
  };
}
