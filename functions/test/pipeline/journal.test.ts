import { describe, expect, it } from 'vitest';
import { hatEintragDesLaufs, mitEintrag } from '../../src/pipeline/verarbeitung/zeile';

describe('Journal einer Zeile: ein Eintrag je Lauf (pipeline/verarbeitung/zeile.ts)', () => {
  const eingelesen = { zeit: '2026-03-02T08:00:00.000Z', text: 'Eingelesen' };
  const ausgewertet = { zeit: '2026-03-02T09:00:00.000Z', text: 'Ausgewertet: Status 1', lauf: 'lauf-1' };

  it('schreibt den Eintrag eines Laufs einmal, auch wenn der Lauf nach einem Eintrag einer Person fortgesetzt wird', () => {
    const einmal = mitEintrag([eingelesen], ausgewertet);
    expect(einmal).toEqual([eingelesen, ausgewertet]);
    const bearbeitet = [...einmal, { zeit: '2026-03-02T09:05:00.000Z', text: 'Zeile bearbeitet' }];
    // Continued later: another time of day, the same run and text — nothing added.
    expect(mitEintrag(bearbeitet, { ...ausgewertet, zeit: '2026-03-02T09:30:00.000Z' })).toEqual(bearbeitet);
    // Another run evaluating the line writes its own entry.
    expect(mitEintrag(einmal, { ...ausgewertet, lauf: 'lauf-2' })).toHaveLength(3);
    expect(hatEintragDesLaufs({ journal: einmal } as never, 'lauf-1')).toBe(true);
    expect(hatEintragDesLaufs({ journal: einmal } as never, 'lauf-2')).toBe(false);
  });

  it('erkennt einen Eintrag ohne Lauf wie bisher am letzten Eintrag mit gleicher Zeit und gleichem Text', () => {
    const ohne = { zeit: '2026-03-02T09:00:00.000Z', text: 'Ausgewertet: Status 1' };
    expect(mitEintrag([eingelesen, ohne], ohne)).toHaveLength(2);
    expect(mitEintrag([eingelesen, ohne], { ...ohne, zeit: '2026-03-02T10:00:00.000Z' })).toHaveLength(3);
  });
});
