/**
 * Starting an access's download run: from its schedule, a person's restart (reference §7
 * restart_job / restart_all_jobs) or the demo. Each run has its own id; the run itself takes the
 * access ("Abholung vorbereiten"), so two starts at once make one run and one that finds the
 * access taken.
 */
import { randomUUID } from 'node:crypto';
import type { AbholStart } from '@lieferdesk/events';
import { SPERRE_HOECHSTDAUER_MS, type ZugangEintrag } from '../data/repositories/zugaenge';
import { starteAbholstrecke } from '../pipeline/starter';

/** A run may be started now: the access is active, has a password, and no live run holds it. */
export function jobStartErlaubt(z: ZugangEintrag, jetzt: Date): boolean {
  const belegt =
    z.sperre !== undefined &&
    z.sperreSeit !== undefined &&
    jetzt.getTime() - Date.parse(z.sperreSeit) < SPERRE_HOECHSTDAUER_MS;
  return z.aktiv && z.passwortGesetzt && !belegt;
}

export async function abholungStarten(
  zugangId: number,
  anlass: AbholStart['anlass'],
  starten: (e: AbholStart) => Promise<void> = starteAbholstrecke,
): Promise<string> {
  const laufId = randomUUID();
  await starten({ zugangId, laufId, anlass });
  return laufId;
}
