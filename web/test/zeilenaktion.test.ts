import type { ButtonProps } from 'primereact/button';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ZeilenAktion, type ZeilenAktionProps } from '../src/komponenten/ZeilenAktion';

/** The button as the action builds it (the action has no state: its element is its output). */
const knopf = (p: ZeilenAktionProps) => (ZeilenAktion(p) as ReactElement<ButtonProps>).props;

describe('ZeilenAktion', () => {
  it('nennt sich mit ihrem Label und zeigt es links als Tooltip', () => {
    const p = knopf({ label: 'Bearbeiten', icon: 'pi pi-pencil', onClick: () => undefined, testId: 't' });
    expect(p['aria-label']).toBe('Bearbeiten');
    expect(p.tooltip).toBe('Bearbeiten');
    expect(p.tooltipOptions).toEqual({ position: 'left' });
    expect((p as Record<string, unknown>)['data-testid']).toBe('t');
  });

  it('öffnet den Tooltip in der ersten Spalte nach rechts', () => {
    expect(knopf({ label: 'Öffnen', icon: 'pi pi-id-card', vorn: true }).tooltipOptions).toEqual({
      position: 'right',
    });
  });

  it('sagt gesperrt im Tooltip, warum, auch auf dem gesperrten Knopf', () => {
    const p = knopf({
      label: 'Neuer Vertrag',
      icon: 'pi pi-plus',
      disabled: true,
      hinweis: 'Nicht hier',
      vorn: true,
    });
    expect(p.tooltip).toBe('Neuer Vertrag: Nicht hier');
    expect(p.tooltipOptions).toEqual({ position: 'right', showOnDisabled: true });
    expect(p['aria-label']).toBe('Neuer Vertrag');
    expect(p.disabled).toBe(true);
  });
});
