/**
 * The secrets port: the passwords of BiPRO accesses, one secret per name (e.g. `zugang/17`).
 * Written through the API and never read back by it (a route declares `geheimnisse:
 * 'schreiben'`, which grants no read); read by the work that signs in at the insurer
 * (`'lesen'`). A value never goes into a DynamoDB item, an answer or a log line.
 *
 * In AWS: Secrets Manager (`secretsManager.ts`). Locally there is none: the local stack installs
 * its stand-in (infra/local/geheimnisse.ts, a file in its data folder) with
 * `setzeGeheimnisDienst`, as it installs its interpreter with `setzeStreckenStarter`. Both get
 * names and values checked here alike.
 */
import { pruefeZugriff } from '../zugriffsPruefung';
import { geheimnisNamePruefen, geheimnisWertPruefen, type GeheimnisDienst } from './geheimnis';
import { secretsManagerDienst } from './secretsManager';

export type { GeheimnisDienst } from './geheimnis';

let lokalerDienst: GeheimnisDienst | undefined;

/**
 * Installs the local stack's stand-in (`undefined`: back to Secrets Manager). Returns the
 * removal, which only removes this stand-in (a second stack in the process may have installed
 * its own since).
 */
export function setzeGeheimnisDienst(dienst: GeheimnisDienst | undefined): () => void {
  lokalerDienst = dienst;
  return () => {
    if (lokalerDienst === dienst) lokalerDienst = undefined;
  };
}

const dienst = (): GeheimnisDienst => lokalerDienst ?? secretsManagerDienst;

/** Creates the secret or gives it a new value. */
export async function geheimnisSetzen(name: string, wert: string): Promise<void> {
  geheimnisNamePruefen(name);
  geheimnisWertPruefen(wert);
  pruefeZugriff({ dienst: 'geheimnis', befehl: 'setzen', name });
  await dienst().setzen(name, wert);
}

/** The secret's value, or undefined when there is none (an access without password). */
export async function geheimnisLesen(name: string): Promise<string | undefined> {
  geheimnisNamePruefen(name);
  pruefeZugriff({ dienst: 'geheimnis', befehl: 'lesen', name });
  return dienst().lesen(name);
}

/** Deletes the secret; a name without one is fine. */
export async function geheimnisLoeschen(name: string): Promise<void> {
  geheimnisNamePruefen(name);
  pruefeZugriff({ dienst: 'geheimnis', befehl: 'loeschen', name });
  await dienst().loeschen(name);
}
