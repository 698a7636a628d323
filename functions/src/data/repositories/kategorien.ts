import { Entity } from 'electrodb';
import { MELDUNGEN, type BiproKategorie, type KategorieEingabe } from '@lieferdesk/shared';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { kategorieSchema } from '../entities/kategorie';

type Aenderung = Omit<KategorieEingabe, 'gevoArt'>;
const OPTIONALE_FELDER = ['statusFK', 'transferNorm', 'zuordnungsAttribute'] as const;

function alsKategorie(item: Record<string, unknown>): BiproKategorie {
  return {
    gevoArt: item.gevoArt as number,
    hauptKategorie: item.hauptKategorie as string,
    unterKategorie: item.unterKategorie as string,
    kategorieFK: item.kategorieFK as number,
    statusFK: (item.statusFK as number | undefined) ?? null,
    transferNorm: item.transferNorm as string | undefined,
    zuordnungsAttribute: item.zuordnungsAttribute as string | undefined,
    dateCreated: item.dateCreated as string,
  };
}

/** Empty optional values are removed from the item rather than stored as empty strings. */
function ohneLeere(aenderung: Aenderung) {
  const setzen: Record<string, unknown> = { ...aenderung };
  const entfernen: (typeof OPTIONALE_FELDER)[number][] = [];
  for (const feld of OPTIONALE_FELDER) {
    const wert = setzen[feld];
    if (wert === undefined || wert === null || wert === '') {
      delete setzen[feld];
      entfernen.push(feld);
    }
  }
  return { setzen, entfernen };
}

export function kategorienRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(kategorieSchema, { table: db.tabelle, client: db.client });

  return {
    async liste(): Promise<BiproKategorie[]> {
      const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
      return data.map(alsKategorie);
    },

    async laden(gevoArt: number): Promise<BiproKategorie> {
      const { data } = await entitaet.get({ gevoArt }).go();
      if (!data) throw nichtGefunden(MELDUNGEN.kategorieNichtGefunden(gevoArt));
      return alsKategorie(data);
    },

    /** Refuses an existing gevoArt: the create is conditional, so two racing creates cannot both win. */
    async anlegen(eingabe: KategorieEingabe, jetzt = new Date()): Promise<BiproKategorie> {
      const { setzen } = ohneLeere(eingabe);
      try {
        const { data } = await entitaet
          .create({ ...setzen, gevoArt: eingabe.gevoArt, dateCreated: jetzt.toISOString() } as never)
          .go();
        return alsKategorie(data);
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw konflikt(MELDUNGEN.kategorieExistiert(eingabe.gevoArt));
        throw fehler;
      }
    },

    async aendern(gevoArt: number, aenderung: Aenderung): Promise<BiproKategorie> {
      const { setzen, entfernen } = ohneLeere(aenderung);
      try {
        let operation = entitaet.patch({ gevoArt }).set(setzen as never);
        if (entfernen.length) operation = operation.remove(entfernen);
        const { data } = await operation.go({ response: 'all_new' });
        return alsKategorie(data as Record<string, unknown>);
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.kategorieNichtGefunden(gevoArt));
        throw fehler;
      }
    },

    async loeschen(gevoArt: number): Promise<void> {
      try {
        await entitaet.remove({ gevoArt }).go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.kategorieNichtGefunden(gevoArt));
        throw fehler;
      }
    },
  };
}
export type KategorienRepository = ReturnType<typeof kategorienRepository>;
