/**
 * A user's places for running list exports (entities/exportPlatz.ts): taken when an export
 * starts, given back when its run ends; a place whose `bis` has passed counts as free.
 */
import { Entity } from 'electrodb';
import { bedingt, type Datenbank } from '../datenbank';
import { exportPlatzSchema } from '../entities/exportPlatz';
import { jeDatenbank } from '../jeDatenbank';

/**
 * The partition key of a user's places: the export run may update only these and its jobs'
 * progress records (`dynamodb:LeadingKeys`, infra/src/exportstrecke.ts).
 */
export const exportPlatzSchluessel = (userId: string): string =>
  String(new Entity(exportPlatzSchema, { table: 'schluessel' }).get({ userId, platz: 0 }).params().Key.pk);

/** A place is removed by DynamoDB a day after it is free at the latest. */
const TTL_NACH_SEKUNDEN = 24 * 3600;

export const exportPlaetzeRepository = jeDatenbank((db: Datenbank) => {
  const platz = new Entity(exportPlatzSchema, { table: db.tabelle, client: db.client });
  return {
    /**
     * Takes a free place of `plaetze` for the job until `bis` (epoch ms): the first one free or
     * past its `bis`, each tried with a condition, so two starts at once never share one. False
     * when all are held.
     */
    async belegen(o: {
      userId: string;
      jobId: string;
      plaetze: number;
      jetzt: number;
      bis: number;
    }): Promise<boolean> {
      for (let nr = 0; nr < o.plaetze; nr++) {
        const genommen = await bedingt(() =>
          platz
            .put({
              userId: o.userId,
              platz: nr,
              jobId: o.jobId,
              bis: o.bis,
              ttl: Math.ceil(o.bis / 1000) + TTL_NACH_SEKUNDEN,
            })
            .where(({ jobId, bis }, { notExists, lt }) => `${notExists(jobId)} OR ${lt(bis, o.jetzt)}`)
            .go({ response: 'none' }),
        );
        if (genommen) return true;
      }
      return false;
    },

    /**
     * Gives the job's place back (none held: nothing to do) by ending its time — an update, the
     * one kind of write the export run may do on the table.
     */
    async freigeben(userId: string, jobId: string): Promise<void> {
      const { data } = await platz.query.primary({ userId }).go({ pages: 'all' });
      for (const p of data.filter((e) => e.jobId === jobId)) {
        // Taken by another job meanwhile (this one's time had passed): not ours to free.
        await bedingt(() =>
          platz
            .patch({ userId, platz: p.platz })
            .set({ bis: 0 })
            .where((a, { eq }) => eq(a.jobId, jobId))
            .go({ response: 'none' }),
        );
      }
    },
  };
});
