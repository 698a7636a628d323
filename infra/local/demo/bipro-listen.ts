/**
 * Files a demo insurer builds from its own book (demo/bipro.ts) rather than taking the project's
 * samples: a commission statement and a dunning list in the built-in interfaces' layouts
 * (functions/src/formate/schnittstellen/eingebaut/: the same header, separator, number and date
 * formats and encoding as the samples, so the import reads them as it reads those), and a small
 * product information as XML — the kind of file a company's category exception sends to the
 * archive (reference §2.15), shown there in the XML viewer.
 */
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { MAHNLISTE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/mahnliste';

export interface Courtagebuchung {
  vermittlernummer: string;
  vsnr: string;
  /** "Name, Vorname", as the samples write the policyholder. */
  versicherungsnehmer: string;
  sparte: string;
  beitrag: number;
  /** Percent. */
  satz: number;
  /** DD.MM.YYYY. */
  buchungsdatum: string;
  buchungstext: string;
  /** A reversal: the commission back, written with a trailing minus ("54,85-"). */
  storno?: boolean;
}

export interface Mahnlistenzeile {
  vsnr: string;
  versicherungsnehmer: string;
  mahnstufe: 1 | 2 | 3;
  /** DD.MM.YYYY. */
  faelligkeit: string;
  offen: number;
  mahndatum: string;
}

/** German decimals with thousands dots, as Excel writes them ("1.048,90"). */
const zahl = (n: number) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** A CSV field: quoted (quotes doubled) where it holds the separator or a quote. */
const feld = (text: string) => (/[;"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The commission statement: ISO-8859-1, CRLF, as Excel's "CSV (Trennzeichen-getrennt)". */
export function courtageCsv(buchungen: readonly Courtagebuchung[]): Buffer {
  const zeilen = buchungen.map((b) => {
    const provision = Math.round(b.beitrag * b.satz) / 100;
    return [
      b.vermittlernummer,
      b.vsnr,
      b.versicherungsnehmer,
      b.sparte,
      zahl(b.beitrag),
      zahl(b.satz),
      `${zahl(provision)}${b.storno ? '-' : ''}`,
      b.buchungsdatum,
      b.buchungstext,
    ]
      .map(feld)
      .join(';');
  });
  return Buffer.from([COURTAGE_KOPFZEILE, ...zeilen].join('\r\n') + '\r\n', 'latin1');
}

/** The dunning list: UTF-8 with BOM, LF, as Excel's "CSV UTF-8". */
export function mahnlisteCsv(zeilen: readonly Mahnlistenzeile[]): Buffer {
  const text = zeilen.map((z) =>
    [z.vsnr, z.versicherungsnehmer, String(z.mahnstufe), z.faelligkeit, zahl(z.offen), z.mahndatum]
      .map(feld)
      .join(';'),
  );
  return Buffer.from(`\uFEFF${[MAHNLISTE_KOPFZEILE, ...text].join('\n')}\n`, 'utf8');
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A product information for brokers as a small, well-formed XML document. */
export function produktinformationXml(i: {
  gesellschaft: string;
  titel: string;
  gueltigAb: string;
  text: string;
}) {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<Produktinformation>\n` +
      `  <Gesellschaft>${xmlText(i.gesellschaft)}</Gesellschaft>\n` +
      `  <Titel>${xmlText(i.titel)}</Titel>\n` +
      `  <GueltigAb>${i.gueltigAb}</GueltigAb>\n` +
      `  <Text>${xmlText(i.text)}</Text>\n` +
      `</Produktinformation>\n`,
    'utf8',
  );
}
