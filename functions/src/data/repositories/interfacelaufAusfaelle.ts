/**
 * Missed planned interface runs (the import monitor's 'planned interface not run' lines): written
 * once per run and day by the check, read by the monitor per German calendar month, confirmed
 * once by staff.
 */
import { Entity, type EntityItem } from 'electrodb';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { interfacelaufAusfallSchema } from '../entities/interfacelaufAusfall';
import { monateLesen } from '../monatsweise';
import { monateZwischen } from './importDateien';

const entitaetVon = (db: Datenbank) =>
  new Entity(interfacelaufAusfallSchema, { table: db.tabelle, client: db.client });

export type InterfacelaufAusfall = Omit<EntityItem<ReturnType<typeof entitaetVon>>, 'monat'>;

/** What names a line: the planned run and the day. */
export type AusfallSchluessel = Pick<InterfacelaufAusfall, 'tag' | 'interfacelaufId'>;

const schluessel = (a: AusfallSchluessel) => ({
  monat: a.tag.slice(0, 7),
  tag: a.tag,
  interfacelaufId: a.interfacelaufId,
});

const ohneMonat = ({ monat: _m, ...ausfall }: EntityItem<ReturnType<typeof entitaetVon>>) => ausfall;

export function interfacelaufAusfaelleRepository(db: Datenbank = datenbank()) {
  const entitaet = entitaetVon(db);
  return {
    /**
     * Records the missed run unless its run and day have a line already (a conditional create):
     * true when this call wrote it.
     */
    async anlegen(ausfall: Omit<InterfacelaufAusfall, 'bestaetigtAm' | 'bestaetigtVon'>): Promise<boolean> {
      try {
        await entitaet.create({ ...ausfall, monat: ausfall.tag.slice(0, 7) }).go();
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },

    /** The lines of the German calendar days vonTag..bisTag (YYYY-MM-DD, inclusive): one Query per month. */
    async inTagen(vonTag: string, bisTag: string): Promise<InterfacelaufAusfall[]> {
      return monateLesen(monateZwischen(vonTag, bisTag), async (monat) => {
        const { data } = await entitaet.query.primary({ monat }).go({ pages: 'all' });
        return data.map(ohneMonat).filter((a) => a.tag >= vonTag && a.tag <= bisTag);
      });
    },

    /** Marks the line confirmed unless it is already (or gone): true when this call confirmed it. */
    async bestaetigen(a: AusfallSchluessel, bestaetigtAm: string, bestaetigtVon: string): Promise<boolean> {
      try {
        await entitaet
          .patch(schluessel(a))
          .set({ bestaetigtAm, bestaetigtVon })
          .where(({ bestaetigtAm: am }, { notExists }) => notExists(am))
          .go();
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },
  };
}
