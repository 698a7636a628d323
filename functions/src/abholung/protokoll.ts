/**
 * What a download run tells operations: one info line per shipment and one per run, so a run can
 * be followed in CloudWatch Logs Insights without reading the table, and the metrics per access
 * the dashboard and the alarms read (metriken.ts). The lines carry counts and ids only — never
 * the access's credentials, nor the insurer's messages beyond the reason a shipment stayed
 * unacknowledged.
 */
import type { AbholZaehler, LieferungAusfall } from '@lieferdesk/events';
import { ueberfaellig } from '../domain/bipro/uebersicht';
import { aufrufLogger } from '../log';
import { METRIK, METRIK_ZUGANG, metrikenErfassen } from '../metriken';

const jeZugang = (zugangId: number) => ({ [METRIK_ZUGANG]: String(zugangId) });

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
  metrikenErfassen(
    {
      [METRIK.lieferungen]: 1,
      [METRIK.dateien]: b.dateien,
      [METRIK.bytes]: b.bytes,
      [METRIK.lieferungenFehlgeschlagen]: b.quittiert ? 0 : 1,
    },
    jeZugang(b.zugangId),
    { transferId: b.transferId },
  );
}

/** A shipment whose task failed after its retries ("Lieferung nicht abgeholt"): its failure is logged where it happened. */
export function lieferungsAusfallZaehlen(a: LieferungAusfall): void {
  metrikenErfassen({ [METRIK.lieferungen]: 1, [METRIK.lieferungenFehlgeschlagen]: 1 }, jeZugang(a.zugangId), {
    transferId: a.abschnitt.id,
  });
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

/**
 * Info, also for a run that went wrong: its failures have their own lines where they happened
 * (a failed task's error, an unacknowledged shipment's line); this one sums the run up.
 */
export function laufProtokollieren(b: LaufBericht): void {
  const erfolgreich = b.grund === undefined && !b.fehlerhaft;
  aufrufLogger().info('Abholung beendet', { ...b, erfolgreich });
  metrikenErfassen(
    { [METRIK.laeufe]: 1, [METRIK.laeufeFehlgeschlagen]: erfolgreich ? 0 : 1 },
    jeZugang(b.zugangId),
    { laufId: b.laufId },
  );
}

/**
 * Whether an access is overdue as its run starts — its last success older than the download
 * overview's 72 hours (domain/bipro/uebersicht.ts): 1 or 0 per run, so the alarm sees it while
 * the access keeps failing. An access that never succeeded is not counted: a new one would be
 * overdue at its very first run; the overview shows it as never run.
 */
export function ueberfaelligZaehlen(zugangId: number, letzterErfolg: string | undefined, jetzt: Date): void {
  metrikenErfassen(
    { [METRIK.ueberfaelligeZugaenge]: ueberfaellig(letzterErfolg, jetzt) ? 1 : 0 },
    jeZugang(zugangId),
  );
}
