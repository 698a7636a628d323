import { describe, expect, it } from 'vitest';
import { gezeigterZugang, hinzufuegenPfad, listePfad } from '../src/pages/gesellschaftZugang/pfade';

describe('Gesellschaften zu Zugängen: Adressen und gezeigter Zugang', () => {
  it('trägt den Zugang kodiert in der Abfrage, ohne Zugang keine', () => {
    expect(hinzufuegenPfad('VEMA Nord')).toBe(
      '/intern/gesellschaft-hinzufuegen?extZugangBezeichnung=VEMA+Nord',
    );
    expect(new URL(hinzufuegenPfad(' A&B=ü '), 'http://x').searchParams.get('extZugangBezeichnung')).toBe(
      'A&B=ü',
    );
    expect(listePfad()).toBe('/intern/bipro/gesellschaft-zugang');
    expect(listePfad('  ')).toBe('/intern/bipro/gesellschaft-zugang');
    expect(listePfad('VEMA')).toBe('/intern/bipro/gesellschaft-zugang?extZugangBezeichnung=VEMA');
  });

  it('zeigt den genannten Zugang, sonst den des Servers (die Zeilen), sonst keinen', () => {
    const zeilen = [{ extZugangBezeichnung: 'Degenia' }];
    expect(gezeigterZugang(' VEMA ', zeilen)).toBe('VEMA');
    expect(gezeigterZugang(null, zeilen)).toBe('Degenia');
    expect(gezeigterZugang('  ', zeilen)).toBe('Degenia');
    expect(gezeigterZugang(null, [])).toBe('');
    expect(gezeigterZugang(null, undefined)).toBe('');
  });
});
