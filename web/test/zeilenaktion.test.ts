import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ZeilenAktion, type ZeilenAktionProps } from '../src/komponenten/ZeilenAktion';

/** The button as the action builds it (the action has no state: its element is its output). */
const knopf = (p: ZeilenAktionProps) =>
  (ZeilenAktion(p) as ReactElement<ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string }>)
    .props;

describe('ZeilenAktion', () => {
  it('nennt sich mit ihrem Label und zeigt es als Tooltip', () => {
    const p = knopf({ label: 'Bearbeiten', icon: 'pi pi-pencil', onClick: () => undefined, testId: 't' });
    expect(p['aria-label']).toBe('Bearbeiten');
    expect(p.title).toBe('Bearbeiten');
    expect(p['data-testid']).toBe('t');
    expect(p.className).toContain('p-button-icon-only');
  });

  it('sagt gesperrt im Tooltip, warum, auch auf dem gesperrten Knopf', () => {
    const p = knopf({ label: 'Neuer Vertrag', icon: 'pi pi-plus', disabled: true, hinweis: 'Nicht hier' });
    expect(p.title).toBe('Neuer Vertrag: Nicht hier');
    expect(p['aria-label']).toBe('Neuer Vertrag');
    expect(p.disabled).toBe(true);
    expect(p.className).toContain('p-disabled');
  });

  it('trägt die Farbe seiner Bedeutung', () => {
    expect(knopf({ label: 'Löschen', icon: 'pi pi-trash', severity: 'danger' }).className).toContain(
      'p-button-danger',
    );
  });
});
