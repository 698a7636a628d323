import { z } from 'zod';
import { idListeVon, nameFeld } from './text';

/** A category exception of a company (reference §2.15, §3 "Category exception"). */
export const kategorieAusnahme = z.object({
  gevoArt: z.number().int(),
  unterKategorie: nameFeld(),
  /** The MSC category column. */
  hauptKategorie: nameFeld(),
  /** The insurance status column; absent means "leave as is". */
  statusFK: z.number().int().nullable().optional(),
  checked: z.boolean(),
});
export type KategorieAusnahme = z.infer<typeof kategorieAusnahme>;

export const ausnahmenFilter = z.object({ gesellschaft: nameFeld().trim().min(1) });

/** POST /bipro_exceptions/save: the company and the changed rows (at least one, at most HOECHSTE_ID_LISTE). */
export const ausnahmenSpeichern = z.object({
  gesellschaft: nameFeld().trim().min(1),
  rows: idListeVon(kategorieAusnahme.pick({ gevoArt: true, checked: true })),
});
