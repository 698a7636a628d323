import { hatBerechtigung, type Berechtigung } from './permissions';
import type { Benutzer } from './roles';

/** The areas of reference §1 as the web's navigation shows them, each with the right it needs. */
export interface Bereich {
  id: string;
  titel: string;
  pfad: string;
  berechtigung: Berechtigung;
}

export const BEREICHE: Bereich[] = [
  // Not in the reference: the start page of issue 24 §1.
  { id: 'uebersicht', titel: 'Übersicht', pfad: '/intern/uebersicht', berechtigung: 'uebersichtSehen' },
  {
    id: 'kategorien',
    titel: 'BiPRO Kategorien',
    pfad: '/intern/bipro/kategorien',
    berechtigung: 'angemeldet',
  },
  {
    id: 'gesellschaftZugang',
    titel: 'Gesellschaften zu Zugängen',
    pfad: '/intern/bipro/gesellschaft-zugang',
    berechtigung: 'intern',
  },
  { id: 'datenimport', titel: 'Datenimport', pfad: '/intern/gdv/import/1', berechtigung: 'importLesen' },
  {
    id: 'abrechnungImport',
    titel: 'Abrechnung Datenimport',
    pfad: '/intern/gdv/import/2',
    berechtigung: 'importLesen',
  },
  {
    id: 'importMonitor',
    titel: 'Dateien in Bearbeitung',
    pfad: '/intern/gdv/gdv-import-monitor/1',
    berechtigung: 'importLesen',
  },
  { id: 'interfaces', titel: 'Interfaces', pfad: '/intern/gdv/gdv-interfaces', berechtigung: 'importLesen' },
  {
    id: 'interfaceLaeufe',
    titel: 'Daten einlesen (geplante Interfaceläufe)',
    pfad: '/intern/gdv/interfacelaeufe',
    berechtigung: 'intern',
  },
  {
    id: 'downloadUebersicht',
    titel: 'BiPRO Download-Übersicht',
    pfad: '/intern/bipro/download-uebersicht',
    berechtigung: 'angemeldet',
  },
  {
    id: 'courtage',
    titel: 'BiPRO Abrechnungen/Courtage',
    pfad: '/intern/bipro/abrechnungen',
    berechtigung: 'angemeldet',
  },
  {
    id: 'mahnlisten',
    titel: 'BiPRO Mahn-/Dynamik-/Aktionslisten',
    pfad: '/intern/bipro/mahnlisten',
    berechtigung: 'angemeldet',
  },
  { id: 'dokumente', titel: 'BiPRO Dokumente', pfad: '/intern/bipro/documents', berechtigung: 'angemeldet' },
  {
    id: 'lieferungen',
    titel: 'BiPRO Lieferungen',
    pfad: '/intern/bipro/lieferungen',
    berechtigung: 'angemeldet',
  },
  {
    id: 'gdvDateien',
    titel: 'BiPRO GDV-Dateien',
    pfad: '/intern/bipro/gdv-dateien',
    berechtigung: 'angemeldet',
  },
  { id: 'archiv', titel: 'BiPRO Archiv', pfad: '/intern/bipro/archiv', berechtigung: 'angemeldet' },
  {
    id: 'ausnahmen',
    titel: 'Kategorie-Ausnahmen',
    pfad: '/intern/bipro/kategorie-ausnahmen',
    berechtigung: 'intern',
  },
  // Not in the reference: who changed the settings above (entities/aenderung.ts).
  { id: 'aenderungen', titel: 'Änderungsprotokoll', pfad: '/intern/aenderungen', berechtigung: 'intern' },
];

/**
 * Where a user lands, best first: the start page 'Übersicht', then the documents inbox, then the
 * import screens, then categories.
 */
export const STARTREIHENFOLGE = [
  'uebersicht',
  'dokumente',
  'datenimport',
  'importMonitor',
  'interfaces',
  'kategorien',
];

/**
 * The areas the navigation offers: those the user may open and whose page is built. A link to
 * 'keine Berechtigung' or 'noch nicht verfügbar' would only be a dead end.
 */
export function nutzbareBereiche(benutzer: Benutzer, gebaut: (id: string) => boolean): Bereich[] {
  return BEREICHE.filter((b) => gebaut(b.id) && hatBerechtigung(benutzer, b.berechtigung));
}

/** The first usable area in STARTREIHENFOLGE, else the first usable one at all. */
export function startBereich(nutzbar: Bereich[]): Bereich | undefined {
  for (const id of STARTREIHENFOLGE) {
    const bereich = nutzbar.find((b) => b.id === id);
    if (bereich) return bereich;
  }
  return nutzbar[0];
}
