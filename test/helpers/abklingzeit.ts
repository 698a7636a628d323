/**
 * A download job's cool-down passed (functions/src/abholung/starten.ts ABHOL_ABKLINGZEIT_MS):
 * the access's last start forgotten, for tests that start a second run of an access through the
 * stack's API — the stack runs in another process, its clock cannot be handed a later time. A
 * person's run is named for the access and the minute, so this also waits for the minute after
 * the last start (polling the clock): a second start in the same minute would be the same run.
 */
import { Entity } from 'electrodb';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { zugangSchema } from '@lieferdesk/functions/data/entities/zugang';
import { warteBis } from './warten';

export async function abklingzeitVorbei(db: Datenbank, zugangId: number): Promise<void> {
  const entitaet = new Entity(zugangSchema, { table: db.tabelle, client: db.client });
  const { data } = await entitaet.get({ zugangId }).go();
  const minute = (d: Date) => d.toISOString().slice(0, 16);
  const zuletzt = minute(new Date(data?.letzterStart ?? 0));
  await warteBis(
    () => minute(new Date()),
    (jetzt) => jetzt > zuletzt,
    { zeit: 70_000, intervall: 250, text: 'die Minute nach dem letzten Start' },
  );
  await entitaet.patch({ zugangId }).remove(['letzterStart']).go();
}
