/**
 * The pure part of the planned interface runs (reference §2.16, §5, §9): the list's page size and
 * filter, the modal's draft and its check — the shared schema the API applies, so the save rule
 * 'Gesellschaft, Interface und Uhrzeit müssen angegeben werden!' reads the same in both.
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  geplanterLaufEingabe,
  MELDUNGEN,
  type GeplanterLauf,
  type QueryVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import type { z } from 'zod';

/** Reference §9: planned runs show 20 rows per page. */
export const SEITENGROESSE = 20;

/** The filter as the form holds it: a company ('' all) and a part of the interface's name. */
export interface FilterEntwurf {
  gesellschaft: string;
  interfaceText: string;
}
export const LEERER_FILTER: FilterEntwurf = { gesellschaft: '', interfaceText: '' };

export function filterAnfrage(f: FilterEntwurf): QueryVon<typeof ROUTEN.geplanteInterfacelaeufe> {
  const anfrage: QueryVon<typeof ROUTEN.geplanteInterfacelaeufe> = {};
  if (f.gesellschaft) anfrage.gesellschaft = f.gesellschaft;
  if (f.interfaceText.trim()) anfrage.interface = f.interfaceText.trim();
  return anfrage;
}

/** The modal's draft: the time is the picker's valid time or undefined. */
export interface Entwurf {
  id?: number;
  gesellschaft: string;
  interfaceName: string | null;
  withInactiveInterfaces: boolean;
  days: boolean[];
  time: string | undefined;
}

/** A new run: any company ('Allgemein', reference §3), no weekday, no time. */
export const neuerEntwurf = (): Entwurf => ({
  gesellschaft: GESELLSCHAFT_ALLGEMEIN,
  interfaceName: null,
  withInactiveInterfaces: false,
  days: Array<boolean>(7).fill(false),
  time: undefined,
});

export const entwurfVon = (l: GeplanterLauf): Entwurf => ({
  id: l.id,
  gesellschaft: l.gesellschaft,
  interfaceName: l.interfaceName,
  withInactiveInterfaces: l.withInactiveInterfaces,
  days: [...l.days],
  time: l.time,
});

export type LaufEingabe = z.input<typeof geplanterLaufEingabe>;
type Feld = 'gesellschaft' | 'interfaceName' | 'time';

export interface Pruefung {
  daten?: LaufEingabe;
  /** Messages of single fields other than the save rule (a name too long). */
  fehler: Partial<Record<Feld, string>>;
  /** The fields the save rule misses. */
  fehlt: Feld[];
  /** The save rule's text when company, interface or time is missing (shown once). */
  pflicht?: string;
}

export function pruefeEntwurf(e: Entwurf): Pruefung {
  const eingabe = {
    ...(e.id !== undefined ? { id: e.id } : {}),
    gesellschaft: e.gesellschaft,
    interfaceName: e.interfaceName ?? '',
    days: e.days,
    time: e.time ?? '',
    withInactiveInterfaces: e.withInactiveInterfaces,
  };
  const ergebnis = geplanterLaufEingabe.safeParse(eingabe);
  if (ergebnis.success) return { daten: eingabe, fehler: {}, fehlt: [] };
  const fehler: Partial<Record<Feld, string>> = {};
  const fehlt: Feld[] = [];
  for (const issue of ergebnis.error.issues) {
    const feld = issue.path[0];
    if (feld !== 'gesellschaft' && feld !== 'interfaceName' && feld !== 'time') continue;
    if (issue.message === MELDUNGEN.interfacelaufPflichtfelder) {
      if (!fehlt.includes(feld)) fehlt.push(feld);
    } else fehler[feld] ??= issue.message;
  }
  return { fehler, fehlt, ...(fehlt.length ? { pflicht: MELDUNGEN.interfacelaufPflichtfelder } : {}) };
}

/**
 * The options of a select with the value it holds: a run whose company or interface the choices
 * no longer offer (an inactive interface, the toggle off) still shows what it has.
 */
export function mitWert(
  optionen: readonly { label: string; value: string }[],
  wert: string | null,
): { label: string; value: string }[] {
  return !wert || optionen.some((o) => o.value === wert)
    ? [...optionen]
    : [{ label: wert, value: wert }, ...optionen];
}
