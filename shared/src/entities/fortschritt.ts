import { z } from 'zod';

/** Progress of long work (reference §3 "Progress record"), polled until act >= max. */
export const fortschritt = z.object({
  act: z.number().int(),
  max: z.number().int(),
  /** The success message shown when act >= max. */
  sLabel: z.string(),
  sInfo: z.string().optional(),
});
export type Fortschritt = z.infer<typeof fortschritt>;

/** Answer of POST line_auswertung: the run to poll with GET line_auswertung?id={threadId}. */
export const auswertungStart = z.object({ threadId: z.string().min(1) });
/** Answer of a bulk action on a file: the run to poll with GET checkProgress?id={workerId}. */
export const arbeitsStart = z.object({ workerId: z.string().min(1) });
