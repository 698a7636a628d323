import { ROLLEN } from '@lieferdesk/shared';
import { z } from 'zod';

/**
 * A list's Excel export as a run of its own (Step Functions state machine "Exportstrecke"; issue
 * 24 §2): an export of many tens of thousands of rows does not finish within the API's 29 s, so
 * the export route only checks the request, writes the job's progress record and starts this
 * machine. One task writes the file; a failure of that task (a timeout included) is caught into
 * the failure task, which records the German error on the job, so nobody polls for ever. The
 * state names are part of the contract (the local interpreter maps them to their function).
 */
export const EXPORT_ZUSTAENDE = {
  exportieren: 'Liste exportieren',
  fehlgeschlagen: 'Export fehlgeschlagen',
} as const;

/**
 * The longest an export run can take (the export task's timeout, the failure task's, and their
 * states' margins; infra/test/exportstrecke.test.ts holds the machine to it): a user's export
 * place (functions/src/data/entities/exportPlatz.ts) is free after it, whatever the run did.
 */
export const EXPORT_LAUF_HOECHSTENS_MS = 20 * 60_000;

/**
 * Input of an export run. `benutzer` is the caller as the API's authorizer named him when the
 * route started the run — the scope the list is read in, never one the browser sent; `route`
 * the export route (its list, its body's schema); `anfrage` the body the route accepted.
 */
export const exportStart = z.object({
  laufId: z.string().min(1),
  route: z.string().min(1),
  benutzer: z.object({
    id: z.string().min(1),
    name: z.string(),
    rollen: z.array(z.enum(ROLLEN)),
    maklernr: z.string().optional(),
    struktur: z.array(z.string()),
  }),
  anfrage: z.unknown(),
  /** The bound at the start (a lowered LISTEN_EXPORT_GRENZE in the tests). */
  grenze: z.number().int().positive(),
  /** The caught error of the export task (the failure task's input). */
  fehler: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
export type ExportStart = z.infer<typeof exportStart>;
