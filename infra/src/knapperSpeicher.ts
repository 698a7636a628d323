/**
 * "Knapper Speicher": how a function that streams large files runs in less memory than Lambda's
 * defaults give it (issue 22 §2: the download job's "Lieferung abholen", < 200 MB at a 300 MB
 * shipment). Two settings of the process, no code of ours:
 *
 * - **V8's young generation**: Lambda's Node runtime starts node with a semi-space of a twentieth
 *   of the memory (512 MB: 25 MB); the heap's committed size grew to ≈ 115 MB with it. The wrapper
 *   script laufzeithuelle.sh (Lambda's `AWS_LAMBDA_EXEC_WRAPPER`, shipped inside the bundle) starts
 *   the runtime with 4 MB instead. NODE_OPTIONS cannot do it: the runtime's command-line flag wins.
 * - **glibc's allocator**: two arenas instead of eight per core, and a fixed threshold above which
 *   a block is its own mapping, returned to the system when freed — without it glibc raises the
 *   threshold to the largest block freed (the 5 MiB parts), and freed parts stay in the arenas.
 *
 * `npm run bench:bipro` starts its containers with the same environment and the same script
 * (infra/local/bench/lambda.ts), so the figure it prints is the deployed one.
 */
import { fileURLToPath } from 'node:url';

/** The wrapper script in the repository; the bundle carries it as `HUELLE_DATEI`. */
export const HUELLE_QUELLE = fileURLToPath(new URL('./laufzeithuelle.sh', import.meta.url));
export const HUELLE_DATEI = 'laufzeithuelle.sh';
/** Where Lambda unpacks a function's bundle. */
export const LAMBDA_AUFGABENORDNER = '/var/task';

export const KNAPPER_SPEICHER_UMGEBUNG: Readonly<Record<string, string>> = {
  AWS_LAMBDA_EXEC_WRAPPER: `${LAMBDA_AUFGABENORDNER}/${HUELLE_DATEI}`,
  LIEFERDESK_SEMI_SPACE_MB: '4',
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** A function's environment, with the lean settings where it streams large files. */
export const umgebungMitSpeicher = (
  umgebung: Readonly<Record<string, string>>,
  knapperSpeicher: boolean | undefined,
): Record<string, string> => ({ ...umgebung, ...(knapperSpeicher ? KNAPPER_SPEICHER_UMGEBUNG : {}) });
