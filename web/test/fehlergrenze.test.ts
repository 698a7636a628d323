import { MELDUNGEN } from '@lieferdesk/shared';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Fehlergrenze } from '../src/Fehlergrenze';
import { fehlerAnzeige, istNeueVersion } from '../src/fehlergrenze';

/** What the boundary draws after `fehler` broke its children (React calls the same two steps). */
function nachFehler(fehler: unknown, neuLaden = () => {}) {
  const grenze = new Fehlergrenze({ children: createElement('p', null, 'Seite'), neuLaden });
  grenze.state = Fehlergrenze.getDerivedStateFromError(fehler);
  return grenze.render() as ReactElement;
}

describe('Fehlergrenze: welche Meldung', () => {
  it('erkennt ein nicht mehr ladbares Seitenmodul nach einem Deploy in jedem Browser', () => {
    const chunkFehler = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    for (const fehler of [
      new TypeError(
        'Failed to fetch dynamically imported module: https://lieferdesk.example/assets/KategorienSeite-a1b2c3.js',
      ),
      new TypeError('error loading dynamically imported module: https://lieferdesk.example/assets/x.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/datenimport-d4e5f6.css'),
      chunkFehler,
    ]) {
      expect(istNeueVersion(fehler), fehler.message).toBe(true);
      expect(fehlerAnzeige(fehler)).toEqual({ neueVersion: true, text: MELDUNGEN.neueVersion });
    }
  });

  it('nennt jeden anderen Fehler einen Fehler der Seite', () => {
    for (const fehler of [
      new TypeError("Cannot read properties of undefined (reading 'rows')"),
      new Error('Failed to fetch'),
      'ein String',
      undefined,
      null,
    ]) {
      expect(istNeueVersion(fehler)).toBe(false);
      expect(fehlerAnzeige(fehler)).toEqual({ neueVersion: false, text: MELDUNGEN.seiteFehler });
    }
  });
});

describe('Fehlergrenze: was sie zeigt', () => {
  it('zeigt ihren Inhalt, solange nichts fehlschlägt', () => {
    const html = renderToStaticMarkup(
      createElement(Fehlergrenze, null, createElement('p', null, 'Seiteninhalt')),
    );
    expect(html).toBe('<p>Seiteninhalt</p>');
  });

  it('zeigt nach einem Fehler die Meldung und »Neu laden« statt einer leeren Seite', () => {
    const html = renderToStaticMarkup(nachFehler(new TypeError('x is undefined')));
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-art="fehler"');
    expect(html).toContain(MELDUNGEN.seiteFehler);
    expect(html).toContain(`<span class="p-button-label">${MELDUNGEN.neuLaden}</span>`);
    expect(html).not.toContain('Seite</p>');
  });

  it('bietet nach einem Deploy ausdrücklich die neue Version an', () => {
    const html = renderToStaticMarkup(nachFehler(new TypeError('Importing a module script failed.')));
    expect(html).toContain('data-art="neue-version"');
    expect(html).toContain(MELDUNGEN.neueVersion);
    expect(html).toContain(MELDUNGEN.neuLaden);
  });

  it('lädt auf »Neu laden« die Anwendung neu', () => {
    const neuLaden = vi.fn();
    const anzeige = nachFehler(new Error('kaputt'), neuLaden) as ReactElement<{ children: ReactElement[] }>;
    const knopf = anzeige.props.children.find((k) => k.type === 'button') as ReactElement<{
      onClick(): void;
    }>;
    knopf.props.onClick();
    expect(neuLaden).toHaveBeenCalledOnce();
  });
});
