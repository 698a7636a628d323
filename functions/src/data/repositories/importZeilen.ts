/**
 * The lines of imported files (reference §3 "Import line", "Line details"), sharded by file and
 * chunk (see the entity). Written in bulk by the read pipeline, idempotently: the key is the
 * file and the line number, so writing a chunk again overwrites its lines.
 */
import { createConversions, Entity, type EntityItem } from 'electrodb';
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import { ZEILE_HOECHSTBYTES } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../datenbank';
import { importZeileSchema, statusKlasse } from '../entities/importZeile';
import { itemGroesse } from '../itemGroesse';
import { stapelweiseSchreiben } from '../stapelSchreiben';
import { fehlerzahlSumme, type Fehlerzahl } from '../../domain/fehlerzahl';
import type { Zuordnung } from '../../domain/zuordnung/zuordnung';
import type { Gleich, Pruefe } from '../typen';

/**
 * The line id the API shows (reference §3 "Import line": id) is derived, never stored or looked up:
 * file number × 10⁷ + line number. A file may therefore have at most 9,999,999 lines, and the
 * ids stay exact integers up to file number 900 million.
 */
export const ZEILEN_JE_DATEI = 10_000_000;
export const HOECHSTE_ZEILE = ZEILEN_JE_DATEI - 1;

export function zeilenId(dateiId: number, zeile: number): number {
  return dateiId * ZEILEN_JE_DATEI + zeile;
}
export function ausZeilenId(id: number): { dateiId: number; zeile: number } {
  return { dateiId: Math.floor(id / ZEILEN_JE_DATEI), zeile: id % ZEILEN_JE_DATEI };
}

/** The chunk (partition) a line lies in: the read pipeline's chunks of ABSCHNITT_ZEILEN lines. */
export const abschnittVon = (zeile: number): number => Math.floor((zeile - 1) / ABSCHNITT_ZEILEN);
/** How many chunks lines 1..zeilenGesamt span. */
export const abschnittAnzahl = (zeilenGesamt: number): number => Math.ceil(zeilenGesamt / ABSCHNITT_ZEILEN);

/** The import line entity on the table. */
const zeilenEntitaet = (db: Datenbank) =>
  new Entity(importZeileSchema, { table: db.tabelle, client: db.client });
type ZeilenEntitaet = ReturnType<typeof zeilenEntitaet>;

/** An import line as the entity stores it, without its chunk (derived from the line number). */
export type ImportZeileDaten = Omit<EntityItem<ZeilenEntitaet>, 'abschnitt'>;

/** The stored assignment is the domain's. */
type _ZuordnungGespeichert = Pruefe<Gleich<NonNullable<ImportZeileDaten['zuordnung']>, Zuordnung>>;

export { speicherbarerWert } from '../entities/importZeileWerte';

function alsZeile(item: EntityItem<ZeilenEntitaet>): ImportZeileDaten {
  const { abschnitt: _a, ...zeile } = item;
  return zeile;
}

/**
 * The entity's attributes by name, with their set hook if they have one (a derived attribute's,
 * `statusKlasse`, is computed by zeilenItems itself).
 */
const ATTRIBUTE: Record<string, ((wert: unknown) => unknown) | undefined> = Object.fromEntries(
  Object.entries(importZeileSchema.attributes).map(([name, a]) => [
    name,
    'set' in a && !('watch' in a) ? (a.set as (wert: unknown) => unknown) : undefined,
  ]),
);

/** A line's attributes as stored: only the entity's, through their set hooks (as ElectroDB's put). */
function gespeicherteWerte(daten: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [name, wert] of Object.entries(daten)) {
    if (wert === undefined || !Object.hasOwn(ATTRIBUTE, name)) continue;
    const setzen = ATTRIBUTE[name]!;
    item[name] = setzen ? setzen(wert) : wert;
  }
  return item;
}

/**
 * The stored size of a line's attributes as DynamoDB counts it (values deflated as stored),
 * without keys: what ZEILE_HOECHSTBYTES bounds.
 */
export const zeilenGroesse = (zeile: Partial<ImportZeileDaten>): number =>
  itemGroesse(gespeicherteWerte(zeile));

/**
 * What to store instead of a line whose item would exceed ZEILE_HOECHSTBYTES (`bytes`: its size).
 * The read pipeline keeps such a line as an error with its text cut (lesen/uebergrosseZeile.ts).
 */
export type ZeilenErsatz = (zeile: ImportZeileDaten, bytes: number) => ImportZeileDaten;

/** An item too large for one line and no replacement: refused before DynamoDB refuses it in English. */
function zuGross(zeile: ImportZeileDaten, bytes: number): never {
  throw new Error(
    `Zeile ${zeile.zeile} der Datei Nr. ${zeile.dateiId} belegt ${bytes} Bytes, höchstens ${ZEILE_HOECHSTBYTES} sind erlaubt`,
  );
}

/**
 * The table items of lines written in bulk. ElectroDB's put builds one item with validation,
 * hooks and key templates in about 35 µs — a tenth of what DynamoDB Local takes to store it, and
 * the read and evaluate stages write every line once each. So ElectroDB builds the first item of
 * a call; the others get the keys from ElectroDB's own key conversion, its identifiers from that
 * first item, and the entity's set hooks (importZeileWerte.ts) — the same items, in 2 µs (a test
 * compares them with ElectroDB's).
 *
 * Every item is measured (about 2 µs, a twentieth of building it): one above ZEILE_HOECHSTBYTES
 * is replaced by `ersatz(zeile, bytes)` (which must fit), or refused with an error when there is
 * none.
 */
export function zeilenItems(
  entitaet: ZeilenEntitaet,
  zeilen: readonly ImportZeileDaten[],
  ersatz?: (zeile: ImportZeileDaten, bytes: number, index: number) => ImportZeileDaten,
) {
  const schluessel = createConversions(entitaet).fromComposite;
  let kennung: Record<string, unknown> | undefined;
  const baue = (z: ImportZeileDaten): Record<string, unknown> => {
    if (z.zeile < 1 || z.zeile > HOECHSTE_ZEILE)
      throw new Error(`Zeilennummer ${z.zeile} außerhalb 1–${HOECHSTE_ZEILE}`);
    const daten: Record<string, unknown> = {
      ...z,
      abschnitt: abschnittVon(z.zeile),
      statusKlasse: statusKlasse(z.status),
    };
    if (!kennung) {
      const item = entitaet.put(daten as never).params().Item as Record<string, unknown>;
      kennung = Object.fromEntries(Object.entries(item).filter(([k]) => k.startsWith('__edb_')));
      return item;
    }
    return Object.assign(
      gespeicherteWerte(daten),
      kennung,
      schluessel.toKeys({
        dateiId: z.dateiId,
        abschnitt: daten.abschnitt,
        zeile: z.zeile,
        use4Booking: z.use4Booking,
        statusKlasse: daten.statusKlasse,
      } as never),
    );
  };
  return zeilen.map((z, i): Record<string, unknown> => {
    const item = baue(z);
    const bytes = itemGroesse(item);
    if (bytes <= ZEILE_HOECHSTBYTES) return item;
    if (!ersatz) return zuGross(z, bytes);
    const anstelle = ersatz(z, bytes, i);
    const neu = baue(anstelle);
    const neuBytes = itemGroesse(neu);
    return neuBytes <= ZEILE_HOECHSTBYTES ? neu : zuGross(anstelle, neuBytes);
  });
}

/** What a bulk action needs to know of a line before it acts (staende). */
export type ZeilenStand = Pick<ImportZeileDaten, 'zeile' | 'status' | 'leseStatus' | 'use4Booking'>;
/** BatchGets in flight at once, and how often unprocessed keys are asked again. */
const STAENDE_PARALLEL = 4;
const STAENDE_VERSUCHE = 5;

export function importZeilenRepository(db: Datenbank = datenbank()) {
  const entitaet = zeilenEntitaet(db);

  async function abschnitt(dateiId: number, nr: number): Promise<ImportZeileDaten[]> {
    const { data } = await entitaet.query.primary({ dateiId, abschnitt: nr }).go({ pages: 'all' });
    return data.map(alsZeile);
  }

  return {
    /**
     * Writes (overwrites) the lines: batches of 25, the unprocessed rest retried. The items
     * are the entity's (zeilenItems), keys built by ElectroDB. A line above ZEILE_HOECHSTBYTES
     * is written as `ersatz` makes it (refused without): answers the lines as written.
     */
    async schreiben(zeilen: ImportZeileDaten[], ersatz?: ZeilenErsatz): Promise<ImportZeileDaten[]> {
      const geschrieben = zeilen.slice();
      const items = zeilenItems(
        entitaet,
        zeilen,
        ersatz && ((zeile, bytes, i) => (geschrieben[i] = ersatz(zeile, bytes))),
      );
      await stapelweiseSchreiben(db, items);
      return geschrieben;
    },

    async laden(dateiId: number, zeile: number): Promise<ImportZeileDaten | undefined> {
      const { data } = await entitaet.get({ dateiId, abschnitt: abschnittVon(zeile), zeile }).go();
      return data ? alsZeile(data) : undefined;
    },

    /**
     * The statuses (and use4Booking) of many lines of a file (a selection to act on): BatchGets of 100 keys, a few
     * at once, with only these attributes — the memory of a selection, not of its lines' texts.
     * A line that does not exist is not in the answer; the order is not kept.
     */
    async staende(dateiId: number, zeilen: readonly number[]): Promise<ZeilenStand[]> {
      let offen = [...new Set(zeilen)].map((zeile) => ({ dateiId, abschnitt: abschnittVon(zeile), zeile }));
      const gefunden: ZeilenStand[] = [];
      // DynamoDB may leave keys unprocessed (throttling): asked again, a few times.
      for (let versuch = 0; offen.length > 0; versuch++) {
        if (versuch === STAENDE_VERSUCHE) throw new Error(`${offen.length} Zeilen nicht gelesen`);
        const { data, unprocessed } = await entitaet
          .get(offen)
          .go({ attributes: ['zeile', 'status', 'leseStatus', 'use4Booking'], concurrent: STAENDE_PARALLEL });
        gefunden.push(...data);
        offen = unprocessed;
      }
      return gefunden;
    },

    /** The lines of one chunk (one partition), by line number. */
    abschnitt,

    /**
     * The last lines of a chunk, newest first, in pages of `seite` lines: a chunk of a run that
     * begins inside a GDV contract reads back to the contract's first line (rarely more than a
     * few dozen lines), not the whole previous chunk.
     */
    async *rueckwaerts(dateiId: number, nr: number, seite = 100): AsyncGenerator<ImportZeileDaten[]> {
      let weiter: string | null = null;
      do {
        const { data, cursor }: { data: EntityItem<ZeilenEntitaet>[]; cursor: string | null } =
          await entitaet.query
            .primary({ dateiId, abschnitt: nr })
            .go({ order: 'desc', limit: seite, cursor: weiter });
        yield data.map(alsZeile);
        weiter = cursor;
      } while (weiter);
    },

    /** Deletes the lines (batches of 25; ElectroDB retries the unprocessed rest). */
    async loeschen(dateiId: number, zeilen: readonly number[]): Promise<void> {
      if (zeilen.length === 0) return;
      const { unprocessed } = await entitaet
        .delete(zeilen.map((zeile) => ({ dateiId, abschnitt: abschnittVon(zeile), zeile })))
        .go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Zeilen nicht gelöscht`);
    },

    /**
     * Lines `von`..`bis` of a file, by line number: one Query per chunk the range touches (the
     * assign page reads a GDV contract's lines around the one being assigned).
     */
    async bereich(dateiId: number, von: number, bis: number): Promise<ImportZeileDaten[]> {
      const erste = Math.max(1, von);
      const letzte = Math.min(HOECHSTE_ZEILE, bis);
      const teile: ImportZeileDaten[][] = [];
      for (let nr = abschnittVon(erste); erste <= letzte && nr <= abschnittVon(letzte); nr++) {
        const { data } = await entitaet.query
          .primary({ dateiId, abschnitt: nr })
          .between(
            { zeile: Math.max(erste, nr * ABSCHNITT_ZEILEN + 1) },
            { zeile: Math.min(letzte, (nr + 1) * ABSCHNITT_ZEILEN) },
          )
          .go({ pages: 'all' });
        teile.push(data.map(alsZeile));
      }
      return teile.flat();
    },

    /**
     * How many lines chunk `nr` holds and how many of them are faulty and faultless (domain
     * fehlerzahl.ts): read strongly consistent, so the writes a chunk just made are counted.
     */
    async stand(dateiId: number, nr: number): Promise<{ zeilen: number } & Fehlerzahl> {
      const { data } = await entitaet.query
        .primary({ dateiId, abschnitt: nr })
        .go({ pages: 'all', consistent: true, attributes: ['status', 'use4Booking'] });
      return { zeilen: data.length, ...fehlerzahlSumme(data) };
    },

    /** All lines of a file, chunk by chunk (zeilenGesamt from the file record). */
    async *alle(dateiId: number, zeilenGesamt: number): AsyncGenerator<ImportZeileDaten[]> {
      for (let nr = 0; nr < abschnittAnzahl(zeilenGesamt); nr++) yield await abschnitt(dateiId, nr);
    },
  };
}
export type ImportZeilenRepository = ReturnType<typeof importZeilenRepository>;
