import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Formularfeld, TextFeld, ZahlFeld } from '../src/komponenten/Formularfeld';

const ohneAenderung = () => undefined;

describe('Formularfeld', () => {
  it('beschriftet die Eingabe und hält den Platz ihrer Meldung', () => {
    const html = renderToStaticMarkup(
      createElement(Formularfeld, { id: 'feld-name', beschriftung: 'Name', children: 'x' }),
    );
    expect(html).toBe(
      '<div class="ld-feld"><label for="feld-name">Name</label>x' +
        '<small id="feld-name-fehler" class="p-error" data-testid="feld-name-fehler"></small></div>',
    );
  });

  it('nimmt als breites Feld die ganze Zeile des Rasters', () => {
    const html = renderToStaticMarkup(
      createElement(Formularfeld, { id: 'a', beschriftung: 'A', breit: true, children: null }),
    );
    expect(html).toMatch(/^<div class="ld-feld ld-feld-breit">/);
  });
});

describe('TextFeld', () => {
  it('zeigt den Wert des Entwurfs und ist ohne Meldung gültig', () => {
    const html = renderToStaticMarkup(
      createElement(TextFeld, { id: 'feld-name', beschriftung: 'Name', wert: 'Vsnr', onWert: ohneAenderung }),
    );
    expect(html).toMatch(/<input[^>]*id="feld-name"[^>]*value="Vsnr"/);
    expect(html).not.toContain('p-invalid');
  });

  it('markiert die Eingabe mit Meldung als ungültig und reicht weitere Eigenschaften durch', () => {
    const html = renderToStaticMarkup(
      createElement(TextFeld, {
        id: 'feld-name',
        beschriftung: 'Name',
        wert: '',
        meldung: 'Pflichtfeld',
        onWert: ohneAenderung,
        maxLength: 20,
        readOnly: true,
      }),
    );
    expect(html).toMatch(/<input class="p-invalid [^"]*" id="feld-name"/);
    expect(html).toMatch(/<input[^>]*maxLength="20"/);
    expect(html).toMatch(/<input[^>]*readOnly=""/);
    expect(html).toContain('>Pflichtfeld</small>');
  });
});

describe('ZahlFeld', () => {
  it('zeigt die Zahl ohne Tausenderpunkte und markiert sie mit Meldung als ungültig', () => {
    const gueltig = renderToStaticMarkup(
      createElement(ZahlFeld, { id: 'feld-len', beschriftung: 'Länge', wert: 12345, onWert: ohneAenderung }),
    );
    expect(gueltig).toMatch(/<input[^>]*id="feld-len"/);
    expect(gueltig).toMatch(/<input[^>]*value="12345"/);
    expect(gueltig).not.toContain('p-invalid');

    const ungueltig = renderToStaticMarkup(
      createElement(ZahlFeld, {
        id: 'feld-len',
        beschriftung: 'Länge',
        wert: null,
        meldung: 'Zu groß',
        onWert: ohneAenderung,
      }),
    );
    expect(ungueltig).toMatch(/<input[^>]*class="[^"]*p-invalid/);
    expect(ungueltig).toMatch(/<input[^>]*value=""/);
  });
});
