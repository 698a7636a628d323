/**
 * The time picker's rules (reference §5, §9): HH:MM with optional :SS, hours 0–23, minutes and
 * seconds 00–59; colons are put in while typing; the popup offers quarter hours and opens at
 * 08:00. Pure, so every boundary is unit-tested.
 */

import { MELDUNGEN } from '@lieferdesk/shared';

export interface UhrzeitOptionen {
  /** Whether seconds may be typed (HH:MM:SS). */
  mitSekunden?: boolean;
}

const GUELTIG = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * What the field shows after a keystroke or a paste: letters and other characters are dropped,
 * a colon is put in before the third and fifth digit (so backspace over a colon is not undone
 * at once), a typed colon after one hour digit is kept ("7:" → "7:"), and input stops at the
 * longest allowed form.
 */
export function uhrzeitEingabe(roh: string, o: UhrzeitOptionen = {}): string {
  const teile = roh.replace(/[^\d:]/g, '').split(':');
  const gruppen: string[] = [];
  // With colons typed, each part is a group of at most two digits; without, digits run on in pairs.
  if (teile.length === 1) {
    const ziffern = teile[0]!;
    for (let i = 0; i < ziffern.length; i += 2) gruppen.push(ziffern.slice(i, i + 2));
  } else {
    for (const [i, teil] of teile.entries()) {
      if (i > 0 && teil === '' && i < teile.length - 1) continue;
      if (teil.length <= 2) gruppen.push(teil);
      else for (let j = 0; j < teil.length; j += 2) gruppen.push(teil.slice(j, j + 2));
    }
  }
  const hoechstens = o.mitSekunden ? 3 : 2;
  const genutzt = gruppen.slice(0, hoechstens);
  let text = genutzt.join(':');
  // A colon typed at the end stays (the user wants to go on), as long as a group may follow.
  if (roh.endsWith(':') && !text.endsWith(':') && genutzt.length < hoechstens && genutzt.at(-1) !== '')
    text += ':';
  return text;
}

/**
 * The time the text names, as HH:MM or HH:MM:SS with two-digit hours; undefined when it names
 * none (24:00, 7:5, 12:60, letters). A one-digit hour is accepted ("7:05" → "07:05").
 */
export function uhrzeitPruefen(text: string, o: UhrzeitOptionen = {}): string | undefined {
  const treffer = GUELTIG.exec(text.trim());
  if (!treffer) return undefined;
  const [, h, m, s] = treffer;
  if (s !== undefined && !o.mitSekunden) return undefined;
  return [h!.padStart(2, '0'), m!, ...(s !== undefined ? [s] : [])].join(':');
}

/** The message of a text that names no time: the format the field takes, seconds only where it takes them. */
export const uhrzeitMeldung = (o: UhrzeitOptionen = {}): string =>
  o.mitSekunden ? MELDUNGEN.uhrzeitUngueltig : MELDUNGEN.uhrzeitOhneSekundenUngueltig;

/** The popup's offers: every `schritt` minutes of the day (quarter hours by default). */
export function uhrzeitAngebote(schritt = 15): string[] {
  const angebote: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += schritt)
    angebote.push(
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    );
  return angebote;
}

/** Where the popup opens: the field's time if it is one of the offers, else the nearest earlier offer, else 08:00. */
export function uhrzeitStart(text: string, angebote: readonly string[], standard = '08:00'): string {
  const zeit = uhrzeitPruefen(text, { mitSekunden: true })?.slice(0, 5);
  if (zeit === undefined) return standard;
  return [...angebote].reverse().find((a) => a <= zeit) ?? angebote[0] ?? standard;
}
