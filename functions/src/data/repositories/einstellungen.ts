import { Entity } from 'electrodb';
import { blacklistNummern } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../datenbank';
import { einstellungSchema } from '../entities/einstellung';

const MAKLER_BLACKLIST = 'maklerBlacklist';

export function einstellungenRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(einstellungSchema, { table: db.tabelle, client: db.client });
  return {
    /** The blacklist as saved ('' when there is none). */
    async maklerBlacklist(): Promise<string> {
      const { data } = await entitaet.get({ name: MAKLER_BLACKLIST }).go();
      return data?.wert ?? '';
    },
    /** Saves the blacklist in its one form ("10000, 20000"); answers that form. */
    async maklerBlacklistSpeichern(text: string): Promise<string> {
      const wert = blacklistNummern(text).join(', ');
      await entitaet.put({ name: MAKLER_BLACKLIST, wert }).go();
      return wert;
    },
  };
}
