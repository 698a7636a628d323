/**
 * What the change log keeps of a request (shared/src/entities/aenderung.ts): its query and body
 * with every secret's value replaced, wherever it stands, cut to a bounded length; and the
 * record it names.
 */
import {
  AENDERUNG_EINGABE_LAENGE,
  GEHEIM_ERSETZT,
  GEHEIME_FELDER,
  type Aenderung,
  type Aenderungsbereich,
  type HttpMethode,
} from '@lieferdesk/shared';

const GEHEIM = new Set<string>(GEHEIME_FELDER);

/** The value with every property named as a secret replaced, at any depth. */
export function ohneGeheimnisse(wert: unknown): unknown {
  if (Array.isArray(wert)) return wert.map(ohneGeheimnisse);
  if (wert === null || typeof wert !== 'object') return wert;
  return Object.fromEntries(
    Object.entries(wert).map(([k, v]) => [
      k,
      GEHEIM.has(k) && v !== undefined ? GEHEIM_ERSETZT : ohneGeheimnisse(v),
    ]),
  );
}

/** The request as the entry keeps it: JSON without secrets, at most AENDERUNG_EINGABE_LAENGE characters. */
export function eingabeText(query: unknown, body: unknown): string {
  const text = JSON.stringify(ohneGeheimnisse({ ...(query ? { query } : {}), ...(body ? { body } : {}) }));
  return text.length <= AENDERUNG_EINGABE_LAENGE ? text : `${text.slice(0, AENDERUNG_EINGABE_LAENGE - 1)}…`;
}

const ID_FELDER = ['id', 'interface', 'gevoArt', 'gesellschaft', 'extZugangBezeichnung'] as const;

/** The record's key as the answer (a new record's id) or the request names it; none for a setting. */
export function objektVon(query: unknown, body: unknown, antwort: unknown): string | undefined {
  for (const quelle of [antwort, query, body]) {
    if (quelle === null || typeof quelle !== 'object') continue;
    const werte = ID_FELDER.map((f) => (quelle as Record<string, unknown>)[f]).filter(
      (w): w is string | number => typeof w === 'string' || typeof w === 'number',
    );
    if (werte.length > 0) return werte.join(' / ');
  }
  return undefined;
}

/** The entry of one successful change. */
export function aenderungEintrag(o: {
  bereich: Aenderungsbereich;
  methode: HttpMethode;
  route: string;
  benutzer: string;
  zeitpunkt: string;
  query: unknown;
  body: unknown;
  antwort: unknown;
}): Aenderung {
  const objekt = objektVon(o.query, o.body, o.antwort);
  return {
    zeitpunkt: o.zeitpunkt,
    benutzer: o.benutzer,
    bereich: o.bereich,
    aktion: o.methode === 'DELETE' ? 'geloescht' : 'gespeichert',
    route: o.route,
    ...(objekt === undefined ? {} : { objekt }),
    eingabe: eingabeText(o.query, o.body),
  };
}
