/**
 * The pure part of the deliveries screen (reference §2.12): the filter as the form holds it and
 * as the API takes it, and the columns in the reference's order — the counts every user sees,
 * then the internal ones (reference §6).
 */
import { LIEFERUNGEN_TEXTE as T, type BodyVon, type Lieferung, type ROUTEN } from '@lieferdesk/shared';
import { spaltenAngaben } from '../../komponenten/spalten';
import { letzterMonat, zeitraumTage, type Zeitraum } from './zeitraum';

export interface FilterEntwurf {
  zeitraum: Zeitraum;
  /** A company's name; '' for all. */
  gesellschaft: string;
}

export const standardEntwurf = (jetzt: Date = new Date()): FilterEntwurf => ({
  zeitraum: letzterMonat(jetzt),
  gesellschaft: '',
});

export type LieferungenAnfrage = BodyVon<typeof ROUTEN.lieferungenFilter>;

export function filterAnfrage(e: FilterEntwurf): LieferungenAnfrage {
  const { von, bis } = zeitraumTage(e.zeitraum);
  return {
    ...(von ? { dateFrom: von, dateTo: bis } : {}),
    ...(e.gesellschaft.trim() ? { gesellschaft: e.gesellschaft.trim() } : {}),
  };
}

type Feld = keyof Lieferung;

/** Reference §2.12: the counts after 'GeVo type', in its order. */
export const ZAEHLSPALTEN = [
  'allInputFiles',
  'persistedFiles',
  'nichtzugeordnetePdfFiles',
  'nonUniquePolices',
  'notFoundPolices',
  'inputUnassigned',
  'dbAlreadyExistFiles',
  'schadenLeistungMeldungen',
] as const satisfies readonly Feld[];

/** Reference §2.12: what internal users see besides, in its order (the error message after them). */
export const INTERNE_ZAEHLSPALTEN = [
  'inputZips',
  'abgelegteZipFiles',
  'defekteZipFiles',
  'schonErledigteFiles',
  'numberGeschaeftsvorfallTransfers',
  'numberInkassoTransfers',
] as const satisfies readonly Feld[];

/** A row's key: an access's delivery numbers are its own, another access may use the same. */
export const zeilenSchluessel = (z: Pick<Lieferung, 'zugangId' | 'transferId'>) =>
  `${z.zugangId}-${z.transferId}`;

/** Reference §2.12: every column after the company, in its order; internal users' appended. */
const SPALTENFOLGE = [
  'transferId',
  'dateStarted',
  'gevoArt',
  ...ZAEHLSPALTEN,
  'dateFinished',
  'einstellzeitpunkt',
] as const satisfies readonly Feld[];
const INTERNE_SPALTENFOLGE = [
  ...INTERNE_ZAEHLSPALTEN,
  'fehlendeGevoArts',
  'error',
] as const satisfies readonly Feld[];

/**
 * The choosable columns (the company always in view). From the start: when and what came, how
 * many files and what of them was not taken in; for internal users also why a delivery failed.
 * The rest is chosen (Spaltenwahl).
 */
const ANFANGS = [
  'transferId',
  'dateStarted',
  'gevoArt',
  'allInputFiles',
  'persistedFiles',
  'nichtzugeordnetePdfFiles',
  'dateFinished',
] as const;
export const LIEFERUNGEN_SPALTEN = spaltenAngaben(T.spalten, SPALTENFOLGE, ANFANGS);
export const LIEFERUNGEN_SPALTEN_INTERN = spaltenAngaben(
  T.spalten,
  [...SPALTENFOLGE, ...INTERNE_SPALTENFOLGE],
  [...ANFANGS, 'error'],
);
