import { Column } from 'primereact/column';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabellenabschnitt } from '../src/pages/zuordnung/Tabellenabschnitt';

describe('Tabellenabschnitt', () => {
  it('benennt den Abschnitt nach seiner Überschrift und zeigt die Tabelle klein im Stil der App', () => {
    const html = renderToStaticMarkup(
      createElement(
        Tabellenabschnitt,
        {
          id: 'vertrag-buchungen',
          titel: 'Buchungen',
          value: [{ zeile: 1, text: 'Courtage' }],
          dataKey: 'zeile',
        },
        createElement(Column, { field: 'text', header: 'Text' }),
      ),
    );
    expect(html).toMatch(
      /^<section class="ld-vorschlaege" aria-labelledby="vertrag-buchungen-titel"><h2 id="vertrag-buchungen-titel" class="ld-karte-titel">Buchungen<\/h2>/,
    );
    expect(html).toMatch(/<div id="vertrag-buchungen" class="[^"]*p-datatable-sm[^"]*"/);
    expect(html).toMatch(/<div id="vertrag-buchungen" class="[^"]*ld-tabelle/);
    expect(html).toContain('Courtage');
  });

  it('zeigt den eigenen Text einer leeren Tabelle', () => {
    const html = renderToStaticMarkup(
      createElement(
        Tabellenabschnitt,
        { id: 'kunde-vertraege', titel: 'Verträge', value: [], emptyMessage: 'Keine Verträge' },
        createElement(Column, { field: 'vsnr', header: 'VSNR' }),
      ),
    );
    expect(html).toContain('Keine Verträge');
  });
});
