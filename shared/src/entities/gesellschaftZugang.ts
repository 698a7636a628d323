import { z } from 'zod';
import { LAENGEN, nameFeld } from './text';

/**
 * Insurer mapping (reference §2.2, §2.3, §3 "Insurer mapping"): which insurer (Gesellschaft) a BiPRO
 * access account (extZugangBezeichnung) delivers for.
 */
export const gesellschaftZugang = z.object({
  extZugangBezeichnung: z.string(),
  /** The company's short name; together with extZugangBezeichnung the key of a mapping. */
  gesellschaft: z.string(),
  gesellschaftId: z.number().int(),
  gesellschaftName: z.string(),
  vuNrBafin: z.string().optional(),
  ort: z.string().optional(),
});
export type GesellschaftZugang = z.infer<typeof gesellschaftZugang>;

/** A hit of the insurer search on the add-insurer page: an insurer not yet tied to an access. */
export const gesellschaftTreffer = gesellschaftZugang.omit({ extZugangBezeichnung: true });
export type GesellschaftTreffer = z.infer<typeof gesellschaftTreffer>;

/** Save mapping (reference §7: extZugangBezeichnung, gesellschaftId, vuNrBafin). */
export const gesellschaftZugangEingabe = z.object({
  extZugangBezeichnung: nameFeld().trim().min(1),
  gesellschaftId: z.number().int(),
  vuNrBafin: nameFeld(LAENGEN.kennung).trim().optional(),
});
export type GesellschaftZugangEingabe = z.infer<typeof gesellschaftZugangEingabe>;
