/**
 * The permission rules of reference §6 as pure functions. The API checks them on every call (the
 * route table names the permission each route needs); the web uses the same functions only to
 * hide what the API would refuse anyway.
 */
import type { Benutzer, Rolle } from './roles';

export const BERECHTIGUNGEN = [
  /** Any signed-in user; the data scope (own broker number, structure) is checked by the handler. */
  'angemeldet',
  /** Internal staff: administration screens and interface maintenance. */
  'intern',
  /** Right to set BiPRO categories: add, edit, delete. */
  'kategorienSetzen',
  /**
   * Import read/evaluate: IS_DATEN_IMPORT_VISIBLE, or FA with VIEW_BROKER_AS_INTERN, or VIEW_INTERN,
   * or the full filter (its extra actions live on the import screens).
   */
  'importLesen',
  /** Full filter and extra import actions: internal user or the data-import right. */
  'vollerFilter',
  /**
   * The start page 'Übersicht' (issue 24 §1): internal and import users, and brokers, who see
   * their own share there (the handler narrows to the data scope).
   */
  'uebersichtSehen',
] as const;
export type Berechtigung = (typeof BERECHTIGUNGEN)[number];

const hat = (benutzer: Benutzer, rolle: Rolle) => benutzer.rollen.includes(rolle);

export const istIntern = (b: Benutzer) => hat(b, 'INTERN');
export const istExternerMakler = (b: Benutzer) => hat(b, 'EXTERNER_MAKLER') && !istIntern(b);
export const darfKategorienSetzen = (b: Benutzer) => hat(b, 'KATEGORIEN_SETZEN');
export const hatVollenFilter = (b: Benutzer) => istIntern(b) || hat(b, 'DATEN_IMPORT');
/** The full filter and 'delete file' are import-screen features, so their holders may open them. */
export const darfImportLesen = (b: Benutzer) =>
  hat(b, 'IS_DATEN_IMPORT_VISIBLE') ||
  (hat(b, 'FA') && hat(b, 'VIEW_BROKER_AS_INTERN')) ||
  hat(b, 'VIEW_INTERN') ||
  hatVollenFilter(b);
/** Interface administration (add, edit, delete, copy, save): internal users only. */
export const darfInterfacesVerwalten = istIntern;
/** The import-monitor settings button: internal users only. */
export const darfMonitorEinstellungen = istIntern;
/** The upload modal shows company and interface choice for internal users and the data-import right. */
export const zeigtUploadFilter = hatVollenFilter;
export const darfStrukturDokumenteSehen = (b: Benutzer) => hat(b, 'BIPRO_STRUKTUR');
export const darfStrukturGdvDateienSehen = (b: Benutzer) => hat(b, 'FP_PLUS');
export const siehtInterneLieferungsSpalten = istIntern;
/** Roles that carry a broker's own deliveries: they see their share on the start page. */
const MAKLER_ROLLEN: readonly Rolle[] = ['FA', 'FK', 'EXTERNER_MAKLER', 'BIPRO_STRUKTUR', 'FP_PLUS'];
export const darfUebersichtSehen = (b: Benutzer) =>
  darfImportLesen(b) || MAKLER_ROLLEN.some((r) => hat(b, r));

/** Title format of the data import: Abrechnung in settlement mode, GDV for FK users, else OMDS. */
export function importFormat(b: Benutzer, modus: 1 | 2): 'Abrechnung' | 'GDV' | 'OMDS' {
  if (modus === 2) return 'Abrechnung';
  return hat(b, 'FK') ? 'GDV' : 'OMDS';
}

/** The assign page is a GDV page for FA users, otherwise an OMDS page. */
export const zuordnungsArt = (b: Benutzer): 'GDV' | 'OMDS' => (hat(b, 'FA') ? 'GDV' : 'OMDS');

const REGELN: Record<Berechtigung, (b: Benutzer) => boolean> = {
  angemeldet: () => true,
  intern: istIntern,
  kategorienSetzen: darfKategorienSetzen,
  importLesen: darfImportLesen,
  vollerFilter: hatVollenFilter,
  uebersichtSehen: darfUebersichtSehen,
};

export function hatBerechtigung(benutzer: Benutzer, berechtigung: Berechtigung): boolean {
  return REGELN[berechtigung](benutzer);
}

/** What the web needs to know about the signed-in user's rights, computed once. */
export function rechteVon(b: Benutzer): Record<Berechtigung, boolean> {
  return Object.fromEntries(BERECHTIGUNGEN.map((r) => [r, hatBerechtigung(b, r)])) as Record<
    Berechtigung,
    boolean
  >;
}
