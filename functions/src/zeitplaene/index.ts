/**
 * The schedule port: the product's timed work (download jobs of BiPRO accesses, planned
 * interface runs) as named schedules that start a state machine. An API handler sets a name's
 * schedules — replacing whatever it had — or deletes them; both are idempotent.
 *
 * In AWS: EventBridge Scheduler (`scheduler.ts`). Locally there is no Scheduler: the local stack
 * installs its runner (infra/local/zeitplaene.ts, croner on the same expressions) with
 * `setzeZeitplanDienst`, as it installs its interpreter with `setzeStreckenStarter`.
 *
 * Both get the same checked schedule: a name in Scheduler's form, expressions of Scheduler's cron
 * form without duplicates, the machine's input validated by its start schema with the run id
 * replaced by `LAUF_ID_MARKE` — so a schedule either fails when it is set, in the API call, or
 * starts a valid run every time.
 */
import { STRECKEN, type StreckenStart } from '@lieferdesk/events';
import { pruefeZugriff } from '../zugriffsPruefung';
import { cronFehler } from './ausdruck';
import { schedulerDienst } from './scheduler';
import {
  HOECHSTE_AUSDRUECKE,
  LAUF_ID_MARKE,
  zeitplanName,
  type Zeitplan,
  type ZeitplanDienst,
  type ZeitplanZiel,
} from './zeitplan';

export { cronAusdruecke, ZEITZONE } from './ausdruck';
export { LAUF_ID_MARKE, zeitplanName, type Zeitplan, type ZeitplanDienst } from './zeitplan';

/** A schedule as a caller gives it: the machine's input without the run id (each run gets one). */
export interface ZeitplanAuftrag<S extends ZeitplanZiel = ZeitplanZiel> {
  /** Names the schedule (e.g. `zugang-17`); made Scheduler's form by `zeitplanName`. */
  name: string;
  /** Scheduler cron expressions (`cronAusdruecke`); none deletes the name's schedules. */
  ausdruecke: readonly string[];
  ziel: { strecke: S; eingabe: Omit<StreckenStart<S>, 'laufId'> };
}

let lokalerDienst: ZeitplanDienst | undefined;

/**
 * Installs the local stack's runner (`undefined`: back to Scheduler). Returns the removal, which
 * only removes this runner (a second stack in the process may have installed its own since).
 */
export function setzeZeitplanDienst(dienst: ZeitplanDienst | undefined): () => void {
  lokalerDienst = dienst;
  return () => {
    if (lokalerDienst === dienst) lokalerDienst = undefined;
  };
}

const dienst = (): ZeitplanDienst => lokalerDienst ?? schedulerDienst;

/** The checked schedule the implementations get (exported for the tests of both). */
export function zeitplanPruefen<S extends ZeitplanZiel>(auftrag: ZeitplanAuftrag<S>): Zeitplan {
  const ausdruecke = [...new Set(auftrag.ausdruecke.map((a) => a.trim()))];
  if (ausdruecke.length > HOECHSTE_AUSDRUECKE) {
    throw new Error(`Höchstens ${HOECHSTE_AUSDRUECKE} Ausdrücke je Zeitplan, nicht ${ausdruecke.length}`);
  }
  for (const ausdruck of ausdruecke) {
    const fehler = cronFehler(ausdruck);
    if (fehler) throw new Error(`Zeitplan ${auftrag.name}: ${fehler}`);
  }
  const { strecke } = auftrag.ziel;
  const eingabe = STRECKEN[strecke].start.parse({ ...auftrag.ziel.eingabe, laufId: LAUF_ID_MARKE }) as Record<
    string,
    unknown
  >;
  return { name: zeitplanName(auftrag.name), ausdruecke, ziel: { strecke, eingabe } };
}

/** Sets the name's schedules to exactly these expressions (replacing all it had). */
export async function zeitplanSetzen<S extends ZeitplanZiel>(auftrag: ZeitplanAuftrag<S>): Promise<void> {
  const zeitplan = zeitplanPruefen(auftrag);
  pruefeZugriff({ dienst: 'zeitplan', befehl: 'setzen', name: zeitplan.name });
  await dienst().setzen(zeitplan);
}

/** Deletes every schedule of the name; a name without any is fine. */
export async function zeitplanLoeschen(name: string): Promise<void> {
  const basis = zeitplanName(name);
  pruefeZugriff({ dienst: 'zeitplan', befehl: 'loeschen', name: basis });
  await dienst().loeschen(basis);
}
