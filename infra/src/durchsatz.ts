/**
 * The import's throughput as a deploy setting (README "Import pipeline: design figures for AWS").
 *
 * A file's chunks each write their own partition of the table (`pk` = file and chunk, and the
 * list index's `gsi3pk` = file, chunk and status class), and a partition takes at most
 * PARTITION_WCU write units a second. How many chunks may write at once therefore follows from
 * what the table as a whole takes: a new on-demand table 4,000 WCU/s (doubling its peak within
 * 30 minutes), a table with warm throughput W what it was warmed to at once, a table capped at
 * W (on demand with a maximum of write request units, to bound its cost) no more than W. A global index has
 * partitions and a warm throughput of its own, and a write its index cannot take is throttled on
 * the table as well: every line a chunk writes also writes the lines' list index (`gsi3`), so
 * that index is warmed with the table. Unset, the pipelines keep the chunk counts a new
 * on-demand table takes (4 reading, 8 processing); with `schreibeinheiten`
 * (`cdk deploy -c schreibeinheiten=24000`) table and list index are warmed to that many write
 * units a second and both pipelines work one chunk per 1,000 of them; below a new table's 4,000
 * the table is capped at it instead (`maxWriteRequestUnits`) and the pipelines work as few
 * chunks at once (at least one).
 *
 * Warm throughput is paid once when set or raised (AWS prices it per unit warmed above what the
 * table already sustains) — no standing charge: the table stays on demand.
 */
import type { Stack } from 'aws-cdk-lib';
import type { WarmThroughput } from 'aws-cdk-lib/aws-dynamodb';
import { ZEILEN_SICHT } from '@lieferdesk/functions/data/repositories/zeilenSicht';

/** The global index every line written writes as well: the lines' list index. */
export const WARMER_INDEX = ZEILEN_SICHT;

/** Context key of the setting: the table's warm write throughput, write units per second. */
export const KONTEXT_SCHREIBEINHEITEN = 'schreibeinheiten';

/** What one partition of a DynamoDB table takes: write units per second. */
export const PARTITION_WCU = 1000;
/** What a new on-demand table takes at once: write units per second. */
export const NEUE_TABELLE_WCU = 4000;

/** Chunks at once without the setting (a new on-demand table's share, see above). */
export const STANDARD_PARALLELITAET = { lesen: 4, verarbeiten: 8 } as const;
/**
 * Step Functions runs an inline Map's iterations at most 40 at a time, whatever MaxConcurrency
 * says: more write units than 40 partitions' cannot be used by one file.
 */
export const HOECHSTE_PARALLELITAET = 40;
/** One partition's units at least; above 40 partitions' nothing uses them. */
const GRENZEN = { von: PARTITION_WCU, bis: HOECHSTE_PARALLELITAET * PARTITION_WCU } as const;

export interface Durchsatz {
  /** The warm throughput of the table and of WARMER_INDEX, unset without the setting. */
  warm?: WarmThroughput;
  /** The table's cap (write request units a second) below a new table's own. */
  hoechstens?: number;
  /** MaxConcurrency of the read pipeline's and the processing pipeline's chunk Maps. */
  parallelitaet: { lesen: number; verarbeiten: number };
}

/**
 * The throughput `schreibeinheiten` asks for: the table's writes warmed to it (its reads are
 * small beside them: a chunk reads its lines once, eventually consistent), one chunk per
 * PARTITION_WCU in both pipelines, never fewer than without the setting. Undefined: no warm
 * throughput, the standard chunk counts.
 */
export function durchsatz(schreibeinheiten?: number): Durchsatz {
  if (schreibeinheiten === undefined) return { parallelitaet: { ...STANDARD_PARALLELITAET } };
  if (!Number.isInteger(schreibeinheiten) || schreibeinheiten < GRENZEN.von || schreibeinheiten > GRENZEN.bis)
    throw new Error(
      `${KONTEXT_SCHREIBEINHEITEN} muss eine ganze Zahl von ${GRENZEN.von} bis ${GRENZEN.bis} sein, nicht ${schreibeinheiten}`,
    );
  const partitionen = Math.floor(schreibeinheiten / PARTITION_WCU);
  if (schreibeinheiten < NEUE_TABELLE_WCU)
    return { hoechstens: schreibeinheiten, parallelitaet: { lesen: partitionen, verarbeiten: partitionen } };
  return {
    warm: { writeUnitsPerSecond: schreibeinheiten },
    parallelitaet: {
      lesen: Math.max(STANDARD_PARALLELITAET.lesen, partitionen),
      verarbeiten: Math.max(STANDARD_PARALLELITAET.verarbeiten, partitionen),
    },
  };
}

/** The setting from the stack's props or the CDK context (a string there). */
export function durchsatzDesStacks(stack: Stack, aus?: number): Durchsatz {
  const wert: unknown = aus ?? stack.node.tryGetContext(KONTEXT_SCHREIBEINHEITEN);
  if (wert === undefined || wert === '') return durchsatz();
  return durchsatz(Number(wert));
}
