/**
 * A BiPRO list searched page by page as the web pages it (shared `seitenFelder`): each answer's
 * `weiter` asks for the next page, until an answer has none. With the checks every such list
 * must pass: no row skipped or repeated across pages, the count of the first page, and a token
 * refused (400) when another user sends it, when the search changed, or when it was altered.
 */
import { expect } from 'vitest';
import { MELDUNGEN, type Route } from '@lieferdesk/shared';
import { rufe, type Antwort } from './api';

/** A row's id: its `id`, where the list's rows have none another key (a delivery's access and number). */
export type Zeilenschluessel<K> = (zeile: Record<string, unknown>) => K;
const nachId: Zeilenschluessel<number> = (zeile) => zeile.id as number;

/** Every page of the search; at most `hoechstens` calls (a token that does not go on fails the test). */
export async function alleSeiten<K = number>(
  route: Route,
  als: string,
  body: Record<string, unknown>,
  hoechstens = 50,
  schluessel: Zeilenschluessel<K> = nachId as Zeilenschluessel<K>,
): Promise<{ ids: K[]; antworten: Antwort[] }> {
  const ids: K[] = [];
  const antworten: Antwort[] = [];
  let seite: string | undefined;
  do {
    const antwort = await rufe(route, { als, body: seite ? { ...body, seite } : body });
    expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
    antworten.push(antwort);
    ids.push(...(antwort.body.rows as Record<string, unknown>[]).map(schluessel));
    seite = antwort.body.weiter as string | undefined;
  } while (seite && antworten.length < hoechstens);
  expect(seite, 'die Seiten enden').toBeUndefined();
  return { ids, antworten };
}

/**
 * Pages through the search as `als`, `anzahl` rows a page: exactly `erwartet` (the ids this test
 * made that the search finds), each once, every page but the last full; every page's count
 * exact. Then the first page's token as another user, with another search and altered: 400.
 */
export async function seitenweisePruefen<K extends number | string = number>(
  route: Route,
  o: {
    als: string;
    fremd: string;
    body: Record<string, unknown>;
    anzahl: number;
    erwartet: readonly K[];
    /** A sort other than the body's, for the search changed under the token ('creationDate'). */
    anderesSortFeld?: string;
    schluessel?: Zeilenschluessel<K>;
  },
): Promise<K[]> {
  const body = { ...o.body, anzahl: o.anzahl };
  const { ids, antworten } = await alleSeiten(route, o.als, body, 50, o.schluessel);
  expect(new Set(ids).size, 'keine Zeile doppelt').toBe(ids.length);
  const ordnung = (a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0);
  expect([...ids].sort(ordnung)).toEqual([...o.erwartet].sort(ordnung));
  expect(antworten.length).toBe(Math.max(1, Math.ceil(o.erwartet.length / o.anzahl)));
  for (const a of antworten.slice(0, -1)) expect(a.body.rows).toHaveLength(o.anzahl);
  // Every page says the search's count: the first counts, the later ones carry it in the token.
  for (const a of antworten) expect(a.body).toMatchObject({ gesamt: o.erwartet.length, gesamtGenau: true });

  const seite = antworten[0]!.body.weiter as string;
  const abgelehnt = async (als: string, b: Record<string, unknown>) => {
    const a = await rufe(route, { als, body: b });
    expect([a.status, a.body.message]).toEqual([400, MELDUNGEN.seiteUngueltig]);
  };
  await abgelehnt(o.fremd, { ...body, seite });
  await abgelehnt(o.als, { ...body, anzahl: o.anzahl === 20 ? 50 : 20, seite });
  await abgelehnt(o.als, { ...body, sortFeld: o.anderesSortFeld ?? 'creationDate', sortRichtung: 1, seite });
  const anders = seite.slice(0, 10) + (seite[10] === 'A' ? 'B' : 'A') + seite.slice(11);
  await abgelehnt(o.als, { ...body, seite: anders });
  return ids;
}
