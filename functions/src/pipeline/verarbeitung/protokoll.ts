/**
 * The settlement protocol as a document (reference §4 "settlement (full or error protocol)"): the
 * file's active lines after settling, through the domain's protocol (buchung/protokoll.ts: one
 * row per line — or per faulty line —, totals in exact cents), rendered as .xlsx and stored in
 * the documents bucket under the run's id. The file record points at the latest one; GET
 * /download_service/bipro_courtage_file?id={fileId} hands it out.
 *
 * Built after all chunks are settled, by reading the file's lines chunk by chunk once.
 * Settlement files have hundreds to a few thousand lines; a protocol of 10⁵ rows is a few MB.
 */
import { PROTOKOLL_PRAEFIX } from '@lieferdesk/events';
import { USE4BOOKING, VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import type { ImportDatei, Protokollverweis } from '../../data/repositories/importDateien';
import { importZeilenRepository } from '../../data/repositories/importZeilen';
import { kundenRepository } from '../../data/repositories/kunden';
import {
  abrechnungsProtokoll,
  type Abrechnungsprotokoll,
  type ProtokollArt,
  type ProtokollEingabe,
} from '../../domain/buchung/protokoll';
import { personText } from '../../domain/person';
import { alsXlsx, XLSX_TYP, type Tabelle } from '../../dokumente/xlsx';
import { dokumenteBucket, objektSchreiben } from '../../speicher/s3';
import { deutscheZeit } from '../../zeitangabe';
import { trefferVon } from './zeile';

export const protokollSchluessel = (dateiId: number, laufId: string) =>
  `${PROTOKOLL_PRAEFIX}${dateiId}/${laufId}.xlsx`;

/** The protocol as a worksheet: title, one row per line, the totals. */
export function protokollTabelle(p: Abrechnungsprotokoll): Tabelle {
  const s = p.spalten;
  return {
    blatt: T.protokollBlatt,
    kopf: [p.titel, `${T.protokollSummen.erstellt}: ${deutscheZeit(p.erstellt)}`],
    spalten: [
      { titel: s.zeile, breite: 8 },
      { titel: s.status, breite: 8 },
      { titel: T.protokollStatustext, breite: 30 },
      { titel: s.vsnr, breite: 22 },
      { titel: s.vertrag, breite: 12 },
      { titel: s.kunde, breite: 32 },
      { titel: s.datum, breite: 14 },
      { titel: s.betrag, breite: 14, zahlenformat: '#,##0.00' },
      { titel: s.meldung, breite: 60 },
    ],
    zeilen: p.zeilen.map((z) => [
      z.zeile,
      z.status,
      z.statusText,
      z.vsnr,
      z.vertragId,
      z.kunde,
      z.datum,
      z.betrag,
      z.meldung,
    ]),
    fuss: [
      [T.protokollSummen.zeilen, p.summen.zeilen],
      [T.protokollSummen.gebucht, p.summen.gebucht],
      [T.protokollSummen.fehlerhaft, p.summen.fehlerhaft],
      [T.protokollSummen.betrag, p.summen.betragGebucht],
    ],
  };
}

/** Reads the settled lines, builds, renders and stores the protocol; answers where it lies. */
export async function protokollErstellen(
  datei: ImportDatei,
  laufId: string,
  art: ProtokollArt,
  db: Datenbank,
  jetzt = new Date(),
): Promise<Protokollverweis> {
  const eingaben: ProtokollEingabe[] = [];
  for await (const teil of importZeilenRepository(db).alle(datei.id, datei.zeilenGesamt ?? 0)) {
    for (const z of teil) {
      if (z.use4Booking !== USE4BOOKING.aktiv) continue;
      eingaben.push({
        zeile: z.zeile,
        status: z.status,
        ...(z.grund === undefined ? {} : { grund: z.grund }),
        ...(trefferVon(z) ? { treffer: trefferVon(z) } : {}),
      });
    }
  }
  const kunden = new Map(
    (
      await kundenRepository(db).ladenMehrere(
        eingaben.flatMap((e) => (e.treffer?.kundennr === undefined ? [] : [e.treffer.kundennr])),
      )
    ).map((k) => [k.kundennr, personText(k)]),
  );
  for (const e of eingaben) {
    const kunde = e.treffer?.kundennr === undefined ? undefined : kunden.get(e.treffer.kundennr);
    if (kunde) e.kunde = kunde;
  }
  const protokoll = abrechnungsProtokoll(
    { dateiId: datei.id, dateiName: datei.fileName },
    eingaben,
    art,
    jetzt,
  );
  const inhalt = await alsXlsx(protokollTabelle(protokoll));
  const verweis: Protokollverweis = {
    bucket: dokumenteBucket(),
    key: protokollSchluessel(datei.id, laufId),
    dateiname: T.protokollDateiname(datei.fileName, art),
    art,
    erstellt: jetzt.toISOString(),
  };
  await objektSchreiben(verweis.bucket, verweis.key, inhalt, XLSX_TYP);
  return verweis;
}
