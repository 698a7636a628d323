/**
 * What a download run tells operations: one info line per shipment and one per run, so a run can
 * be followed in CloudWatch Logs Insights without reading the table. The lines carry counts and
 * ids only — never the access's credentials, nor the insurer's messages beyond the reason a
 * shipment stayed unacknowledged.
 */
import type { AbholZaehler } from '@lieferdesk/events';
import { aufrufLogger } from '../log';

export interface LieferungBericht {
  zugangId: number;
  transferId: string;
  /** Files the shipment delivered (stored, already stored, or broken). */
  dateien: number;
  bytes: number;
  zaehler: AbholZaehler;
  dauerMs: number;
  quittiert: boolean;
  fehler?: string;
}

export function lieferungProtokollieren(b: LieferungBericht): void {
  aufrufLogger().info('Lieferung abgeholt', { ...b });
}

export interface LaufBericht {
  zugangId: number;
  laufId: string;
  anlass: string;
  /** The run's shipments and what they stored; unknown where the run failed as a whole. */
  lieferungen?: number;
  abgeholt?: number;
  fehlerhaft?: number;
  zaehler?: AbholZaehler;
  /** Whether the run still held the access (an overtaken run changes nothing). */
  beendet: boolean;
  fortsetzung?: string;
  /** The reason a run failed as a whole ("Abholung fehlgeschlagen"). */
  grund?: string;
}

/** Info, also for a failed run: its failure was logged as an error where it happened. */
export function laufProtokollieren(b: LaufBericht): void {
  aufrufLogger().info('Abholung beendet', { ...b, erfolgreich: b.grund === undefined && !b.fehlerhaft });
}
