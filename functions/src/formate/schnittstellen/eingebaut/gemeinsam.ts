/**
 * Building blocks of the built-in interface definitions. The built-ins are plain `Schnittstelle`
 * data like the user-defined ones, so the one engine reads all of them and the interface screens
 * can show them; only their ids (1–999) mark them as shipped with the product.
 */
import {
  ERSTE_EIGENE_SCHNITTSTELLEN_ID,
  GESELLSCHAFT_ALLGEMEIN,
  type Schnittstelle,
  type SchnittstellenFeld,
} from '@lieferdesk/shared';

/** Ids below ERSTE_EIGENE_SCHNITTSTELLEN_ID (1–999) are reserved for built-in definitions. */
export const istEingebauteId = (id: number): boolean =>
  Number.isInteger(id) && id >= 1 && id < ERSTE_EIGENE_SCHNITTSTELLEN_ID;

/** The ids of the built-ins this folder defines (the GDV definitions use 100 and up). */
export const EINGEBAUT_ID = {
  omds: 1,
  courtage: 2,
  mahnliste: 3,
  /** The column-title line of the project's CSV layouts, shared by courtage and dunning list. */
  csvKopfzeile: 4,
  courtageBuchung: 5,
  mahnung: 6,
} as const;

type Kopf = Partial<Omit<Schnittstelle, 'id' | 'interfaceName' | 'felder' | 'multiInterfaces'>>;

/** A complete definition with the flags a built-in normally has; `kopf` overrides them. */
export function definition(
  id: number,
  interfaceName: string,
  kopf: Kopf,
  felder: SchnittstellenFeld[],
  multiInterfaces: Schnittstelle['multiInterfaces'] = [],
): Schnittstelle {
  return {
    id,
    interfaceName,
    gesellschaft: GESELLSCHAFT_ALLGEMEIN,
    xml: false,
    keepErrors: false,
    hideErrors: false,
    multiple: multiInterfaces.length > 0,
    active: true,
    invisible: false,
    unicode: false,
    ...kopf,
    felder,
    multiInterfaces,
  };
}

/** A semicolon-separated column (art 0); `spalte` is 1-based as in the interface screens. */
export function spalte(
  name: string,
  spalteNr: number,
  conversion: string,
  comment?: string,
): SchnittstellenFeld {
  return { name, art: 0, delimiter: ';', occurance: spalteNr, conversion, ...(comment ? { comment } : {}) };
}

/** An XML field (art 2): `selection` is an XPath relative to the record element. */
export function xmlFeld(
  name: string,
  selection: string,
  conversion: string,
  comment?: string,
): SchnittstellenFeld {
  return { name, art: 2, selection, conversion, ...(comment ? { comment } : {}) };
}

/**
 * The title line of a CSV layout. It has no fields: reading it yields status 0 with `satz`
 * "CSV-Kopfzeile", so every physical line still has its one result and evaluation skips it.
 */
export function csvKopfzeile(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.csvKopfzeile,
    'CSV-Kopfzeile',
    { description: 'Spaltenüberschriften einer CSV-Liste (ohne Felder, wird nur mitgezählt)', type: 'CSV' },
    [],
  );
}
