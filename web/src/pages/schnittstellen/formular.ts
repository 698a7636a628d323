/**
 * The pure part of the interface screens: who may change what, and the drafts of the three
 * forms (head, field, sub-interface) checked with the shared schemas — the same the API applies.
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  hatBerechtigung,
  multiInterfaceEingabe,
  ROUTEN,
  schnittstellenEingabe,
  schnittstellenFeld,
  type Benutzer,
  type MultiInterface,
  type Schnittstelle,
  type SchnittstellenEingabe,
  type SchnittstellenFeld,
} from '@lieferdesk/shared';

/**
 * Reference §6: only internal users add, edit, delete, copy and save; everyone else views. Built-ins
 * are read-only for everyone but can be copied. The API enforces the same; this only hides.
 */
export function schnittstellenRechte(ich: Benutzer, schnittstelle?: { eingebaut?: boolean }) {
  const intern = hatBerechtigung(ich, ROUTEN.schnittstelleSpeichern.berechtigung);
  return { kopieren: intern, aendern: intern && schnittstelle?.eingebaut !== true };
}

interface Pruefbar<T> {
  safeParse(
    wert: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The shared schema over a draft: the input for the API, or the first message per field. */
export function pruefe<T>(schema: Pruefbar<T>, wert: unknown): { daten?: T; fehler: Record<string, string> } {
  const ergebnis = schema.safeParse(wert);
  if (ergebnis.success) return { daten: ergebnis.data, fehler: {} };
  const fehler: Record<string, string> = {};
  for (const issue of ergebnis.error.issues) {
    const feld = issue.path[0];
    if (typeof feld === 'string') fehler[feld] ??= issue.message;
  }
  return { fehler };
}

/** Empty inputs are "not given": '' and null become undefined, so the API stores nothing for them. */
function ohneLeere(entwurf: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entwurf).map(([k, v]) => [k, v === '' || v === null ? undefined : v] as const),
  );
}

// Head ----------------------------------------------------------------------------------------

export type KopfEntwurf = Required<{
  [K in keyof SchnittstellenEingabe]: Exclude<SchnittstellenEingabe[K], undefined>;
}>;

export const LEERER_KOPF: KopfEntwurf = {
  interfaceName: '',
  gesellschaft: GESELLSCHAFT_ALLGEMEIN,
  description: '',
  checkStatement: '',
  preFileCheckStatement: '',
  tableName: '',
  type: '',
  xml: false,
  xPath: '',
  nameCheck: '',
  xmlElement: '',
  keepErrors: false,
  hideErrors: false,
  multiple: false,
  active: true,
  invisible: false,
  unicode: false,
};

export function kopfEntwurf(s: Schnittstelle | undefined): KopfEntwurf {
  if (!s) return LEERER_KOPF;
  const entwurf = { ...LEERER_KOPF };
  for (const feld of Object.keys(LEERER_KOPF) as (keyof KopfEntwurf)[]) {
    const wert = s[feld];
    if (wert !== undefined) (entwurf as Record<string, unknown>)[feld] = wert;
  }
  return entwurf;
}

export const pruefeKopf = (e: KopfEntwurf) => pruefe(schnittstellenEingabe, ohneLeere(e));

// Field ---------------------------------------------------------------------------------------

export interface FeldEntwurf {
  name: string;
  art: 0 | 1 | 2;
  position: number | null;
  len: number | null;
  delimiter: string;
  occurance: number | null;
  selection: string;
  conversion: string;
  comment: string;
}

export const LEERES_FELD: FeldEntwurf = {
  name: '',
  art: 1,
  position: null,
  len: null,
  delimiter: '',
  occurance: null,
  selection: '',
  conversion: '',
  comment: '',
};

export function feldEntwurf(f: SchnittstellenFeld | undefined): FeldEntwurf {
  if (!f) return LEERES_FELD;
  return {
    name: f.name,
    art: f.art,
    position: f.position ?? null,
    len: f.len ?? null,
    delimiter: f.delimiter ?? '',
    occurance: f.occurance ?? null,
    selection: f.selection ?? '',
    conversion: f.conversion ?? '',
    comment: f.comment ?? '',
  };
}

export const pruefeFeld = (e: FeldEntwurf) => pruefe(schnittstellenFeld, ohneLeere(e));

// Sub-interface -------------------------------------------------------------------------------

export interface MultiEntwurf {
  lfdno: number | null;
  newItabSid: number | null;
  tableName: string;
  checkStatement: string;
  description: string;
}

export const LEERES_MULTI: MultiEntwurf = {
  lfdno: null,
  newItabSid: null,
  tableName: '',
  checkStatement: '',
  description: '',
};

export function multiEntwurf(m: MultiInterface | undefined): MultiEntwurf {
  if (!m) return LEERES_MULTI;
  return {
    lfdno: m.lfdno,
    newItabSid: m.newItabSid,
    tableName: m.tableName ?? '',
    checkStatement: m.checkStatement ?? '',
    description: m.description ?? '',
  };
}

export const pruefeMulti = (e: MultiEntwurf) => pruefe(multiInterfaceEingabe, ohneLeere(e));
