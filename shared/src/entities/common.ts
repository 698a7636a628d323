import { z } from 'zod';

/** Calendar day on the wire (YYYY-MM-DD); the web shows DD.MM.YYYY. */
export const isoDatum = z.iso.date();
/** Point in time on the wire (ISO 8601 with offset). */
export const isoZeitpunkt = z.iso.datetime({ offset: true });
/** Query strings carry numbers as text. */
export const queryZahl = z.coerce.number().int();
/** Query strings carry booleans as 'true'/'false'/'1'/'0'. */
export const queryBool = z.stringbool();
/**
 * A query parameter that may repeat (`?id=1&id=2`): API Gateway joins repeats with commas, the
 * local adapter does the same.
 */
export const queryZahlListe = z
  .string()
  .transform((s) => s.split(',').filter(Boolean).map(Number))
  .pipe(z.array(z.number().int()).min(1));

export const idListe = z.array(z.number().int()).min(1);
export const nachricht = z.object({ message: z.string() });
export const leer = z.object({});
/** A company filter: a company name, or PARAMETER_ALLE / empty for all companies. */
export const gesellschaftFilter = z.string().optional();
/** Company and interface options for selects (spec: "a shared loader"). */
export const auswahlOption = z.object({ label: z.string(), value: z.string() });
export const comboboxen = z.object({
  gesellschaften: z.array(auswahlOption),
  interfaces: z.array(auswahlOption),
});
/** Downloads answer with a file, not JSON. */
export const datei = z.custom<Blob>(() => true);
