import { z } from 'zod';
import { isoZeitpunkt } from './common';
import { LAENGEN, textFeld } from './text';

/** Line use4Booking (reference §4): 1 active, 0 deferred (zurückgestellt), -1 not considered. */
export const USE4BOOKING = { aktiv: 1, zurueckgestellt: 0, nichtBeruecksichtigt: -1 } as const;
export const use4Booking = z.literal([1, 0, -1]);

/** Tariff creation of a line (goes to /beratung/versicherungstarife/tarifBearbeiten). */
export const aktionTarif = z.object({
  versSpartentyp: z.string(),
  gesellschaftId: z.number().int(),
  disabled: z.boolean(),
});

/** One line of an imported file (reference §3 "Import line"). */
export const importZeile = z.object({
  /** The row number. */
  id: z.number().int(),
  index: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  gesellschaft: z.string(),
  interfaceName: z.string(),
  /** Negative = error (reference §8), 0 read, 1 evaluated, 2 transferred, 3 completed. */
  status: z.number().int(),
  date: isoZeitpunkt,
  use4Booking,
  dateiAbfrage: z.string().optional(),
  /** The line can be assigned (goes to /intern/gdv/import/zuordnen?id={id}). */
  actionDatensatz: z.boolean().optional(),
  actionTarif: aktionTarif.optional(),
  actionKundendaten: z.boolean().optional(),
});
export type ImportZeile = z.infer<typeof importZeile>;

/** Line edit, as loaded (reference §3: use4Booking, line text, disabled). */
export const zeilenBearbeitung = z.object({
  use4Booking,
  line: z.string(),
  disabled: z.boolean(),
});
/** Line edit, as saved (reference §7: post body use4Booking, line). */
export const zeilenAenderung = zeilenBearbeitung
  .omit({ disabled: true })
  .extend({ line: textFeld(LAENGEN.zeilentext) });

/** Line details (reference §3): the line's values and its journal. */
export const zeilenDetails = z.object({
  values: z.array(z.object({ label: z.string(), value: z.string() })),
  journal: z.array(z.object({ label: isoZeitpunkt, value: z.string() })),
});
