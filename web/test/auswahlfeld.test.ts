import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuswahlFeld, type AuswahlFeldProps } from '../src/komponenten/AuswahlFeld';

const zeige = (p: AuswahlFeldProps) => renderToStaticMarkup(createElement(AuswahlFeld, p));
const ARTEN = [
  { label: 'Fest', value: 0 },
  { label: 'Getrennt', value: 1 },
];

describe('AuswahlFeld', () => {
  it('beschriftet die fokussierbare Eingabe und behält die ID der Auswahl', () => {
    const html = zeige({ id: 'feld-art', beschriftung: 'Art', value: 1, options: ARTEN });
    expect(html).toContain('<label for="feld-art-eingabe">Art</label>');
    expect(html).toMatch(/<div id="feld-art" class="[^"]*p-dropdown/);
    expect(html).toMatch(/<input id="feld-art-eingabe"[^>]*value="Getrennt"/);
  });

  it('nimmt ein anderes Wertfeld der Optionen', () => {
    const html = zeige({
      id: 'kategorie-status',
      beschriftung: 'Status',
      value: 7,
      options: [{ id: 7, label: 'Storniert' }],
      optionValue: 'id',
    });
    expect(html).toMatch(/<input id="kategorie-status-eingabe"[^>]*value="Storniert"/);
  });

  it('hält in einem geprüften Formular den Platz der Meldung, die die Eingabe beschreibt', () => {
    const gueltig = zeige({ id: 'feld-art', beschriftung: 'Art', options: ARTEN, pruefung: {} });
    expect(gueltig).toContain('<small id="feld-art-eingabe-fehler" class="p-error"');
    expect(gueltig).toMatch(/<input id="feld-art-eingabe"[^>]*aria-describedby="feld-art-eingabe-fehler"/);
    expect(gueltig).not.toContain('p-invalid');

    const ungueltig = zeige({
      id: 'feld-art',
      beschriftung: 'Art',
      options: ARTEN,
      pruefung: { meldung: 'Pflichtfeld' },
    });
    expect(ungueltig).toMatch(/<small id="feld-art-eingabe-fehler"[^>]*>Pflichtfeld<\/small>/);
    expect(ungueltig).toMatch(/<div id="feld-art" class="p-invalid /);
  });

  it('hat als Filter keinen Meldungsplatz', () => {
    const html = zeige({ id: 'monitor-gesellschaft', beschriftung: 'Gesellschaft', options: [] });
    expect(html).not.toContain('<small');
    expect(html).not.toContain('aria-describedby');
  });

  it('steht neben ihrer Beschriftung, wenn sie in einer Werkzeugleiste sitzt', () => {
    const html = zeige({ id: 'f', beschriftung: 'Gesellschaft', options: [], nebeneinander: true });
    expect(html).toMatch(/^<div class="ld-feld ld-feld-nebeneinander">/);
  });
});
