import { describe, expect, it } from 'vitest';
import { istPdfDatei } from '@lieferdesk/shared';
import { hatInhalt, inhaltstypFuer } from '../../src/biproDateien/link';

describe('Link auf eine gespeicherte BiPRO-Datei', () => {
  it('PDF ist, wessen Name auf pdf endet, in jeder Schreibung', () => {
    expect(istPdfDatei('police.pdf')).toBe(true);
    expect(istPdfDatei('POLICE.PDF ')).toBe(true);
    expect(istPdfDatei('police.Pdf')).toBe(true);
    expect(istPdfDatei('police.pdf.xml')).toBe(false);
    expect(istPdfDatei('pdf-liste.txt')).toBe(false);
  });

  it('signiert PDF als PDF und alles andere zum Anzeigen als Text (nie als HTML)', () => {
    expect(inhaltstypFuer({ fileName: 'a.pdf', mimeType: 'text/html' }, true)).toBe('application/pdf');
    expect(inhaltstypFuer({ fileName: 'a.pdf' }, false)).toBe('application/pdf');
    expect(inhaltstypFuer({ fileName: 'a.xml', mimeType: 'application/xml' }, true)).toBe('text/plain');
    expect(inhaltstypFuer({ fileName: 'a.html', mimeType: 'text/html' }, true)).toBe('text/plain');
    // A download keeps the delivered type: it is saved, not opened.
    expect(inhaltstypFuer({ fileName: 'a.xml', mimeType: 'application/xml' }, false)).toBe('application/xml');
    // … unless the insurer declared nothing useful: then the name says it.
    expect(inhaltstypFuer({ fileName: 'a.xml', mimeType: 'application/octet-stream' }, false)).toBe(
      'application/xml',
    );
    expect(inhaltstypFuer({ fileName: 'a.tif' }, false)).toBe('image/tiff');
    expect(inhaltstypFuer({ fileName: 'ohne-endung' }, false)).toBeUndefined();
    expect(inhaltstypFuer({ fileName: 'unbekannt.xyz', mimeType: 'application/octet-stream' }, false)).toBe(
      'application/octet-stream',
    );
    expect(inhaltstypFuer({ fileName: 'a.bin', mimeType: 'Image/PNG' }, false)).toBe('image/png');
  });

  it('zeigt Rasterbilder als Bild, SVG und alles andere als Text', () => {
    expect(inhaltstypFuer({ fileName: 'scan.png', mimeType: 'application/octet-stream' }, true)).toBe(
      'image/png',
    );
    expect(inhaltstypFuer({ fileName: 'scan.jpg' }, true)).toBe('image/jpeg');
    expect(inhaltstypFuer({ fileName: 'bild.svg', mimeType: 'image/svg+xml' }, true)).toBe('text/plain');
  });

  it('ohne gespeichertes Objekt oder ohne Bytes hat die Datei keinen Inhalt', () => {
    expect(hatInhalt({ key: 'bipro/1/x/1', fileSize: 10 })).toBe(true);
    expect(hatInhalt({ key: '', fileSize: 10 })).toBe(false);
    expect(hatInhalt({ key: 'bipro/1/x/1', fileSize: 0 })).toBe(false);
  });
});
