/**
 * The pure rules of the download overview (reference §2.6, §4 "Download job status text", §9):
 * which icon a job's status shows and in which colour, the last pickup as DD.MM.YYYY HH:mm, and
 * the filter as the API takes it.
 */
import {
  ABHOL_FILTER_STATUS,
  DOWNLOAD_UEBERSICHT_TEXTE as T,
  type AbholFilterStatus,
  type DownloadUebersichtZeile,
  type QueryVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { isoTag } from '../../kalender';

/** Reference §9: a job whose last successful pickup is older than this is overdue. */
export const UEBERFAELLIG_STUNDEN = 72;
const UEBERFAELLIG_MS = UEBERFAELLIG_STUNDEN * 60 * 60 * 1000;

/** The icon of a status (reference §4): none, a check, a download arrow or a cross. */
export type StatusSymbol = 'keins' | 'haken' | 'download' | 'kreuz';

/**
 * Reference §4: no status → a check; a status containing 'niemals' → no icon; containing 'alt' →
 * the download icon; any other → a cross. Case is ignored: a German status text begins with a
 * capital ('Niemals abgeholt', 'Alte Daten'), and a rule that missed those would show a cross for
 * a job that merely never ran.
 */
export function statusSymbol(status: string | undefined): StatusSymbol {
  const text = (status ?? '').toLocaleLowerCase('de');
  if (text.trim() === '') return 'haken';
  if (text.includes('niemals')) return 'keins';
  if (text.includes('alt')) return 'download';
  return 'kreuz';
}

const zweistellig = (n: number) => String(n).padStart(2, '0');

/**
 * A pickup time as the server sends it — ISO 8601, or only a calendar day (then midnight of
 * that day, in the browser's time zone) — as a Date; undefined if there is none or it is unreadable.
 */
export function abholzeitpunkt(wert: string | undefined): Date | undefined {
  if (!wert) return undefined;
  const tag = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wert);
  const datum = tag ? new Date(Number(tag[1]), Number(tag[2]) - 1, Number(tag[3])) : new Date(wert);
  return Number.isNaN(datum.getTime()) ? undefined : datum;
}

/** Reference §9: a time shorter than 16 characters (DD.MM.YYYY HH:mm) gets ' 00:00' appended. */
export function mitUhrzeit(text: string): string {
  return text !== '' && text.length < 16 ? `${text} 00:00` : text;
}

/** The last pickup as DD.MM.YYYY HH:mm (browser time zone); '' when there was none. */
export function formatLetzteAbholung(wert: string | undefined): string {
  if (!wert) return '';
  const tag = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wert);
  if (tag) return mitUhrzeit(`${tag[3]}.${tag[2]}.${tag[1]}`);
  const d = abholzeitpunkt(wert);
  if (!d) return '';
  return mitUhrzeit(
    `${zweistellig(d.getDate())}.${zweistellig(d.getMonth() + 1)}.${d.getFullYear()} ` +
      `${zweistellig(d.getHours())}:${zweistellig(d.getMinutes())}`,
  );
}

/** Reference §4, §9: more than 72 hours since the last successful pickup, or never one. */
export function istUeberfaellig(lastSuccess: string | undefined, jetzt: Date): boolean {
  const zeitpunkt = abholzeitpunkt(lastSuccess);
  return zeitpunkt === undefined || jetzt.getTime() - zeitpunkt.getTime() > UEBERFAELLIG_MS;
}

export interface ZeilenStatus {
  symbol: StatusSymbol;
  /** Icons are red when overdue, else green (reference §4). */
  farbe: 'rot' | 'gruen';
  ueberfaellig: boolean;
  /**
   * Why the row is red, in words (tooltip and screen readers): the 72 hours only where there was
   * a successful pickup — a job that never ran says so, one whose runs all failed says that.
   */
  ueberfaelligGrund?: string;
  /** The row's failure reason is shown beside the cross (and only there). */
  fehler?: string;
}

function ueberfaelligGrund(symbol: StatusSymbol, lastSuccess: string | undefined): string {
  if (abholzeitpunkt(lastSuccess)) return T.ueberfaelligTitel;
  return symbol === 'keins' ? T.nieAbgeholtTitel : T.keinErfolgTitel;
}

/** How one row's status shows. */
export function zeilenStatus(
  z: Pick<DownloadUebersichtZeile, 'status' | 'lastSuccess' | 'fehler'>,
  jetzt: Date,
): ZeilenStatus {
  const symbol = statusSymbol(z.status);
  const ueberfaellig = istUeberfaellig(z.lastSuccess, jetzt);
  return {
    symbol,
    farbe: ueberfaellig ? 'rot' : 'gruen',
    ueberfaellig,
    ...(ueberfaellig ? { ueberfaelligGrund: ueberfaelligGrund(symbol, z.lastSuccess) } : {}),
    ...(symbol === 'kreuz' && z.fehler ? { fehler: z.fehler } : {}),
  };
}

/** The filter form: a company name and the last pickup's range (to is null while one day is picked). */
export interface FilterEntwurf {
  gesellschaft: string;
  zeitraum: (Date | null)[] | null;
  /** Only the failed or the overdue accesses (ours: the start page's links choose it). */
  status: AbholFilterStatus | null;
}

export const LEERER_FILTER: FilterEntwurf = { gesellschaft: '', zeitraum: null, status: null };

/** The address parameter of a link to the failed or overdue accesses (the start page's). */
export const ADRESSE_STATUS = 'status';

export const istAbholFilterStatus = (wert: unknown): wert is AbholFilterStatus =>
  ABHOL_FILTER_STATUS.includes(wert as AbholFilterStatus);

/** The overview's address narrowed to one status. */
export function statusPfad(pfad: string, status: AbholFilterStatus): string {
  return `${pfad}?${new URLSearchParams({ [ADRESSE_STATUS]: status }).toString()}`;
}

/** The filter a link's address names (statusPfad), or undefined without one. */
export function entwurfAusAdresse(query: URLSearchParams): FilterEntwurf | undefined {
  const status = query.get(ADRESSE_STATUS);
  return istAbholFilterStatus(status) ? { ...LEERER_FILTER, status } : undefined;
}

export type UebersichtAnfrage = QueryVon<typeof ROUTEN.downloadUebersichtZeilen>;

/** The form as the API's query: empty fields left out; one day picked is that day. */
export function filterAnfrage(e: FilterEntwurf): UebersichtAnfrage {
  const anfrage: UebersichtAnfrage = {};
  const gesellschaft = e.gesellschaft.trim();
  if (gesellschaft !== '') anfrage.gesellschaft = gesellschaft;
  const [von, bis] = e.zeitraum ?? [];
  if (von) {
    anfrage.lezteAbholungVon = isoTag(von);
    anfrage.lezteAbholungBis = isoTag(bis ?? von);
  }
  if (e.status) anfrage.status = e.status;
  return anfrage;
}
