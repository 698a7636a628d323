/**
 * The duplicate rule's register: which file holds a content (SHA-256). Claiming is a
 * conditional create, taking over a stale claim a conditional change — so two identical
 * deliveries arriving together never both pass.
 */
import { Entity } from 'electrodb';
import { bedingt, datenbank, type Datenbank } from '../datenbank';
import { dateiHashSchema } from '../entities/dateiHash';

export interface DateiHash {
  sha256: string;
  dateiId: number;
  fileName: string;
  datum: string;
  bucket?: string;
  key?: string;
}

export function dateiHashesRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(dateiHashSchema, { table: db.tabelle, client: db.client });

  return {
    async laden(sha256: string): Promise<DateiHash | undefined> {
      const { data } = await entitaet.get({ sha256 }).go();
      return data ?? undefined;
    },

    /** Claims the content for a file; false if another file holds it. */
    beanspruchen(eintrag: DateiHash): Promise<boolean> {
      return bedingt(() => entitaet.create(eintrag).go());
    },

    /**
     * Takes the content over from a file that no longer counts (failed, refused, deleted, never
     * written); false if the claim changed in between.
     */
    uebernehmen(eintrag: DateiHash, bisherigeDateiId: number): Promise<boolean> {
      const { sha256, ...rest } = eintrag;
      return bedingt(() =>
        entitaet
          .patch({ sha256 })
          .set(rest)
          .where(({ dateiId }, { eq }) => eq(dateiId, bisherigeDateiId))
          .go(),
      );
    },

    /** Releases the content when its file is deleted (only if that file still holds it). */
    freigeben(sha256: string, dateiId: number): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .delete({ sha256 })
          .where((a, { eq }) => eq(a.dateiId, dateiId))
          .go(),
      );
    },
  };
}
