/** The -4 error export's input (reference §9: 1–31 days, default 7), checked by the schema the API applies. */
import { fehlerExportAbfrage, MELDUNGEN } from '@lieferdesk/shared';

export const STANDARD_TAGE = 7;

/** The query for the export, or the message why not. An empty field is a message, not the default. */
export function pruefeExport(
  tage: number | null,
  gesellschaft?: string,
):
  | { abfrage: { numberOfDays: number; gesellschaft?: string }; meldung?: undefined }
  | { abfrage?: undefined; meldung: string } {
  if (tage === null) return { meldung: MELDUNGEN.fehlerExportTage };
  const ergebnis = fehlerExportAbfrage.safeParse({ numberOfDays: tage, gesellschaft });
  if (!ergebnis.success) return { meldung: ergebnis.error.issues[0]?.message ?? MELDUNGEN.fehlerExportTage };
  return { abfrage: { numberOfDays: ergebnis.data.numberOfDays, gesellschaft } };
}
