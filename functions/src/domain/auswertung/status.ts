/**
 * The statuses evaluation gives a line (reference §4 and the status table of reference §8). Each rule
 * behind them is in README.md, each has a unit test.
 */
export const AUSWERTUNG_STATUS = {
  ausgewertet: 1,
  /** Value missing or wrong. */
  wertFalsch: -1,
  /** Follow-up error: an earlier line of the same contract failed. */
  folgefehler: -2,
  /** Database error such as a duplicate: the policy number is twice in the portfolio. */
  duplikat: -3,
  /** Data wrongly assigned: the line belongs to another company or broker than the file. */
  falschZugeordnet: -4,
  /** Required extra data missing: no broker, or no policy holder for a new contract. */
  zusatzdatenFehlen: -5,
  /** Line of business (Sparte) wrong. */
  sparteFalsch: -6,
  /** Policy already with another customer (or another broker). */
  andererKunde: -8,
  /** Foreign designation not in the database: VU number / company unknown. */
  fremdbezeichnung: -10,
  /** Contract not in the database (settlement, dunning and part lines need one). */
  vertragFehlt: -13,
  /** Too many persons found. */
  zuVielePersonen: -16,
  /** Customer number possibly wrong customer. */
  kundennummerFalsch: -17,
} as const;
