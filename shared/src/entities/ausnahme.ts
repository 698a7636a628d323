import { z } from 'zod';
import { idListeVon, nameFeld } from './text';

/**
 * A row of the category exceptions (reference §2.15, §3 "Category exception"): a BiPRO category
 * and whether the chosen company has an exception for it (`checked`).
 */
export const kategorieAusnahme = z.object({
  gevoArt: z.number().int(),
  /** The BiPRO sub-category column. */
  unterKategorie: nameFeld(),
  /** The MSC category column: the label of the category's MSC file category. */
  hauptKategorie: nameFeld(),
  /** The insurance status column (VERTRAGS_STATUS id); absent means "leave as is". */
  statusFK: z.number().int().nullable().optional(),
  checked: z.boolean(),
});
export type KategorieAusnahme = z.infer<typeof kategorieAusnahme>;

/** The company: its id, as the shared company loader's options carry it. */
const gesellschaft = z.number().int().min(1);

export const ausnahmenFilter = z.object({ gesellschaft });

/**
 * POST /bipro_exceptions/save: the company and the changed rows (at least one, at most
 * HOECHSTE_ID_LISTE): `checked` true sets the exception, false removes it; a row that changes
 * nothing is left alone.
 */
export const ausnahmenSpeichern = z.object({
  gesellschaft,
  rows: idListeVon(kategorieAusnahme.pick({ gevoArt: true, checked: true })),
});
export type AusnahmenAenderung = z.infer<typeof ausnahmenSpeichern>['rows'][number];
