import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Kontrollkaestchengruppe } from '../src/komponenten/Kontrollkaestchengruppe';
import { Uhrzeitfeld } from '../src/komponenten/Uhrzeitfeld';

const TAGE = ['Mo', 'Di', 'Mi'];

describe('Kontrollkästchengruppe', () => {
  it('ist eine beschriftete Gruppe mit einem beschrifteten Kästchen je Wert', () => {
    const html = renderToStaticMarkup(
      createElement(Kontrollkaestchengruppe, {
        id: 'tage',
        legende: 'Wochentage',
        beschriftungen: TAGE,
        werte: [true, false, true],
        onWerte: () => undefined,
      }),
    );
    expect(html).toMatch(/^<fieldset id="tage"[^>]*><legend>Wochentage<\/legend>/);
    for (const [i, tag] of TAGE.entries()) expect(html).toContain(`<label for="tage-${i}">${tag}</label>`);
    expect(html.match(/aria-checked="true"|checked=""/g)?.length).toBe(2);
  });

  it('zeigt eine Meldung und verweist auf sie', () => {
    const html = renderToStaticMarkup(
      createElement(Kontrollkaestchengruppe, {
        id: 'tage',
        legende: 'Wochentage',
        beschriftungen: TAGE,
        werte: [],
        onWerte: () => undefined,
        meldung: 'Bitte einen Tag wählen',
      }),
    );
    expect(html).toContain('aria-describedby="tage-fehler"');
    expect(html).toContain('<small id="tage-fehler" class="p-error">Bitte einen Tag wählen</small>');
  });
});

describe('Uhrzeitfeld', () => {
  it('zeigt die Zeit des Formulars, beschriftet, mit Auswahlknopf und Platz für die Meldung', () => {
    const html = renderToStaticMarkup(
      createElement(Uhrzeitfeld, {
        id: 'zeit',
        beschriftung: 'Bis Uhrzeit',
        wert: '06:00',
        onWert: () => undefined,
      }),
    );
    expect(html).toContain('<label for="zeit">Bis Uhrzeit</label>');
    expect(html).toMatch(/<input[^>]*id="zeit"[^>]*value="06:00"/);
    expect(html).toContain('aria-label="Uhrzeit auswählen"');
    expect(html).toContain('id="zeit-fehler"');
  });
});
