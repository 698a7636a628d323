import { ROUTEN, ZUORDNUNG_TEXTE as T, type VertragsAnsicht } from '@lieferdesk/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { Bestandsseite } from '../src/pages/bestand/Bestandsseite';

/** What the page uses of a contract (the cache holds no more). */
type Vertrag = Pick<VertragsAnsicht, 'vertragId' | 'geloescht'>;

/** The page at `adresse`, the contract 7 already in SWR's cache (no request in a static render). */
function zeige(adresse: string, vertrag: Vertrag) {
  const seite = createElement(Bestandsseite<typeof ROUTEN.vertragLaden>, {
    route: ROUTEN.vertragLaden,
    parameter: 'id',
    anfrage: (id: number) => ({ id }),
    titel: T.vertragTitel,
    fehlerTestId: 'vertrag-fehler',
    kennzeichen: (d) => (d.geloescht ? 'GELÖSCHT' : null),
    children: (d) => `Vertrag ${d.vertragId} geladen`,
  });
  const cache = { [unstable_serialize([ROUTEN.vertragLaden.id, { id: 7 }, null])]: vertrag };
  return renderToStaticMarkup(
    createElement(
      SWRConfig,
      { value: { fallback: cache } },
      createElement(
        MemoryRouter,
        { initialEntries: [adresse] },
        createElement(Routes, null, createElement(Route, { path: '/vertrag/:id', element: seite })),
      ),
    ),
  );
}

describe('Bestandsseite', () => {
  it('lädt den Datensatz der Nummer aus der Adresse und sagt, dass die Seite nur zum Lesen ist', () => {
    const html = zeige('/vertrag/7', { vertragId: 7, geloescht: false });
    expect(html).toContain(`<h1 class="ld-titel">${T.vertragTitel(7)}</h1>`);
    expect(html).toContain(
      `<div class="ld-werkzeugleiste"><span class="ld-leise">${T.nurLesen}</span></div>`,
    );
    expect(html).toContain('Vertrag 7 geladen');
  });

  it('zeigt die Kennzeichen des Datensatzes vor dem Hinweis', () => {
    const html = zeige('/vertrag/7', { vertragId: 7, geloescht: true });
    expect(html).toContain(`<div class="ld-werkzeugleiste">GELÖSCHT<span class="ld-leise">`);
  });

  it('fragt ohne gültige Nummer in der Adresse nichts und sagt es', () => {
    const html = zeige('/vertrag/abc', { vertragId: 7, geloescht: false });
    expect(html).toContain(T.ungueltigeNummer);
    expect(html).toContain('data-testid="vertrag-fehler"');
    expect(html).not.toContain('geladen');
  });
});
