/**
 * A run that stopped (reference §4 "A run that stopped"), pure: when a file's last run counts as
 * stopped, and what continuing it means.
 *
 * A run stops without finishing when its execution ends before the finishing task — the state
 * machine stopped or timed out in AWS, the local stack killed — or when a failure is caught
 * (the processing Catch releases the lock and keeps the "-ing" status). Its file then shows:
 * - a lock whose run has not reported for `SPERRE_GUELTIG_MINUTEN` — every task of a run writes
 *   its heartbeat (`lebtAm`) when it starts, and no task runs longer than a Lambda may
 *   (infra/test checks the timeouts against this), so a live run always reported within it;
 * - or a working state without a lock (released by the Catch, by the local stack's start for the
 *   runs it was running when it stopped, or by the monitor's unlock);
 * - or, for a processing run that keeps the status it found (the deletes), its failure reason
 *   while it is still the file's last run.
 *
 * Continuing is the same run once more (same run id, a new execution): reading starts over —
 * every line is written again under its key, none twice —, processing works every chunk again,
 * where each line carries one journal entry per run and evaluation skips the lines the run
 * evaluated before it stopped. A failed read is continued the same way.
 */
import { VERARBEITUNGS_ARTEN, type VerarbeitungsArt } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { deutscheZeit } from '../zeitangabe';
import { DATEI_STATUS, istLaufenderStatus, istLesendStatus } from './dateiStatus';

/**
 * How long a run may go without reporting: longer than any task of the two import pipelines
 * ("Lesestrecke", "Verarbeitungsstrecke") may run (10 minutes, the settlement's finishing step)
 * plus the longest pause before a retry (30 s).
 */
export const SPERRE_GUELTIG_MINUTEN = 15;
const SPERRE_GUELTIG_MS = SPERRE_GUELTIG_MINUTEN * 60_000;

/** What the file record says about its runs. */
export interface LaufDatei {
  status: string;
  sperre?: string;
  gesperrtAm?: string;
  lebtAm?: string;
  lauf?: string;
  fehler?: string;
  interfaceId?: number;
  laufAuftrag?: { laufId: string; art: string; benutzer: string; struktur?: string[]; beginn: string };
}

/**
 * The last report of the run holding the lock: its heartbeat or when it took the lock, the later
 * (a heartbeat left by an earlier run is older than the lock of the next).
 */
export function letztesLebenszeichen(d: LaufDatei): string | undefined {
  const zeiten = [d.lebtAm, d.gesperrtAm].filter(
    (t): t is string => t !== undefined && !Number.isNaN(Date.parse(t)),
  );
  return zeiten.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

/**
 * A run holds the lock but has not reported for the lock's time: it stopped. A lock without a
 * readable time is taken as alive: a live run is never declared stopped.
 */
export function sperreAbgelaufen(d: LaufDatei, jetzt: Date): boolean {
  if (d.sperre === undefined) return false;
  const zuletzt = Date.parse(letztesLebenszeichen(d) ?? '');
  return !Number.isNaN(zuletzt) && jetzt.getTime() - zuletzt > SPERRE_GUELTIG_MS;
}

/** The processing run the file's last run is, with what it was started with. */
export function verarbeitungslauf(
  d: LaufDatei,
): (NonNullable<LaufDatei['laufAuftrag']> & { art: VerarbeitungsArt }) | undefined {
  const a = d.laufAuftrag;
  if (!a || a.laufId !== d.lauf || !(VERARBEITUNGS_ARTEN as readonly string[]).includes(a.art))
    return undefined;
  return { ...a, art: a.art as VerarbeitungsArt };
}

/** The file's last run stopped without finishing (and has not been continued since). */
export function laufAbgebrochen(d: LaufDatei, jetzt: Date): boolean {
  if (d.sperre !== undefined) return sperreAbgelaufen(d, jetzt);
  if (istLaufenderStatus(d.status)) return true;
  return verarbeitungslauf(d) !== undefined && d.fehler !== undefined;
}

/**
 * Why the file's last run counts as stopped: its lock's time passed without a heartbeat, else
 * the reason recorded (a failure, the local stack's end); undefined when none was (unlocked).
 */
export function abbruchGrund(d: LaufDatei, jetzt: Date): string | undefined {
  if (sperreAbgelaufen(d, jetzt))
    return LESE_TEXTE.abbruch.keinLebenszeichen(deutscheZeit(letztesLebenszeichen(d)!));
  return d.sperre === undefined ? d.fehler : undefined;
}

export type Fortsetzung =
  | { strecke: 'lesen'; laufId: string; schnittstelleId: number }
  | {
      strecke: 'verarbeiten';
      laufId: string;
      art: VerarbeitungsArt;
      benutzer: string;
      struktur: string[];
      beginn: string;
    };

/** What continuing the file's last run is, or undefined when there is none to continue. */
export function fortsetzung(d: LaufDatei, jetzt: Date): Fortsetzung | undefined {
  if (d.lauf === undefined) return undefined;
  if (d.sperre !== undefined && !sperreAbgelaufen(d, jetzt)) return undefined;
  if (istLesendStatus(d.status) || d.status === DATEI_STATUS.fehlgeschlagen) {
    return d.interfaceId === undefined
      ? undefined
      : { strecke: 'lesen', laufId: d.lauf, schnittstelleId: d.interfaceId };
  }
  const auftrag = verarbeitungslauf(d);
  if (!auftrag || !laufAbgebrochen(d, jetzt)) return undefined;
  return {
    strecke: 'verarbeiten',
    laufId: auftrag.laufId,
    art: auftrag.art,
    benutzer: auftrag.benutzer,
    struktur: auftrag.struktur ?? [],
    beginn: auftrag.beginn,
  };
}
