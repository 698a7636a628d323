import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiFehler } from '../src/api/client';
import { Fehlerleiste, type FehlerleisteProps } from '../src/komponenten/Fehlerleiste';

const zeige = (p: FehlerleisteProps) => renderToStaticMarkup(createElement(Fehlerleiste, p));

/** The retry button as the bar builds it (the bar has no state: its element tree is its output). */
function erneutKnopf(p: FehlerleisteProps): ReactElement<{ onClick(): void }> | undefined {
  const leiste = Fehlerleiste(p) as ReactElement<{ children: ReactNode }>;
  return Children.toArray(leiste.props.children).find(
    (k): k is ReactElement<{ onClick(): void }> => isValidElement(k) && k.type === Button,
  );
}

describe('Fehlerleiste', () => {
  it('nennt, was fehlschlug, und den Grund des Servers', () => {
    const html = zeige({
      fehler: new ApiFehler(500, 'Tabelle nicht erreichbar'),
      einleitung: MELDUNGEN.sucheFehler,
    });
    expect(html).toContain(`${MELDUNGEN.sucheFehler} Tabelle nicht erreichbar`);
    expect(html).toContain('role="alert"');
  });

  it('zeigt einen eigenen Text statt des Fehlers und trägt die Test-ID der Leiste', () => {
    const html = zeige({
      fehler: new ApiFehler(404, 'nicht gefunden'),
      text: 'Keine gültige Nummer',
      testId: 'kunde-fehler',
    });
    expect(html).toContain('Keine gültige Nummer');
    expect(html).not.toContain('nicht gefunden');
    expect(html).toMatch(/^<div[^>]*data-testid="kunde-fehler"/);
  });

  it('bietet »Erneut versuchen« nur an, wenn der Host es kann, und fragt dann erneut', () => {
    expect(zeige({ fehler: new Error('x') })).not.toContain(MELDUNGEN.erneutVersuchen);
    expect(erneutKnopf({ fehler: new Error('x') })).toBeUndefined();

    const onErneut = vi.fn();
    expect(zeige({ fehler: new Error('x'), onErneut })).toContain(MELDUNGEN.erneutVersuchen);
    erneutKnopf({ fehler: new Error('x'), onErneut })?.props.onClick();
    expect(onErneut).toHaveBeenCalledOnce();
  });
});
