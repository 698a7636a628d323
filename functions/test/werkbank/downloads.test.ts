/**
 * The workbench's downloads: neutralised cells (formula injection), the -4 workbook read back
 * with exceljs, the error-line CSV, the manual's PDF structure, and the API wrapper's binary
 * answer (base64, type, file name).
 */
import type { Context } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WERKBANK_TEXTE } from '@lieferdesk/shared';
import { handler as anleitungHandler } from '../../src/handlers/download-gdv-anleitung';
import { inhaltsangabe, type ApiEvent } from '../../src/http/api-handler';
import { anleitungPdf, pdfText, umbrechen } from '../../src/werkbank/anleitung';
import { fehlerArbeitsmappe, ersterTag } from '../../src/werkbank/fehlerExport';
import { csvFeld, fehlerCsv } from '../../src/werkbank/zeilenFehler';
import { zellText } from '../../src/dokumente/zelle';

describe('Zellen gegen Formel-Injektion', () => {
  it('setzt vor = + - @ (und Tab/CR) einen Apostroph, sonst nichts', () => {
    for (const t of ['=HYPERLINK("http://x")', '+49 89', '-4', '@SUM(A1)', '\t=1', '\r=1'])
      expect(zellText(t)).toBe(`'${t}`);
    for (const t of ['Gruber', '4711', '', ' =1', "'=1"]) expect(zellText(t)).toBe(t);
  });

  it('CSV: jedes Textfeld in Anführungszeichen (innere verdoppelt), Zahlen ohne', () => {
    expect(csvFeld('Gruber')).toBe('"Gruber"');
    expect(csvFeld('')).toBe('""');
    expect(csvFeld('a;b')).toBe('"a;b"');
    expect(csvFeld('er sagte "x"')).toBe('"er sagte ""x"""');
    expect(csvFeld(-4)).toBe('-4');
    expect(csvFeld(30000007)).toBe('30000007');
  });

  it('CSV: neutralisiert Formelanfänge am Feldanfang und nach jedem , ; oder Zeilenumbruch', () => {
    expect(csvFeld('=1+1')).toBe(`"'=1+1"`);
    for (const z of ['=', '+', '-', '@', '\t']) expect(csvFeld(`${z}A1`)).toBe(`"'${z}A1"`);
    // A program that splits on another separator (or "text to columns") makes each part a cell.
    expect(csvFeld('1;=HYPERLINK("http://boese.example","klick")')).toBe(
      `"1;'=HYPERLINK(""http://boese.example"",""klick"")"`,
    );
    expect(csvFeld('a,=1;+2,@3;-4')).toBe(`"a,'=1;'+2,'@3;'-4"`);
    expect(csvFeld('a,\t=1')).toBe(`"a,'\t=1"`);
    expect(csvFeld('a\r\n=1')).toBe(`"a\r\n'=1"`);
    expect(csvFeld('\r=1')).toBe(`"\r'=1"`);
    // Harmless text stays as it is, a space before the sign included.
    for (const t of ['10473;HH-2023;Gruber, Johanna', 'a; =1', "'=1", 'E-Mail: x@y.de'])
      expect(csvFeld(t)).toBe(`"${t}"`);
  });

  it('CSV-Datei: UTF-8 mit BOM, ; und CRLF, Kopfzeile, Zeilen, Hinweis auf Abgeschnittenes', () => {
    const csv = fehlerCsv(
      3,
      [{ dateiId: 3, zeile: 7, status: -7, grund: 'kaputt', roh: '1;=cmd|x', satz: '0200#1' }],
      true,
    );
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const zeilen = csv.subarray(3).toString('utf8').split('\r\n');
    expect(zeilen[0]).toBe(WERKBANK_TEXTE.zeilenFehler.spalten.map((s) => `"${s}"`).join(';'));
    expect(zeilen[1]).toBe(`7;30000007;-7;"Formatfehler";"0200#1";"kaputt";"1;'=cmd|x"`);
    expect(zeilen[2]).toBe(`"${WERKBANK_TEXTE.zeilenFehler.abgeschnitten('10.000')}"`);
    expect(zeilen[3]).toBe('');
  });
});

describe('Export der -4-Fehler', () => {
  it('ist eine echte xlsx-Datei mit Kopfzeile und neutralisierten Textzellen', async () => {
    const inhalt = await fehlerArbeitsmappe(
      [
        {
          datei: {
            id: 5,
            fileName: '=datei.txt',
            gesellschaft: 'Muster',
            interfaceName: 'GDV',
            dateFrom: '2026-11-22T09:00:00Z',
          },
          zeile: {
            dateiId: 5,
            zeile: 12,
            status: -4,
            satz: '0200#1',
            grund: '-4: falscher Makler',
            roh: '@ZEILE',
            felder: { VuNr: '9999', VsNr: '+4711', GeschaeftsstelleVermittler: '9999009999' },
          },
        },
      ],
      false,
    );
    expect(inhalt.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: the xlsx container
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(inhalt as unknown as ArrayBuffer);
    const blatt = mappe.getWorksheet(WERKBANK_TEXTE.export.blatt)!;
    expect(blatt.rowCount).toBe(2);
    const S = WERKBANK_TEXTE.export.spalten;
    expect(blatt.getRow(1).values).toEqual([undefined, ...Object.values(S)]);
    const zeile = blatt.getRow(2);
    expect(zeile.getCell(1).value).toBe(5);
    expect(zeile.getCell(2).value).toBe("'=datei.txt");
    expect(zeile.getCell(5).value).toBe('22.11.2026 10:00');
    expect(zeile.getCell(7).value).toBe(50_000_012);
    expect(zeile.getCell(8).value).toBe(-4);
    expect(zeile.getCell(10).value).toBe('9999');
    expect(zeile.getCell(11).value).toBe("'+4711");
    expect(zeile.getCell(12).value).toBe('9999009999');
    expect(zeile.getCell(13).value).toBe("'-4: falscher Makler");
    expect(zeile.getCell(14).value).toBe("'@ZEILE");
  });

  it('der erste Tag: heute zählt als erster der N Tage', () => {
    expect(ersterTag('2026-11-22', 1)).toBe('2026-11-22');
    expect(ersterTag('2026-11-22', 7)).toBe('2026-11-16');
    expect(ersterTag('2026-03-02', 31)).toBe('2026-01-31');
  });
});

describe('Anleitung als PDF', () => {
  it('ist ein PDF mit stimmender Querverweistabelle und dem Titel in WinAnsi', () => {
    const pdf = anleitungPdf();
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, anzahl] = /xref\n0 (\d+)\n/.exec(text)!;
    const eintraege = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(eintraege).toHaveLength(Number(anzahl) - 1);
    eintraege.forEach((versatz, i) =>
      expect(text.slice(versatz, versatz + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
    // Each stream's /Length is its byte count.
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const anfang = m.index + m[0].length;
      expect(text.slice(anfang + Number(m[1]), anfang + Number(m[1]) + 10)).toBe('\nendstream');
    }
    expect(text).toContain(pdfText(WERKBANK_TEXTE.anleitung.titel).slice(0, 20));
  });

  it('kodiert Umlaute, „…“ und – in WinAnsi und schützt Klammern', () => {
    expect(pdfText('Ä „x“ – (a\\b)')).toBe('(\xc4 \x84x\x93 \x96 \\(a\\\\b\\))');
    expect(umbrechen('eins zwei drei vier', 9)).toEqual(['eins zwei', 'drei vier']);
  });

  it('der Download-Wrapper antwortet binär: base64, Typ, Dateiname', async () => {
    const event = {
      version: '2.0',
      headers: {},
      isBase64Encoded: false,
      requestContext: {
        authorizer: { jwt: { claims: { sub: 's', 'cognito:groups': ['VIEW_INTERN'] }, scopes: [] } },
      },
    } as unknown as ApiEvent;
    const antwort = await anleitungHandler(event, {} as Context);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.isBase64Encoded).toBe(true);
    expect(antwort.headers?.['content-type']).toBe('application/pdf');
    expect(antwort.headers?.['content-disposition']).toBe(
      'attachment; filename="Anleitung_Datenimport.pdf"; filename*=UTF-8\'\'Anleitung_Datenimport.pdf',
    );
    expect(Buffer.from(antwort.body!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const verboten = await anleitungHandler(
      {
        ...event,
        requestContext: { authorizer: { jwt: { claims: { sub: 's', 'cognito:groups': ['FA'] } } } },
      } as unknown as ApiEvent,
      {} as Context,
    );
    expect(verboten.statusCode).toBe(403);
  });

  it('Content-Disposition mit Umlauten: ASCII-Ersatz und RFC 5987', () => {
    expect(inhaltsangabe('Fehler März "x".csv')).toBe(
      'attachment; filename="Fehler Marz _x_.csv"; filename*=UTF-8\'\'Fehler%20M%C3%A4rz%20%22x%22.csv',
    );
  });
});
