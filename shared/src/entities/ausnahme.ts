import { z } from 'zod';

/** A category exception of a company (spec §2.15, §3 "Category exception"). */
export const kategorieAusnahme = z.object({
  gevoArt: z.number().int(),
  unterKategorie: z.string(),
  /** The MSC category column. */
  hauptKategorie: z.string(),
  /** The insurance status column; absent means "leave as is". */
  statusFK: z.number().int().nullable().optional(),
  checked: z.boolean(),
});
export type KategorieAusnahme = z.infer<typeof kategorieAusnahme>;

export const ausnahmenFilter = z.object({ gesellschaft: z.string().trim().min(1) });

/** POST /bipro_exceptions/save: the company and the changed rows (at least one). */
export const ausnahmenSpeichern = z.object({
  gesellschaft: z.string().trim().min(1),
  rows: z.array(kategorieAusnahme.pick({ gevoArt: true, checked: true })).min(1),
});
