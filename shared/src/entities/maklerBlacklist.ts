/**
 * The broker blacklist (reference §2.10): structure leaders' broker numbers, as staff write them —
 * separated by commas, blanks, line breaks or semicolons. Only broker numbers are taken: a word,
 * a sentence or a hidden character is refused with the tokens named, never saved as a "number"
 * that no broker has and that would silently block nothing.
 */
import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { textFeld } from './text';

/** The longest blacklist a request may carry. */
export const BLACKLIST_LAENGE = 4000;

/** A broker number: letters and digits, inside also `-`, `_`, `.` and `/`; at most 100 characters. */
const MAKLERNUMMER = /^[0-9A-Za-z](?:[0-9A-Za-z_./-]{0,98}[0-9A-Za-z])?$/;

/** The list's entries in order, each once. */
export const blacklistNummern = (text: string): string[] => [
  ...new Set(text.split(/[\s,;]+/).filter((n) => n !== '')),
];

export const maklerBlacklist = z.object({ blacklist: z.string() });

export const maklerBlacklistAbfrage = z.object({
  blacklist: textFeld(BLACKLIST_LAENGE)
    .trim()
    .superRefine((text, ctx) => {
      const falsch = blacklistNummern(text).filter((n) => !MAKLERNUMMER.test(n));
      if (falsch.length > 0) ctx.addIssue({ code: 'custom', message: MELDUNGEN.keineMaklernummern(falsch) });
    }),
});
