/**
 * The manual of the data import (GET /download_service/bipro_gdv_anleitung) as a short PDF.
 * The text is WERKBANK_TEXTE.anleitung; the PDF is written here directly — a few pages of
 * wrapped text in the PDF's standard Helvetica need no library: PDF 1.4, WinAnsiEncoding (German
 * umlauts, „…“ and – included), one content stream per A4 page, a cross-reference table with the
 * byte offsets.
 */
import { WERKBANK_TEXTE } from '@lieferdesk/shared';
import type { Download } from '../dokumente/download';

const A = WERKBANK_TEXTE.anleitung;
export const PDF_TYP = 'application/pdf';

/** WinAnsiEncoding bytes of the characters outside ISO-8859-1 the texts use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A text as a PDF string literal in WinAnsi bytes (one char per byte), `(`, `)`, `\` escaped. */
export function pdfText(text: string): string {
  let bytes = '';
  for (const zeichen of text) {
    const code = WIN_ANSI[zeichen] ?? zeichen.codePointAt(0)!;
    const byte = code <= 0xff ? String.fromCharCode(code) : '?';
    bytes += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${bytes})`;
}

/** Words to lines of at most `breite` characters (Helvetica's average width: good enough for A4). */
export function umbrechen(text: string, breite: number): string[] {
  const zeilen: string[] = [];
  let zeile = '';
  for (const wort of text.split(/\s+/).filter(Boolean)) {
    if (zeile && zeile.length + 1 + wort.length > breite) {
      zeilen.push(zeile);
      zeile = wort;
    } else zeile = zeile ? `${zeile} ${wort}` : wort;
  }
  if (zeile) zeilen.push(zeile);
  return zeilen;
}

interface Satz {
  text: string;
  schrift: 'F1' | 'F2';
  groesse: number;
  /** Space above the line. */
  abstand: number;
}

const SEITE = { breite: 595, hoehe: 842, rand: 56 };

function saetze(): Satz[] {
  const liste: Satz[] = umbrechen(A.titel, 52).map((text, i) => ({
    text,
    schrift: 'F2',
    groesse: 16,
    abstand: i === 0 ? 0 : 20,
  }));
  for (const abschnitt of A.abschnitte) {
    liste.push({ text: abschnitt.titel, schrift: 'F2', groesse: 12, abstand: 26 });
    umbrechen(abschnitt.text, 92).forEach((text, i) =>
      liste.push({ text, schrift: 'F1', groesse: 10, abstand: i === 0 ? 17 : 14 }),
    );
  }
  return liste;
}

/** The content streams, one per page. */
function seiten(): string[] {
  const ergebnis: string[] = [];
  let befehle: string[] = [];
  let y = SEITE.hoehe - SEITE.rand;
  let erste = true;
  for (const s of saetze()) {
    if (!erste && y - s.abstand < SEITE.rand) {
      ergebnis.push(befehle.join('\n'));
      befehle = [];
      y = SEITE.hoehe - SEITE.rand;
      erste = true;
    }
    if (!erste) y -= s.abstand;
    erste = false;
    befehle.push(`BT /${s.schrift} ${s.groesse} Tf ${SEITE.rand} ${y} Td ${pdfText(s.text)} Tj ET`);
  }
  ergebnis.push(befehle.join('\n'));
  return ergebnis;
}

export function anleitungPdf(): Buffer {
  const inhalte = seiten();
  const objekte: string[] = [];
  const seitenIds = inhalte.map((_, i) => 5 + 2 * i);
  objekte[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objekte[2] = `<< /Type /Pages /Kids [${seitenIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${inhalte.length} >>`;
  objekte[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objekte[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  inhalte.forEach((inhalt, i) => {
    const seite = seitenIds[i]!;
    objekte[seite] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${SEITE.breite} ${SEITE.hoehe}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${seite + 1} 0 R >>`;
    objekte[seite + 1] = `<< /Length ${Buffer.byteLength(inhalt, 'latin1')} >>\nstream\n${inhalt}\nendstream`;
  });
  const infoId = objekte.length;
  objekte[infoId] = `<< /Title ${pdfText(A.titel)} /Producer (Lieferdesk) >>`;

  // Offsets count bytes: every string here is one byte per character (latin1).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const versatz: number[] = [];
  for (let id = 1; id < objekte.length; id++) {
    versatz[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objekte[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objekte.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objekte.length; id++) pdf += `${String(versatz[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objekte.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function anleitung(): Download {
  return { inhalt: anleitungPdf(), inhaltstyp: PDF_TYP, dateiname: A.dateiname };
}
