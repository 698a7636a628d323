/**
 * Names and addresses as keys. Every insurer spells them slightly differently (DOMAIN.md:
 * "match, don't create, when in doubt"): case, umlauts written out or not, accents, blanks,
 * hyphens, dots and "Straße"/"Str." do not distinguish two persons.
 */

const UMLAUTE: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Lower case, umlauts and ß written out (ä → ae), other accents removed (é → e), everything but
 * letters and digits removed. "Kitzelpfütze" and "KITZELPFUETZE" give the same key; "" for none.
 */
export function normalisiereName(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (z) => UMLAUTE[z]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
}

/** A street as a key: as a name, with "straße", "strasse" and "str." all as "str". */
export function normalisiereStrasse(text: string | null | undefined): string {
  return normalisiereName(text).replace(/strasse/g, 'str');
}

/** A postcode as a key: digits and letters only ("D-50825" and "50825" stay different). */
export function normalisierePlz(text: string | null | undefined): string {
  return (text ?? '').replace(/\s/g, '').toUpperCase();
}

/**
 * A holder's name as settlement and dunning lists write it: "Gruber, Johanna" is surname and
 * first name; without a comma the whole text is the name (companies: "Tischlerei Moser GmbH").
 */
export function teileName(text: string): { name: string; vorname?: string } {
  const komma = text.indexOf(',');
  if (komma < 0) return { name: text.trim() };
  const name = text.slice(0, komma).trim();
  const vorname = text.slice(komma + 1).trim();
  return vorname ? { name, vorname } : { name };
}
