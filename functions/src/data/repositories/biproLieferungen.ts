/**
 * BiPRO shipments with their statistics (entities/biproLieferung.ts). A shipment is recorded when
 * its first fetch begins and completed when it is stored; fetched again (its run died before
 * acknowledging), the record is the same one, its start kept.
 */
import { Entity, type EntityItem } from 'electrodb';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { biproLieferungSchema } from '../entities/biproLieferung';

const entitaetVon = (db: Datenbank) =>
  new Entity(biproLieferungSchema, { table: db.tabelle, client: db.client });
export type BiproLieferungEintrag = EntityItem<ReturnType<typeof entitaetVon>>;

type Basis = Pick<
  BiproLieferungEintrag,
  'zugangId' | 'transferId' | 'extZugangBezeichnung' | 'gesellschaftId' | 'maklernr' | 'monat' | 'dateStarted'
> &
  Partial<Pick<BiproLieferungEintrag, 'einstellzeitpunkt' | 'gevoArt'>>;

export type Lieferstatistik = Omit<BiproLieferungEintrag, keyof Basis | 'dateFinished'>;

export function biproLieferungenRepository(db: Datenbank = datenbank()) {
  const entitaet = entitaetVon(db);
  return {
    /** Records the shipment's first fetch; a later fetch keeps the first one's start. */
    async beginnen(basis: Basis): Promise<void> {
      try {
        await entitaet.create(basis).go();
      } catch (fehler) {
        if (!istBedingungVerletzt(fehler)) throw fehler;
      }
    },

    async abschliessen(
      zugangId: number,
      transferId: string,
      statistik: Lieferstatistik,
      dateFinished: string,
    ): Promise<void> {
      await entitaet
        .patch({ zugangId, transferId })
        .set({ ...statistik, dateFinished })
        .go();
    },

    async laden(zugangId: number, transferId: string): Promise<BiproLieferungEintrag | undefined> {
      const { data } = await entitaet.get({ zugangId, transferId }).go();
      return data ?? undefined;
    },
  };
}
export type BiproLieferungenRepository = ReturnType<typeof biproLieferungenRepository>;
