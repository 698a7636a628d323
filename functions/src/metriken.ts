/**
 * Metrics of the pipelines through Powertools' Metrics: CloudWatch's embedded metric format, one
 * JSON line on stdout that CloudWatch turns into metrics — no API call, no extra permission. The
 * dashboard and the alarms of the stack read them (infra/src/beobachtung.ts).
 *
 * Every value is counted twice: for the service alone (what dashboard and alarms sum up) and,
 * where it is named, per dimension such as the access (`Zugang`) for a look at one of them.
 * Dimensions stay few-valued — an access id is, a transfer or a file id is not (such an id goes
 * along as metadata, searchable in the log but no metric of its own).
 *
 * An invocation collects what it records and publishes it once at its end (`mitMetriken`, in the
 * frame of every task), one line per dimension set; held in AsyncLocalStorage as the logger is,
 * so invocations running at the same time in one process (the local stack) never mix values.
 * Recorded outside an invocation, a value is published at once. Under Vitest nothing is written
 * unless POWERTOOLS_METRICS_DISABLED says so, as log.ts keeps the logs silent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Einheit } from '@aws-lambda-powertools/metrics/types';
import { konfiguration } from './konfiguration';

export const METRIK_NAMENSRAUM = 'Lieferdesk';
export const METRIK_DIENST = 'lieferdesk';

/** The metrics' names: the dashboard and the alarms (infra) use the same. */
export const METRIK = {
  lieferungen: 'Lieferungen',
  dateien: 'Dateien',
  bytes: 'Bytes',
  lieferungenFehlgeschlagen: 'LieferungenFehlgeschlagen',
  laeufe: 'Abholungen',
  laeufeFehlgeschlagen: 'AbholungenFehlgeschlagen',
  ueberfaelligeZugaenge: 'UeberfaelligeZugaenge',
  zeilenGelesen: 'ZeilenGelesen',
  zeilenLesefehler: 'ZeilenLesefehler',
  zeilenAusgewertet: 'ZeilenAusgewertet',
  zeilenAuswertungFehlerhaft: 'ZeilenAuswertungFehlerhaft',
} as const;
export type MetrikName = (typeof METRIK)[keyof typeof METRIK];

/** The dimension of a value per access. */
export const METRIK_ZUGANG = 'Zugang';

const EINHEIT: Partial<Record<MetrikName, Einheit>> = { [METRIK.bytes]: MetricUnit.Bytes };

/** Read per instance, so a test can ask for the output by setting the variable first. */
const stillImTest = () => konfiguration.imTest() && !konfiguration.metrikenSchalterGesetzt();

function neueMetriken(dimensionen: Record<string, string>): Metrics {
  const m = new Metrics({ namespace: METRIK_NAMENSRAUM, serviceName: METRIK_DIENST });
  // The empty set keeps the service-only aggregate beside the named dimensions.
  m.addDimensions({});
  if (Object.keys(dimensionen).length > 0) m.addDimensions(dimensionen);
  return m;
}

function veroeffentlichen(m: Metrics): void {
  if (stillImTest()) m.clearMetrics();
  else if (m.hasStoredMetrics()) m.publishStoredMetrics();
}

/** One invocation's metrics, one instance per dimension set. */
const aufrufe = new AsyncLocalStorage<Map<string, Metrics>>();

/** Runs one invocation and publishes what it recorded at its end, also when it fails. */
export async function mitMetriken<T>(arbeit: () => Promise<T>): Promise<T> {
  const gesammelt = new Map<string, Metrics>();
  try {
    return await aufrufe.run(gesammelt, arbeit);
  } finally {
    for (const m of gesammelt.values()) veroeffentlichen(m);
  }
}

/**
 * Records `werte` (counts, `Bytes` in bytes) under `dimensionen`, with `metadaten` (ids too
 * many-valued for a dimension) beside them in the line.
 */
export function metrikenErfassen(
  werte: Partial<Record<MetrikName, number>>,
  dimensionen: Record<string, string> = {},
  metadaten: Record<string, string | number> = {},
): void {
  const gesammelt = aufrufe.getStore();
  const schluessel = JSON.stringify(Object.entries(dimensionen).sort());
  let m = gesammelt?.get(schluessel);
  if (!m) {
    m = neueMetriken(dimensionen);
    gesammelt?.set(schluessel, m);
  }
  for (const [name, wert] of Object.entries(werte) as [MetrikName, number][])
    m.addMetric(name, EINHEIT[name] ?? MetricUnit.Count, wert);
  for (const [k, v] of Object.entries(metadaten)) m.addMetadata(k, String(v));
  if (!gesammelt) veroeffentlichen(m);
}
