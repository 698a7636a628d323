/**
 * A planned run's schedule (architecture "Pipelines and schedules"): one EventBridge Scheduler
 * cron expression for its time on its weekdays, in Europe/Berlin, starting the check
 * ("Interfacelaufpruefung") for the run. No weekday set: no schedule.
 */
import { cronAusdruecke, type ZeitplanAuftrag } from '../zeitplaene';
import type { Erwartung } from './erwartung';

/** The schedule name of a planned run. */
export const interfacelaufZeitplan = (id: number) => `interfacelauf-${id}`;

export function zeitplanDesLaufs(id: number, e: Erwartung): ZeitplanAuftrag<'interfacelauf'> {
  return {
    name: interfacelaufZeitplan(id),
    ausdruecke: cronAusdruecke([e.zeit], e.wochentage),
    ziel: { strecke: 'interfacelauf', eingabe: { interfacelaufId: id } },
  };
}
