/**
 * The workbench's search through every page, as the screen pages it: the request again with the
 * answer's `weiter` until there is none (reference §2.4, §9). Each page is checked to hold at
 * most a page of rows.
 */
import { expect } from 'vitest';
import { IMPORT_SEITENGROESSE, ROUTEN, type ImportZeile } from '@lieferdesk/shared';
import { rufe } from './api';

export interface Seiten {
  rows: ImportZeile[];
  /** The first page's message (the search's notice). */
  mess?: string;
  seiten: number;
}

export async function alleSeiten(als: string, body: object): Promise<Seiten> {
  const rows: ImportZeile[] = [];
  let mess: string | undefined;
  let seite: string | undefined;
  let seiten = 0;
  do {
    const antwort = await rufe(ROUTEN.importFilter, { als, body: { ...body, ...(seite ? { seite } : {}) } });
    expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
    expect(antwort.body.rows.length).toBeLessThanOrEqual(IMPORT_SEITENGROESSE);
    rows.push(...(antwort.body.rows as ImportZeile[]));
    if (seiten === 0) mess = antwort.body.mess;
    seite = antwort.body.weiter;
    seiten++;
  } while (seite);
  return { rows, mess, seiten };
}
