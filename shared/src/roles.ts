/**
 * Roles of reference §6 as Cognito groups, and the user the API and the web derive from a token's
 * claims. Group names are the identifiers stored in the user pool: renaming one is a migration.
 */
export const ROLLEN = [
  'INTERN',
  'FA',
  'FK',
  'EXTERNER_MAKLER',
  'IS_DATEN_IMPORT_VISIBLE',
  'VIEW_BROKER_AS_INTERN',
  'VIEW_INTERN',
  'DATEN_IMPORT',
  'KATEGORIEN_SETZEN',
  'BIPRO_STRUKTUR',
  'FP_PLUS',
] as const;
export type Rolle = (typeof ROLLEN)[number];

export const ROLLEN_BESCHREIBUNG: Record<Rolle, string> = {
  INTERN: 'Interner Mitarbeiter',
  FA: 'Firmenanwender (FA)',
  FK: 'Firmenkunde (FK)',
  EXTERNER_MAKLER: 'Externer Makler',
  IS_DATEN_IMPORT_VISIBLE: 'Datenimport sichtbar',
  VIEW_BROKER_AS_INTERN: 'Makler wie intern sehen',
  VIEW_INTERN: 'Interne Sicht',
  DATEN_IMPORT: 'Recht Datenimport',
  KATEGORIEN_SETZEN: 'Recht BiPRO Kategorien setzen',
  BIPRO_STRUKTUR: 'BiPRO Struktur',
  FP_PLUS: 'FP-plus',
};

/** Custom attributes of the user pool that carry the broker scope. */
export const CLAIM_MAKLERNR = 'custom:maklernr';
/** Comma-separated broker numbers of the structure below the user (structure leaders only). */
export const CLAIM_STRUKTUR = 'custom:struktur';

export interface Benutzer {
  id: string;
  name: string;
  rollen: Rolle[];
  maklernr?: string;
  struktur: string[];
}

const istRolle = (wert: string): wert is Rolle => (ROLLEN as readonly string[]).includes(wert);

/**
 * Cognito puts `cognito:groups` as an array into the token; API Gateway's JWT authorizer hands
 * arrays to the Lambda flattened as "[A B]". Both shapes mean the same list.
 */
function gruppenAusClaim(wert: unknown): string[] {
  if (Array.isArray(wert)) return wert.map(String);
  if (typeof wert !== 'string' || wert.trim() === '') return [];
  return wert
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** Returns undefined when the claims do not identify a user (no subject). */
export function benutzerAusClaims(claims: Record<string, unknown>): Benutzer | undefined {
  const id = claims.sub;
  if (typeof id !== 'string' || id === '') return undefined;
  const name = [claims['cognito:username'], claims.username, claims.email].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const maklernr = claims[CLAIM_MAKLERNR];
  const struktur = claims[CLAIM_STRUKTUR];
  return {
    id,
    name: name ?? id,
    rollen: gruppenAusClaim(claims['cognito:groups']).filter(istRolle),
    maklernr: typeof maklernr === 'string' && maklernr !== '' ? maklernr : undefined,
    struktur:
      typeof struktur === 'string'
        ? struktur
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
  };
}
