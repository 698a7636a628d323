/**
 * The pure rules of the BiPRO documents inbox (reference §2.10, §5, §9): the filter as the form
 * holds it and as the API takes it, where a row's first column and its actions lead, and which
 * of the two downloads serves a row.
 */
import {
  DOKUMENT_FILTER_MODUS,
  DOKUMENT_SORTIERBAR,
  POSTEINGANG_TEXTE as T,
  ZEITRAUM_MONATE,
  type BiproDokument,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { loeschbar } from '../../komponenten/geloeschteZeilen';
import { spaltenAngaben } from '../../komponenten/spalten';
import { vertragPfad } from '../bestand/pfade';
import { alsDatum, bisHeute, heute, isoTag } from '../../kalender';
import { ZUORDNEN_DOKUMENT } from '../zuordnung/pfade';

export type FilterModus = 0 | 1 | 2;
export const FILTER_MODI: readonly FilterModus[] = [
  DOKUMENT_FILTER_MODUS.nichtZugeordnet,
  DOKUMENT_FILTER_MODUS.nachtraeglichZugeordnet,
  DOKUMENT_FILTER_MODUS.automatischZugeordnet,
];

/** The filter form; empty texts and null numbers are no criterion. */
export interface FilterEntwurf {
  /** A company id of the shared loader; null: all. */
  gesellschaftId: number | null;
  filterMode: FilterModus;
  /** The calendar's range; to is null while one day is picked. */
  zeitraum: (Date | null)[] | null;
  policeNr: string;
  internalId: number | null;
  /** "Name, Vorname" or the surname's beginning. */
  customerName: string;
  customerId: number | null;
  gevoArt: number | null;
  fremdnummer: string;
  vermittlernummer: string;
  /** Also the structure's unassigned documents (BiPRO-structure role only). */
  mitStruktur: boolean;
  /** Also the deleted documents. */
  geloeschte: boolean;
}

/** Reference §5, §9: the last month up to today (Berlin's days), unassigned documents, every company. */
export function standardEntwurf(jetzt: Date = new Date()): FilterEntwurf {
  return {
    gesellschaftId: null,
    filterMode: 0,
    zeitraum: bisHeute(1, jetzt),
    policeNr: '',
    internalId: null,
    customerName: '',
    customerId: null,
    gevoArt: null,
    fremdnummer: '',
    vermittlernummer: '',
    mitStruktur: false,
    geloeschte: false,
  };
}

/** The address parameter of a link to one insurer's unassigned documents (the start page's). */
export const ADRESSE_GESELLSCHAFT = 'gesellschaftId';

/** The first day of the range such a link opens (YYYY-MM-DD). */
export const ADRESSE_AB = 'ab';

/**
 * The inbox's address with one insurer's unassigned documents delivered from `ab` (the start
 * page's `offenAb`, which its count covers) to today.
 */
export function offeneDokumentePfad(pfad: string, gesellschaftId: number, ab: string): string {
  return `${pfad}?${new URLSearchParams({ [ADRESSE_GESELLSCHAFT]: String(gesellschaftId), [ADRESSE_AB]: ab }).toString()}`;
}

/**
 * The filter a link's address names (offeneDokumentePfad), or undefined without one. Without a
 * valid `ab` the list's longest range up to today (ZEITRAUM_MONATE.biproListen).
 */
export function entwurfAusAdresse(
  parameter: URLSearchParams,
  jetzt: Date = new Date(),
): FilterEntwurf | undefined {
  const wert = parameter.get(ADRESSE_GESELLSCHAFT);
  if (wert === null || !/^\d+$/.test(wert)) return undefined;
  const ab = parameter.get(ADRESSE_AB);
  return {
    ...standardEntwurf(jetzt),
    gesellschaftId: Number(wert),
    filterMode: DOKUMENT_FILTER_MODUS.nichtZugeordnet,
    zeitraum:
      ab !== null && /^\d{4}-\d{2}-\d{2}$/.test(ab)
        ? [alsDatum(ab), heute(jetzt)]
        : bisHeute(ZEITRAUM_MONATE.biproListen - 1, jetzt),
  };
}

export type DokumentAnfrage = BodyVon<typeof ROUTEN.dokumenteFilter>;

/**
 * The form as the API's body: empty fields left out, one day picked is that day, the structure
 * toggle only for who may use it (reference §5).
 */
export function filterAnfrage(e: FilterEntwurf, darfStruktur: boolean): DokumentAnfrage {
  const text = (wert: string) => (wert.trim() === '' ? undefined : wert.trim());
  const [von, bis] = e.zeitraum ?? [];
  const anfrage: DokumentAnfrage = { filterMode: e.filterMode };
  if (von) {
    anfrage.fromDate = isoTag(von);
    anfrage.toDate = isoTag(bis ?? von);
  }
  if (e.gesellschaftId !== null) anfrage.gesellschaftId = e.gesellschaftId;
  const felder = {
    policeNr: text(e.policeNr),
    customerName: text(e.customerName),
    fremdnummer: text(e.fremdnummer),
    vermittlernummer: text(e.vermittlernummer),
  };
  for (const [feld, wert] of Object.entries(felder))
    if (wert !== undefined) Object.assign(anfrage, { [feld]: wert });
  if (e.internalId !== null) anfrage.internalId = e.internalId;
  if (e.customerId !== null) anfrage.customerId = e.customerId;
  if (e.gevoArt !== null) anfrage.gevoArt = e.gevoArt;
  if (darfStruktur && e.mitStruktur) anfrage.mitStruktur = true;
  if (e.geloeschte) anfrage.showDeleted = true;
  return anfrage;
}

/**
 * What a row allows (reference §4 "Deleted entries", §6 "Who changes BiPRO files"): a row the
 * server says the user may change (`aenderbar`) is commented and assigned while it is not deleted —
 * the rows a delete may take (marking them: komponenten/geloeschteZeilen.ts).
 */
export const bearbeitbar = loeschbar;

/** Why a row's changes are off, or nothing when they are on. */
export const gesperrtWeil = (d: Pick<BiproDokument, 'aenderbar' | 'invisible'>): string | undefined =>
  d.invisible ? T.geloeschtNurLesen : d.aenderbar ? undefined : T.nurLesen;

/** Reference §2.11: /intern/bipro/documents/assign_insurance?id=&insuranceId=&fileName=. */
export function zuordnenPfad(d: Pick<BiproDokument, 'id' | 'internalId' | 'fileName'>): string {
  const query = new URLSearchParams({ id: String(d.id) });
  if (d.internalId !== undefined) query.set('insuranceId', String(d.internalId));
  query.set('fileName', d.fileName);
  return `${ZUORDNEN_DOKUMENT}?${query.toString()}`;
}

/**
 * The first column (reference §2.10): in the list of automatically assigned documents it opens
 * the contract (a new tab; none while the document names no contract), in the others it leads
 * to the assign page.
 */
export type ErsteSpalte =
  { art: 'vertrag'; pfad: string } | { art: 'ohneVertrag' } | { art: 'zuordnen'; pfad: string };

export function ersteSpalte(d: BiproDokument, listenModus: FilterModus): ErsteSpalte {
  if (listenModus !== DOKUMENT_FILTER_MODUS.automatischZugeordnet)
    return { art: 'zuordnen', pfad: zuordnenPfad(d) };
  return d.internalId === undefined
    ? { art: 'ohneVertrag' }
    : { art: 'vertrag', pfad: vertragPfad(d.internalId) };
}

/** Which of the two downloads (reference §7) serves the document: by its assignment state. */
export const downloadArt = (listenModus: FilterModus): 'zugeordnet' | 'nichtZugeordnet' =>
  listenModus === DOKUMENT_FILTER_MODUS.nichtZugeordnet ? 'nichtZugeordnet' : 'zugeordnet';

/** Reference §2.10: the default sort, customer name (the surname) descending. */
export const STANDARD_SORTIERUNG = { sortField: 'customerSurname', sortOrder: -1 } as const;

/**
 * The inbox's choosable columns (all of §2.10's but the marking, the first column and the
 * actions), in the reference's order. In view from the start: what a clerk needs to decide on
 * an unassigned document — which file, which policy, why it was not assigned ('Hinweis', wide
 * enough for its usual reason in two lines at 1280 px) and his comment. The rest is chosen
 * (Spaltenwahl): the customer's name too, which only an assigned document carries.
 */
export const POSTEINGANG_SPALTEN = spaltenAngaben(
  T.spalten,
  // Every column that shows a value sorts on the server: the same list, in the same order.
  DOKUMENT_SORTIERBAR,
  ['fileName', 'policeNr', 'cause', 'comment'],
);
