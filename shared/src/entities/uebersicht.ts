import { z } from 'zod';
import { importModus, isoDatum, isoZeitpunkt } from './common';

/**
 * The start page 'Übersicht' (issue 24 §1) in one answer: every figure from the aggregates the
 * writes keep (architecture "Übersicht: aggregates"), none counted from the lists.
 */
const anzahl = z.number().int().min(0);

/** Days of the delivery chart, and weeks of the assignment rate. */
export const UEBERSICHT_TAGE = 30;
export const UEBERSICHT_WOCHEN = 12;

/** One insurer's deliveries on one German calendar day, by kind of file. */
export const uebersichtLieferTag = z.object({
  tag: isoDatum,
  gesellschaftId: z.number().int(),
  dokumente: anzahl,
  gdv: anzahl,
  abrechnungen: anzahl,
  mahnungen: anzahl,
});
export type UebersichtLieferTag = z.infer<typeof uebersichtLieferTag>;

/** One insurer's documents in one ISO week (Monday to Sunday, Berlin days), and how many the intake assigned. */
export const uebersichtQuoteWoche = z.object({
  /** YYYY-Www (ISO 8601 week). */
  woche: z.string().regex(/^\d{4}-W\d{2}$/),
  gesellschaftId: z.number().int(),
  geliefert: anzahl,
  automatisch: anzahl,
});
export type UebersichtQuoteWoche = z.infer<typeof uebersichtQuoteWoche>;

export const uebersichtAntwort = z.object({
  /** The days of the chart, oldest first (the last is today in Berlin). */
  tage: z.array(isoDatum),
  /** The weeks of the rate, oldest first. */
  wochen: z.array(z.string()),
  /** Every insurer named below, id → name. */
  gesellschaften: z.array(z.object({ gesellschaftId: z.number().int(), name: z.string() })),
  lieferungen: z.array(uebersichtLieferTag),
  quote: z.array(uebersichtQuoteWoche),
  /**
   * The first day of the open documents counted below (YYYY-MM-01, 12 months before this month):
   * from it to today is the inbox range each count's link opens.
   */
  offenAb: isoDatum,
  /** Documents delivered from `offenAb` on and not assigned now (not deleted), per insurer. */
  offeneDokumente: z.array(z.object({ gesellschaftId: z.number().int(), anzahl })),
  /** Download accesses in the caller's scope whose last run failed, or whose last success is older than 72 hours. */
  abholungen: z.object({ fehlgeschlagen: anzahl, ueberfaellig: anzahl }),
  /**
   * Faulty import lines (the monitor's 'Fehlerhafte Datensätze') of the files registered in the
   * chart's days, per monitor (modus) and company — exactly the monitor's rows filtered to that
   * company, those days and files with faulty lines (`nur: 'fehlerhaft'`), so a file naming two
   * companies counts under each of them that has a row here; only for users who may open the
   * import screens, else absent.
   */
  fehlerhafteZeilen: z
    .array(
      z.object({
        modus: importModus,
        /** The company as the monitor shows it; '' for files without one (no link). */
        gesellschaft: z.string(),
        /** The company as the monitor's filter takes it: its id where one has this name, else the name. */
        filterWert: z.string(),
        zeilen: anzahl,
        dateien: anzahl,
      }),
    )
    .optional(),
  /**
   * Planned interface runs missed in the chart's days and not confirmed, per monitor (modus) —
   * the monitor's rows with `nur: 'verpasst'`; only for internal users who may open the import
   * screens, else absent.
   */
  verpassteLaeufe: z.array(z.object({ modus: importModus, anzahl })).optional(),
  stand: isoZeitpunkt,
});
export type UebersichtAntwort = z.infer<typeof uebersichtAntwort>;
