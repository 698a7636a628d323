/**
 * The erroneous lines of one file (GET /download_service/bipro_gdv_line_errors?id={fileId}) as
 * CSV the way German Excel opens it: UTF-8 with byte-order mark, `;` between fields, CRLF,
 * every text quoted and neutralised against formula injection (csvFeld, ../dokumente/zelle.ts).
 * All lines with a status < 0, whatever their use4Booking, in line order; at most ZEILEN_GRENZE
 * (an API answer carries at most 6 MB), with a last line saying so.
 */
import { WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { zeilenId } from '../data/repositories/importZeilen';
import { PARALLEL, parallel } from '../data/parallel';
import { werkbankRepository, type Bereichszeile } from '../data/repositories/werkbank';
import type { Download } from '../dokumente/download';
import { statusText } from './details';
import { abschnittsBereiche } from './filter';
import { sichtbareDatei } from '../datensicht/importDateien';
import { csvZellText } from '../dokumente/zelle';

const T = WERKBANK_TEXTE.zeilenFehler;
export const ZEILEN_GRENZE = 10_000;
export const CSV_TYP = 'text/csv; charset=utf-8';

/**
 * One CSV field (RFC 4180): a number as it is; every text in double quotes, inner quotes doubled,
 * neutralised at its start and at the start of every `,`/`;`-separated part
 * (../dokumente/zelle.ts) — so a text is one text cell whatever separator or quoting the opening
 * program assumes.
 */
export function csvFeld(wert: string | number): string {
  if (typeof wert === 'number') return String(wert);
  return `"${csvZellText(wert).replace(/"/g, '""')}"`;
}

export function fehlerCsv(dateiId: number, zeilen: readonly Bereichszeile[], abgeschnitten: boolean): Buffer {
  const reihen = [T.spalten.map(csvFeld).join(';')];
  for (const z of zeilen) {
    const status = z.status ?? 0;
    reihen.push(
      [
        z.zeile,
        zeilenId(dateiId, z.zeile),
        status,
        statusText(status) ?? '',
        z.satz ?? '',
        z.grund ?? '',
        z.roh ?? '',
      ]
        .map(csvFeld)
        .join(';'),
    );
  }
  if (abgeschnitten) reihen.push(csvFeld(T.abgeschnitten(ZEILEN_GRENZE.toLocaleString('de-DE'))));
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${reihen.join('\r\n')}\r\n`, 'utf8')]);
}

export async function zeilenFehler(
  benutzer: Benutzer,
  dateiId: number,
  db: Datenbank = datenbank(),
): Promise<Download> {
  const datei = await sichtbareDatei(benutzer, dateiId, db);
  const repo = werkbankRepository(db);
  const zeilen: Bereichszeile[] = [];
  const bereiche = abschnittsBereiche(datei.zeilenGesamt, { von: 1 });
  for (let i = 0; i < bereiche.length && zeilen.length <= ZEILEN_GRENZE; i += PARALLEL) {
    const runde = await parallel(bereiche.slice(i, i + PARALLEL), (b) =>
      repo.bereich({ dateiId, ...b, status: { bis: -1 }, felder: ['status', 'satz', 'grund', 'roh'] }),
    );
    zeilen.push(...runde.flat());
  }
  return {
    inhalt: fehlerCsv(dateiId, zeilen.slice(0, ZEILEN_GRENZE), zeilen.length > ZEILEN_GRENZE),
    inhaltstyp: CSV_TYP,
    dateiname: T.dateiname(datei.fileName, datei.id),
  };
}
