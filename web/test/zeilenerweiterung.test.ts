import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Zeilenerweiterung } from '../src/komponenten/Zeilenerweiterung';

describe('Zeilenerweiterung', () => {
  it('zeigt jede Angabe mit Beschriftung, leere als Strich, Markierung und Test-Id am Wert', () => {
    const html = renderToStaticMarkup(
      createElement(Zeilenerweiterung, {
        testId: 'monitor-erweiterung-7',
        angaben: [
          { label: 'Ende', wert: '25.11.2026 05:58:20', testId: 'ende' },
          { label: 'Benutzer-ID', wert: '' },
          { label: 'Name', wert: 'Muster', klasse: 'ld-gruen', titel: 'stimmt überein' },
        ],
      }),
    );
    expect(html).toContain('<dl class="ld-zeilenerweiterung" data-testid="monitor-erweiterung-7">');
    expect(html).toContain('<dt>Ende</dt><dd data-testid="ende">25.11.2026 05:58:20</dd>');
    expect(html).toContain('<dt>Benutzer-ID</dt><dd>–</dd>');
    expect(html).toContain(
      '<div class="ld-zusatz ld-gruen"><dt>Name</dt><dd title="stimmt überein">Muster</dd>',
    );
  });
});
