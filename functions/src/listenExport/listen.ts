/**
 * Every list's export source (issue 24 §2): the list's own use case — its filter, its scope, its
 * order — asked as its list route asks it, and the German headers its page shows. The lists that
 * page on the server are read page after page by their tokens; the others answer every row at
 * once and sort in the browser, so their rows are sorted here as the table shows them.
 */
import {
  AUSNAHMEN_TEXTE,
  BEREICHE,
  ARCHIV_TEXTE,
  COURTAGE_TEXTE,
  DATENIMPORT_TEXTE,
  DOWNLOAD_UEBERSICHT_TEXTE,
  GDV_DATEIEN_TEXTE,
  INTERFACELAUF_TEXTE,
  LIEFERUNGEN_TEXTE,
  MONITOR_TEXTE,
  POSTEINGANG_TEXTE,
  use4BookingText,
  VERTRAGS_STATUS,
  zeilenStatusText,
} from '@lieferdesk/shared';
import { downloadUebersicht } from '../abholung/uebersicht';
import { archivFiltern } from '../archiv/liste';
import { ausnahmenListe } from '../ausnahmen/liste';
import { courtageListe } from '../courtage/liste';
import { gdvDateienFiltern } from '../gdvDateien/liste';
import { interfacelaufListe } from '../interfacelaeufe/verwaltung';
import { lieferungenFiltern } from '../lieferungen/liste';
import { monitorZeilen } from '../monitor/liste';
import { dokumenteFiltern } from '../posteingang/suchen';
import { sucheZeilen } from '../werkbank/suche';
import { alleSeiten, type Exportzeile, type ListenQuelle } from './exportieren';

/** The largest page the lists offer: the fewest calls. */
const SEITE = 500;

/** Text as the lists' tables compare it: German, digits as numbers (PrimeReact's locale comparator). */
const TEXT_VERGLEICH = new Intl.Collator('de', { numeric: true }).compare;

const leer = (w: unknown) =>
  w === undefined || w === null || w === '' || (Array.isArray(w) && w.length === 0);

/**
 * The order a list's table shows after a click on a column that sorts in the browser, by
 * PrimeReact DataTable's own rule (`ObjectUtils.sort` with its default `nullSortOrder`): empty
 * values last in either direction, text by the German collator with numeric digits, other values
 * by `<`; stable, so rows of equal value keep the list's order.
 */
export function wieGezeigt<R extends Exportzeile>(
  zeilen: readonly R[],
  sortierung?: { feld: string; richtung: 1 | -1 },
): readonly R[] {
  if (!sortierung) return zeilen;
  const { feld, richtung } = sortierung;
  return [...zeilen].sort((x, y) => {
    const a = x[feld];
    const b = y[feld];
    if (leer(a) || leer(b)) return leer(a) === leer(b) ? 0 : leer(a) ? 1 : -1;
    if (typeof a === 'string' && typeof b === 'string') return richtung * TEXT_VERGLEICH(a, b);
    return richtung * ((a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0);
  });
}

const bereich = (id: string) => BEREICHE.find((b) => b.id === id)?.titel ?? id;

type FilterVon<T extends (...args: never[]) => unknown> = Parameters<T>[1];

export const POSTEINGANG_EXPORT: ListenQuelle<FilterVon<typeof dokumenteFiltern>> = {
  name: POSTEINGANG_TEXTE.titel,
  titel: POSTEINGANG_TEXTE.spalten,
  arten: {
    policeNr: 'text',
    vermittlernummer: 'text',
    brokerId: 'text',
    fremdnummer: 'text',
    creationDate: 'datum',
    mscDate: 'datum',
  },
  zeilen: (b, f, k) => alleSeiten((seite) => dokumenteFiltern(b, { ...f, anzahl: SEITE, seite }, k)),
};

export const ARCHIV_EXPORT: ListenQuelle<FilterVon<typeof archivFiltern>> = {
  name: ARCHIV_TEXTE.titel,
  titel: ARCHIV_TEXTE.spalten,
  zeilen: (b, f, k) => alleSeiten((seite) => archivFiltern(b, { ...f, anzahl: SEITE, seite }, k)),
};

export const GDV_DATEIEN_EXPORT: ListenQuelle<FilterVon<typeof gdvDateienFiltern>> = {
  name: GDV_DATEIEN_TEXTE.titel,
  titel: GDV_DATEIEN_TEXTE.spalten,
  zeilen: (b, f, k) => alleSeiten((seite) => gdvDateienFiltern(b, { ...f, anzahl: SEITE, seite }, k)),
};

export const COURTAGE_EXPORT: ListenQuelle<FilterVon<typeof courtageListe>> = {
  name: (f) => bereich(f.isCourtage ? 'courtage' : 'mahnlisten'),
  titel: COURTAGE_TEXTE.spalten,
  zeilen: (b, f, k) => alleSeiten((seite) => courtageListe(b, { ...f, anzahl: SEITE, seite }, k)),
};

export const LIEFERUNGEN_EXPORT: ListenQuelle<FilterVon<typeof lieferungenFiltern>> = {
  name: LIEFERUNGEN_TEXTE.titel,
  titel: LIEFERUNGEN_TEXTE.spalten,
  zeilen: (b, f, k) => alleSeiten((seite) => lieferungenFiltern(b, { ...f, anzahl: SEITE, seite }, k)),
};

export const DOWNLOAD_UEBERSICHT_EXPORT: ListenQuelle<FilterVon<typeof downloadUebersicht>> = {
  name: DOWNLOAD_UEBERSICHT_TEXTE.titel,
  titel: DOWNLOAD_UEBERSICHT_TEXTE.spalten,
  async *zeilen(b, f, k) {
    yield wieGezeigt((await downloadUebersicht(b, f, k)).rows, k.sortierung);
  },
};

export const MONITOR_EXPORT: ListenQuelle<FilterVon<typeof monitorZeilen>> = {
  name: bereich('importMonitor'),
  titel: MONITOR_TEXTE.spalten,
  anzeige: {
    // A run's errors in place of its status; a planned run missed has no file number.
    status: (status, z) => z.statusErrors ?? status,
    fileId: (nr, z) => (z.plannedRunId === undefined ? nr : undefined),
  },
  async *zeilen(b, f, k) {
    yield wieGezeigt(await monitorZeilen(b, f, k.db, k.jetzt), k.sortierung);
  },
};

const vertragsStatus = (id: unknown) => VERTRAGS_STATUS.find((s) => s.id === id)?.label ?? id;

export const AUSNAHMEN_EXPORT: ListenQuelle<{ gesellschaft: number }> = {
  name: bereich('ausnahmen'),
  // The saved state shows under 'Ausnahme' (the field `checked`), in words.
  titel: { ...AUSNAHMEN_TEXTE.spalten, checked: AUSNAHMEN_TEXTE.spalten.gespeichert },
  anzeige: {
    statusFK: vertragsStatus,
    checked: (ja) => (ja ? AUSNAHMEN_TEXTE.gespeichertJa : AUSNAHMEN_TEXTE.gespeichertNein),
  },
  async *zeilen(_b, f, k) {
    yield wieGezeigt(await ausnahmenListe(f.gesellschaft, k.db), k.sortierung);
  },
};

export const INTERFACELAEUFE_EXPORT: ListenQuelle<Parameters<typeof interfacelaufListe>[0]> = {
  name: bereich('interfaceLaeufe'),
  titel: INTERFACELAUF_TEXTE.spalten,
  async *zeilen(_b, f, k) {
    yield wieGezeigt(await interfacelaufListe(f, k.db), k.sortierung);
  },
};

/** The workbench's lines, page after page of its own search (its fixed page size, its tokens). */
export const WERKBANK_EXPORT: ListenQuelle<FilterVon<typeof sucheZeilen>> = {
  name: bereich('datenimport'),
  titel: DATENIMPORT_TEXTE.spalten,
  anzeige: {
    status: (status) => (typeof status === 'number' ? `${status} ${zeilenStatusText(status)}` : status),
    use4Booking: (wert) => (typeof wert === 'number' ? use4BookingText(wert) : wert),
  },
  zeilen: (b, f, k) => alleSeiten((seite) => sucheZeilen(b, { ...f, seite }, k.db, k.jetzt)),
};

/**
 * Every export route's list, by the route's id: the export run ("Exportstrecke") is told the
 * route, and reads the rows through that list's own code.
 */
export const EXPORT_QUELLEN = {
  importExport: WERKBANK_EXPORT,
  monitorExport: MONITOR_EXPORT,
  interfacelaeufeExport: INTERFACELAEUFE_EXPORT,
  dokumenteExport: POSTEINGANG_EXPORT,
  archivExport: ARCHIV_EXPORT,
  lieferungenExport: LIEFERUNGEN_EXPORT,
  gdvDateienExport: GDV_DATEIEN_EXPORT,
  courtageExport: COURTAGE_EXPORT,
  ausnahmenExport: AUSNAHMEN_EXPORT,
  downloadUebersichtExport: DOWNLOAD_UEBERSICHT_EXPORT,
} as const;
export type ExportRouteId = keyof typeof EXPORT_QUELLEN;
