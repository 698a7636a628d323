/**
 * Imported files: the file record that is also the import monitor's line, its lock and the
 * steps of the read pipeline on it. Every change a run makes is one conditional write that
 * holds only while the run still owns the file's lock, so a run that was unlocked (monitor) or
 * overtaken by a new run can no longer change the file (the conditions: ../dateiSperre.ts).
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { DATEI_STATUS, type DateiStatus } from '../../domain/dateiStatus';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { deutscheZeit } from '../../zeitangabe';
import { bedingt, datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import {
  dateiEntitaet,
  frei,
  type DateiEntitaet,
  gehaltenVon,
  letzterLauf,
  SPERRE_FELDER,
  sperreSetzen,
  undAlle,
} from '../dateiSperre';
import { eindeutigSchema } from '../entities/eindeutig';
import { monateLesen } from '../monatsweise';
import { zaehlerRepository } from './zaehler';

/** The file's states are the domain's (its state machine); the record's users find them here too. */

/** The file record as the entity stores it, without the index keys derived from it. */
export type ImportDatei = Omit<EntityItem<DateiEntitaet>, 'dateiname' | 'monat'>;

/** A line of a file's (or an import line's) journal. */
export type JournalEintrag = ImportDatei['journal'][number];

/** What a processing run is started with, kept on the file to continue it (laufAuftrag). */
export type Laufauftrag = Omit<NonNullable<ImportDatei['laufAuftrag']>, 'laufId' | 'beginn'>;

/** Where a settlement protocol lies (documents bucket) and what it is. */
export type Protokollverweis = NonNullable<ImportDatei['protokoll']>;

export type NeueDatei = Omit<ImportDatei, 'numRows' | 'numRowsError' | 'numRowsWithoutError'> &
  Partial<Pick<ImportDatei, 'numRows' | 'numRowsError' | 'numRowsWithoutError'>>;

const ZAEHLER = 'importDatei';

/** The unique key naming a delivery's file (entities/eindeutig.ts, `art` "ankunft"). */
const ANKUNFT = 'ankunft';

/** The key of the file-name index: case and Unicode normalisation do not matter in a search. */
export const dateinameSchluessel = (name: string) => name.normalize('NFC').toLowerCase();

/** Calendar months (UTC, 'YYYY-MM') from `von` to `bis`, both ISO times. */
export function monateZwischen(von: string, bis: string): string[] {
  const monate: string[] = [];
  const ende = bis.slice(0, 7);
  let [jahr, monat] = von.slice(0, 7).split('-').map(Number) as [number, number];
  for (let m = von.slice(0, 7); m <= ende;) {
    monate.push(m);
    monat++;
    if (monat > 12) [jahr, monat] = [jahr + 1, 1];
    m = `${jahr}-${String(monat).padStart(2, '0')}`;
  }
  return monate;
}

/** A condition checked before writing, reported like DynamoDB's own. */
class BedingungNichtErfuellt extends Error {
  override name = 'ConditionalCheckFailedException';
}

function alsDatei(item: EntityItem<DateiEntitaet>): ImportDatei {
  const { dateiname: _d, monat: _m, ...datei } = item;
  return datei;
}

/** A new file with its counts at zero, and the index keys derived from it. */
function neuerEintrag(datei: NeueDatei) {
  const vollstaendig: ImportDatei = { numRows: 0, numRowsError: 0, numRowsWithoutError: 0, ...datei };
  const eintrag = {
    ...vollstaendig,
    dateiname: dateinameSchluessel(datei.fileName),
    monat: datei.dateFrom.slice(0, 7),
  };
  return { vollstaendig, eintrag };
}

export function importDateienRepository(db: Datenbank = datenbank()) {
  const entitaet = dateiEntitaet(db);
  const zaehler = zaehlerRepository(db);
  const optionen = { table: db.tabelle, client: db.client };
  const eindeutig = new Entity(eindeutigSchema, optionen);
  const dienst = new Service({ datei: entitaet, eindeutig }, optionen);

  async function laden(id: number): Promise<ImportDatei | undefined> {
    const { data } = await entitaet.get({ id }).go();
    return data ? alsDatei(data) : undefined;
  }

  return {
    laden,

    /** Several files by number (BatchGet), in no particular order; unknown numbers are left out. */
    async ladenMehrere(ids: readonly number[]): Promise<ImportDatei[]> {
      const eindeutige = [...new Set(ids)];
      if (eindeutige.length === 0) return [];
      const { data, unprocessed } = await entitaet
        .get(eindeutige.map((id) => ({ id })))
        .go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Importdateien nicht gelesen`);
      return data.map(alsDatei);
    },

    /** A new file number (1, 2, …): what the monitor shows and a person types. */
    neueId: () => zaehler.erhoehen(ZAEHLER),

    async anlegen(datei: NeueDatei): Promise<ImportDatei> {
      const { vollstaendig, eintrag } = neuerEintrag(datei);
      await entitaet.create(eintrag).go();
      return vollstaendig;
    },

    /** The number of the file a delivery was registered as (anlegenAngekommen), if any. */
    async angekommenAls(kennung: string): Promise<number | undefined> {
      const { data } = await eindeutig.get({ art: ANKUNFT, schluessel: kennung }).go();
      return data?.ziel;
    },

    /**
     * Creates a delivery's file record and claims the delivery for it, in one transaction:
     * `kennung` names the delivery (an upload's tempId, a dropped object), so the same delivery
     * announced twice — one after the other or at the same moment — becomes one file. `bisher`:
     * the file that held the claim and no longer counts, taken over only while it still holds it.
     * False when the claim went to another file first (or the transaction met a concurrent one).
     */
    async anlegenAngekommen(datei: NeueDatei, kennung: string, bisher?: number): Promise<boolean> {
      const schluessel = { art: ANKUNFT, schluessel: kennung };
      const { eintrag } = neuerEintrag(datei);
      const ergebnis = await dienst.transaction
        .write(({ datei: d, eindeutig: e }) => [
          bisher === undefined
            ? e.create({ ...schluessel, ziel: datei.id }).commit()
            : e
                .patch(schluessel)
                .set({ ziel: datei.id })
                .where(({ ziel }, { eq }) => eq(ziel, bisher))
                .commit(),
          d.create(eintrag).commit(),
        ])
        .go();
      return !ergebnis.canceled;
    },

    /**
     * The files of one modus registered in [von, bis) (ISO times), newest first: one Query per
     * calendar month the range touches (monatsweise.ts).
     */
    async imZeitraum(modus: 1 | 2, von: string, bis: string): Promise<ImportDatei[]> {
      const dateien = await monateLesen(monateZwischen(von, bis), async (monat) => {
        const { data } = await entitaet.query
          .monat({ modus, monat })
          .between({ dateFrom: von }, { dateFrom: bis })
          .go({ pages: 'all' });
        return data.map(alsDatei).filter((d) => d.dateFrom >= von && d.dateFrom < bis);
      });
      return dateien.sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.id - a.id);
    },

    /** The files of this name (case-insensitive), newest first. */
    async mitDateiname(fileName: string): Promise<ImportDatei[]> {
      const { data } = await entitaet.query
        .dateiname({ dateiname: dateinameSchluessel(fileName) })
        .go({ pages: 'all', order: 'desc' });
      return data.map(alsDatei);
    },

    /**
     * Locks the file for a new run: refused with a message when another run holds the lock
     * (409), 404 for an unknown file. `status` and `journal` are written with the lock.
     */
    async sperren(
      id: number,
      laufId: string,
      jetzt: string,
      mit: { status?: DateiStatus; journal?: string; auftrag?: Laufauftrag } = {},
    ): Promise<void> {
      let aenderung = entitaet.patch({ id }).set({
        ...sperreSetzen(laufId, jetzt),
        ...(mit.status ? { status: mit.status } : {}),
        ...(mit.auftrag ? { laufAuftrag: { ...mit.auftrag, laufId, beginn: jetzt } } : {}),
      });
      if (mit.journal) aenderung = aenderung.append({ journal: [{ zeit: jetzt, text: mit.journal }] });
      const gesperrt = await bedingt(() => aenderung.where(frei).go());
      if (gesperrt) return;
      const datei = await laden(id);
      if (!datei) throw nichtGefunden(LESE_TEXTE.dateiNichtGefunden(id));
      throw konflikt(LESE_TEXTE.dateiGesperrt(id, deutscheZeit(datei.gesperrtAm ?? datei.dateFrom)));
    },

    /**
     * The heartbeat of the run `laufId` as one of its tasks starts (domain/laufAbbruch.ts):
     * answers the file as it is now, or undefined when the run no longer holds it.
     */
    async lebt(id: number, laufId: string, jetzt: string): Promise<ImportDatei | undefined> {
      try {
        const { data } = await entitaet
          .patch({ id })
          .set({ lebtAm: jetzt })
          .where(gehaltenVon(laufId))
          .go({ response: 'all_new' });
        return alsDatei(data as EntityItem<DateiEntitaet>);
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return undefined;
        throw fehler;
      }
    },

    /**
     * The run `laufId` stopped (the local stack found it in flight when it last stopped): its
     * lock released with the reason and the journal entry, the status kept — how a stopped run
     * looks (domain/laufAbbruch.ts). Only while that run holds the lock; false otherwise.
     */
    abbrechen(id: number, laufId: string, grund: string, jetzt: string): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({ fehler: grund })
          .remove([...SPERRE_FELDER])
          .append({ journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.abgebrochen(grund) }] })
          .where(gehaltenVon(laufId))
          .go(),
      );
    },

    /**
     * Takes the lock for the file's last run `laufId` again, to continue it after it stopped: the
     * lock as it began (`gesperrtAm`: the run's journal time), a heartbeat now, the status of the
     * continued step, the failure reason gone, the journal entry. Only while the file is as
     * `gesehen` — its last run this one, the same status, and the lock free or held by this run
     * with the heartbeat seen (it stopped) — so of two people continuing, one does. False
     * otherwise.
     */
    fortsetzen(
      id: number,
      laufId: string,
      gesehen: Pick<ImportDatei, 'status' | 'sperre' | 'lebtAm' | 'gesperrtAm'>,
      mit: { status: DateiStatus; gesperrtAm: string; journal: string },
      jetzt: string,
    ): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({ ...sperreSetzen(laufId, mit.gesperrtAm), lebtAm: jetzt, status: mit.status })
          .remove(['fehler'])
          .append({ journal: [{ zeit: jetzt, text: mit.journal }] })
          .where(({ lauf, status, sperre, lebtAm, gesperrtAm }, { eq, notExists }) => {
            const gehalten =
              gesehen.sperre === undefined
                ? notExists(sperre)
                : [
                    eq(sperre, gesehen.sperre),
                    gesehen.lebtAm === undefined ? notExists(lebtAm) : eq(lebtAm, gesehen.lebtAm),
                    gesehen.gesperrtAm === undefined
                      ? notExists(gesperrtAm)
                      : eq(gesperrtAm, gesehen.gesperrtAm),
                  ].join(' AND ');
            return `${eq(lauf, laufId)} AND ${eq(status, gesehen.status)} AND ${gehalten}`;
          })
          .go(),
      );
    },

    /**
     * Releases the lock. With `laufId` only that run's lock (false if another run holds it);
     * without, whatever run holds it — the monitor's unlock for a run that died (404 for an
     * unknown file).
     */
    async entsperren(id: number, jetzt: string, laufId?: string): Promise<boolean> {
      const aenderung = entitaet
        .patch({ id })
        .remove([...SPERRE_FELDER])
        .append({ journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.entsperrt }] });
      if (laufId !== undefined) {
        return bedingt(() => aenderung.where(gehaltenVon(laufId)).go());
      }
      if (await bedingt(() => aenderung.go())) return true;
      throw nichtGefunden(LESE_TEXTE.dateiNichtGefunden(id));
    },

    /**
     * The plan of a read: status reading, the number of lines, the content's hash, the company
     * found in the file (set, never removed); the journal entry only the first time (a repeated
     * plan changes nothing else). False: the run lost the lock.
     */
    lesenBeginnen(
      id: number,
      laufId: string,
      inhalt: { zeilenGesamt: number; sha256: string; dateiFehler?: string; gesellschaft?: string },
      jetzt: string,
    ): Promise<boolean> {
      return bedingt(async () => {
        const datei = await laden(id);
        if (datei?.sperre !== laufId) throw new BedingungNichtErfuellt();
        const { dateiFehler, gesellschaft, ...rest } = inhalt;
        let aenderung = entitaet
          .patch({ id })
          .set({
            status: DATEI_STATUS.liest,
            ...rest,
            ...(dateiFehler ? { dateiFehler } : {}),
            // The company the plan found in the file (pipeline/lesen/gesellschaft.ts).
            ...(gesellschaft ? { gesellschaft } : {}),
          })
          .remove(dateiFehler ? ['fehler', 'dateTo'] : ['fehler', 'dateTo', 'dateiFehler']);
        if (datei.status !== DATEI_STATUS.liest) {
          aenderung = aenderung.append({
            journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.lesenGestartet }],
          });
        }
        return aenderung.where(gehaltenVon(laufId)).go();
      });
    },

    /**
     * The end of a read: counts, end time, status read, lock released — one write, only while
     * the run holds the lock. False otherwise (the caller checks whether it had already ended).
     */
    lesenAbschliessen(
      id: number,
      laufId: string,
      zaehlung: { numRows: number; numRowsError: number },
      jetzt: string,
    ): Promise<boolean> {
      const { numRows, numRowsError } = zaehlung;
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({
            status: DATEI_STATUS.gelesen,
            numRows,
            numRowsError,
            numRowsWithoutError: numRows - numRowsError,
            dateTo: jetzt,
          })
          .remove([...SPERRE_FELDER])
          .append({ journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.gelesen(numRows, numRowsError) }] })
          .where(gehaltenVon(laufId))
          .go(),
      );
    },

    /**
     * The end of a processing run (evaluate, book, settle, delete): the new status (if it
     * changes), the file's counts as the run's chunks counted its lines at the end, end time,
     * the protocol of a settlement, the journal entry, the lock released — one write, only while
     * the run holds the lock. False otherwise.
     */
    verarbeitungAbschliessen(
      id: number,
      laufId: string,
      ende: {
        status?: DateiStatus;
        journal: string;
        protokoll?: Protokollverweis;
        zaehlung?: Pick<ImportDatei, 'numRows' | 'numRowsError' | 'numRowsWithoutError'>;
      },
      jetzt: string,
    ): Promise<boolean> {
      const entfernen: ((typeof SPERRE_FELDER)[number] | 'fehler' | 'abgerechnetAm')[] = [
        ...SPERRE_FELDER,
        'fehler',
      ];
      // A new settlement is taken over anew.
      if (ende.protokoll) entfernen.push('abgerechnetAm');
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({
            dateTo: jetzt,
            ...(ende.status ? { status: ende.status } : {}),
            ...(ende.protokoll ? { protokoll: ende.protokoll } : {}),
            ...ende.zaehlung,
          })
          .remove(entfernen)
          .append({ journal: [{ zeit: jetzt, text: ende.journal }] })
          .where(gehaltenVon(laufId))
          .go(),
      );
    },

    /**
     * A processing run failed: the reason and the journal entry, its lock released — only while
     * it holds the lock. The status stays: an "-ing" status without lock is how the monitor shows
     * an aborted run, and the file's lines and content claim stay valid (a failed *read* is
     * `fehlschlagen`).
     */
    verarbeitungFehlschlagen(id: number, laufId: string, grund: string, journal: string, jetzt: string) {
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({ fehler: grund, dateTo: jetzt })
          .remove([...SPERRE_FELDER])
          .append({ journal: [{ zeit: jetzt, text: journal }] })
          .where(gehaltenVon(laufId))
          .go(),
      );
    },

    /** Deletes the file record (delZahl 3), only while the run `laufId` holds its lock. */
    loeschen(id: number, laufId: string): Promise<boolean> {
      return bedingt(() => entitaet.delete({ id }).where(gehaltenVon(laufId)).go());
    },

    /**
     * Takes a finished settlement over (POST /autoAbrechnung/updateAbrechnung): the time and the
     * journal entry, once — only for a settled file no run holds. 'neu' when written now,
     * 'schon' when taken over before, 'nicht' when the file is not settled (or locked).
     */
    async abrechnungUebernehmen(
      id: number,
      jetzt: string,
      journal: string,
    ): Promise<'neu' | 'schon' | 'nicht'> {
      const geschrieben = await bedingt(() =>
        entitaet
          .patch({ id })
          .set({ abgerechnetAm: jetzt })
          .append({ journal: [{ zeit: jetzt, text: journal }] })
          .where(
            undAlle(
              ({ status }, { eq }) => eq(status, DATEI_STATUS.abgerechnet as string),
              frei,
              ({ abgerechnetAm }, { notExists }) => notExists(abgerechnetAm),
            ),
          )
          .go(),
      );
      if (geschrieben) return 'neu';
      const datei = await laden(id);
      return datei?.status === DATEI_STATUS.abgerechnet && !datei.sperre && datei.abgerechnetAm
        ? 'schon'
        : 'nicht';
    },

    /**
     * The read's plan refuses the file (its content arrived before): status refused with the
     * reason, the content's hash, end time, lock released — one write, only while the run holds
     * the lock. False otherwise.
     */
    ablehnen(id: number, laufId: string, grund: string, sha256: string, jetzt: string): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({ status: DATEI_STATUS.abgelehnt, fehler: grund, sha256, dateTo: jetzt })
          .remove([...SPERRE_FELDER])
          .append({ journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.abgelehnt(grund) }] })
          .where(gehaltenVon(laufId))
          .go(),
      );
    },

    /**
     * A run failed: status failed with the reason, its lock released. Only while this run is
     * the file's last run (unlocked or not) and only once — and never over a refusal, which is
     * final; false otherwise.
     */
    fehlschlagen(id: number, laufId: string, grund: string, jetzt: string): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ id })
          .set({ status: DATEI_STATUS.fehlgeschlagen, fehler: grund, dateTo: jetzt })
          .remove([...SPERRE_FELDER])
          .append({ journal: [{ zeit: jetzt, text: LESE_TEXTE.journal.fehlgeschlagen(grund) }] })
          .where(
            undAlle(letzterLauf(laufId), ({ status }, { ne }) =>
              [
                ne(status, DATEI_STATUS.fehlgeschlagen as string),
                ne(status, DATEI_STATUS.abgelehnt as string),
              ].join(' AND '),
            ),
          )
          .go(),
      );
    },
  };
}
export type ImportDateienRepository = ReturnType<typeof importDateienRepository>;
