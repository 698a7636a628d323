import { describe, expect, it } from 'vitest';
import { MELDUNGEN } from '@lieferdesk/shared';
import {
  uhrzeitAngebote,
  uhrzeitEingabe,
  uhrzeitMeldung,
  uhrzeitPruefen,
  uhrzeitStart,
} from '../src/komponenten/uhrzeit';

describe('Uhrzeit: Eingabe mit Doppelpunkten', () => {
  it('setzt den Doppelpunkt vor die dritte und fünfte Ziffer', () => {
    expect(uhrzeitEingabe('0')).toBe('0');
    expect(uhrzeitEingabe('08')).toBe('08');
    expect(uhrzeitEingabe('083')).toBe('08:3');
    expect(uhrzeitEingabe('0830')).toBe('08:30');
    expect(uhrzeitEingabe('08301', { mitSekunden: true })).toBe('08:30:1');
    expect(uhrzeitEingabe('083015', { mitSekunden: true })).toBe('08:30:15');
  });

  it('hört bei der längsten erlaubten Form auf', () => {
    expect(uhrzeitEingabe('083015')).toBe('08:30');
    expect(uhrzeitEingabe('08301599', { mitSekunden: true })).toBe('08:30:15');
  });

  it('übernimmt Eingefügtes ("0800", "8.00 Uhr", "08:00") und lässt Buchstaben weg', () => {
    expect(uhrzeitEingabe('0800')).toBe('08:00');
    expect(uhrzeitEingabe('08:00')).toBe('08:00');
    expect(uhrzeitEingabe('ab12cd')).toBe('12');
    expect(uhrzeitEingabe('Uhr')).toBe('');
  });

  it('behält einen getippten Doppelpunkt nach einstelliger Stunde', () => {
    expect(uhrzeitEingabe('7:')).toBe('7:');
    expect(uhrzeitEingabe('7:5')).toBe('7:5');
    expect(uhrzeitEingabe('7:05')).toBe('7:05');
    expect(uhrzeitEingabe('08:30:', { mitSekunden: true })).toBe('08:30:');
    expect(uhrzeitEingabe('08:30:')).toBe('08:30');
  });
});

describe('Uhrzeit: Grenzen beim Tippen und Einfügen', () => {
  it('23:59:59 ist die letzte Zeit, 24:00 wird getippt, aber nicht genommen', () => {
    expect(uhrzeitEingabe('235959', { mitSekunden: true })).toBe('23:59:59');
    expect(uhrzeitPruefen(uhrzeitEingabe('235959', { mitSekunden: true }), { mitSekunden: true })).toBe(
      '23:59:59',
    );
    expect(uhrzeitEingabe('2400')).toBe('24:00');
    expect(uhrzeitPruefen(uhrzeitEingabe('2400'))).toBeUndefined();
  });

  it('7:5 bleibt stehen, ist aber keine Zeit; 7:05 schon', () => {
    expect(uhrzeitEingabe('7:5')).toBe('7:5');
    expect(uhrzeitPruefen(uhrzeitEingabe('7:5'))).toBeUndefined();
    expect(uhrzeitPruefen(uhrzeitEingabe('7:05'))).toBe('07:05');
  });

  it('eingefügtes "0800" und "08:00 Uhr" sind 08:00; Buchstaben allein nichts', () => {
    expect(uhrzeitPruefen(uhrzeitEingabe('0800'))).toBe('08:00');
    expect(uhrzeitPruefen(uhrzeitEingabe('08:00 Uhr'))).toBe('08:00');
    expect(uhrzeitPruefen(uhrzeitEingabe('acht Uhr'))).toBeUndefined();
  });
});

describe('Uhrzeit: gültig oder nicht', () => {
  it('nimmt die Grenzen 00:00, 23:59, 23:59:59 und eine einstellige Stunde', () => {
    expect(uhrzeitPruefen('00:00')).toBe('00:00');
    expect(uhrzeitPruefen('23:59')).toBe('23:59');
    expect(uhrzeitPruefen('23:59:59', { mitSekunden: true })).toBe('23:59:59');
    expect(uhrzeitPruefen('7:05')).toBe('07:05');
  });

  it('weist 24:00, 7:5, 12:60, 12:00:60, Buchstaben und Sekunden ohne Erlaubnis ab', () => {
    for (const falsch of ['24:00', '7:5', '12:60', '12:', 'ab:cd', '', '0800'])
      expect(uhrzeitPruefen(falsch), falsch).toBeUndefined();
    expect(uhrzeitPruefen('12:00:60', { mitSekunden: true })).toBeUndefined();
    expect(uhrzeitPruefen('23:59:59')).toBeUndefined();
  });
});

describe('Uhrzeit: Auswahl', () => {
  it('bietet Viertelstunden von 00:00 bis 23:45 an', () => {
    const angebote = uhrzeitAngebote();
    expect(angebote).toHaveLength(96);
    expect(angebote.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(angebote.at(-1)).toBe('23:45');
  });

  it('öffnet bei 08:00, sonst bei der Zeit des Feldes oder der Viertelstunde davor', () => {
    const angebote = uhrzeitAngebote();
    expect(uhrzeitStart('', angebote)).toBe('08:00');
    expect(uhrzeitStart('24:00', angebote)).toBe('08:00');
    expect(uhrzeitStart('06:00', angebote)).toBe('06:00');
    expect(uhrzeitStart('06:10:30', angebote)).toBe('06:00');
  });
});

describe('Uhrzeit: die Meldung nennt das Format, das das Feld nimmt', () => {
  it('ohne Sekunden HH:MM, mit Sekunden HH:MM oder HH:MM:SS', () => {
    expect(uhrzeitMeldung()).toBe(MELDUNGEN.uhrzeitOhneSekundenUngueltig);
    expect(uhrzeitMeldung()).not.toContain('SS');
    expect(uhrzeitMeldung({ mitSekunden: true })).toBe(MELDUNGEN.uhrzeitUngueltig);
  });
});
