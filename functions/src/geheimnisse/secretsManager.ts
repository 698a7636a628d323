/**
 * The secrets port in AWS: one Secrets Manager secret per name, under the prefix from
 * GEHEIMNIS_PRAEFIX (the function's IAM grant is limited to it), encrypted with the account's
 * Secrets Manager key. Setting writes a new version (or creates the secret); reading answers the
 * current version; deleting deletes without the 30-day recovery window.
 *
 * No value ever goes into an error or a log line here: the SDK's errors carry the name only.
 */
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceExistsException,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { konfiguration, pflichtWert } from '../konfiguration';
import { GEHEIMNIS_PRAEFIX_VARIABLE, type GeheimnisDienst } from './geheimnis';

/** The tag every secret of the product carries (who owns it when someone looks in the account). */
export const GEHEIMNIS_TAG = { Key: 'anwendung', Value: 'lieferdesk' };

let client: SecretsManagerClient | undefined;
const secretsManager = () => (client ??= new SecretsManagerClient({ region: konfiguration.region() }));

function vollerName(name: string): string {
  return `${pflichtWert(GEHEIMNIS_PRAEFIX_VARIABLE)}${name}`;
}

const neuerWert = (SecretId: string, SecretString: string) =>
  secretsManager().send(new PutSecretValueCommand({ SecretId, SecretString }));

export const secretsManagerDienst: GeheimnisDienst = {
  async setzen(name, wert) {
    const SecretId = vollerName(name);
    try {
      await neuerWert(SecretId, wert);
    } catch (fehler) {
      if (!(fehler instanceof ResourceNotFoundException)) throw fehler;
      try {
        await secretsManager().send(
          new CreateSecretCommand({ Name: SecretId, SecretString: wert, Tags: [GEHEIMNIS_TAG] }),
        );
      } catch (fehler) {
        // Created meanwhile by a concurrent call: this call's value is the newer one.
        if (!(fehler instanceof ResourceExistsException)) throw fehler;
        await neuerWert(SecretId, wert);
      }
    }
  },
  async lesen(name) {
    try {
      const antwort = await secretsManager().send(new GetSecretValueCommand({ SecretId: vollerName(name) }));
      return antwort.SecretString;
    } catch (fehler) {
      if (fehler instanceof ResourceNotFoundException) return undefined;
      throw fehler;
    }
  },
  async loeschen(name) {
    try {
      // Without recovery window: a deleted access's password is gone at once, and the name is
      // free again (a secret waiting for deletion refuses new values).
      await secretsManager().send(
        new DeleteSecretCommand({ SecretId: vollerName(name), ForceDeleteWithoutRecovery: true }),
      );
    } catch (fehler) {
      if (!(fehler instanceof ResourceNotFoundException)) throw fehler;
    }
  },
};
