import { describe, expect, it } from 'vitest';
import { MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { DEMO_GESELLSCHAFTEN } from '../../../infra/local/demo/stammdaten';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';
import { passtZumFilter } from '../../src/domain/dateiauswahl';
import {
  gesellschaftDerDatei,
  gesellschaftsOptionen,
  istUnbekannteGesellschaft,
  passtZurGesellschaft,
  unbekannteGesellschaft,
} from '../../src/domain/gesellschaftAusDatei';

const gesellschaften = DEMO_GESELLSCHAFTEN;
const aus = (vuNummern: (string | null | undefined)[], bisher?: string) =>
  gesellschaftDerDatei({ bisher, vuNummern, gesellschaften });

describe('Gesellschaft einer Datei', () => {
  it('die Demo-Stammdaten kennen die VU-Nummer der GDV-Musterdatei', () => {
    expect(aus([MUSTERDATEI.vuNummer])).toEqual({ gesellschaft: 'Muster Versicherung AG', unbekannt: [] });
  });

  it('eine bekannte VU-Nummer: die Gesellschaft, deren Nummer sie ist — als Kennung verglichen', () => {
    expect(aus(['5501'])).toEqual({ gesellschaft: 'Nordstern Lebensversicherung AG', unbekannt: [] });
    expect(aus(['05501 '])).toEqual({ gesellschaft: 'Nordstern Lebensversicherung AG', unbekannt: [] });
    expect(aus(['at 0417'])).toEqual({ gesellschaft: 'Alpenland Versicherung AG', unbekannt: [] });
  });

  it('eine unbekannte VU-Nummer wird als solche gezeigt, nie als leere Gesellschaft', () => {
    expect(aus(['8817'])).toEqual({ gesellschaft: '8817 (unbekannt)', unbekannt: ['8817'] });
    // As delivered (leading zeros kept), blanks around removed.
    expect(aus([' 042 '])).toEqual({ gesellschaft: '042 (unbekannt)', unbekannt: ['042'] });
  });

  it('die gewählte Gesellschaft oder die des Interfaces bleibt, was die Datei auch nennt', () => {
    expect(aus(['9999'], 'Nordstern Lebensversicherung AG')).toEqual({
      gesellschaft: 'Nordstern Lebensversicherung AG',
      unbekannt: [],
    });
    expect(aus(['8817'], 'Rheinische Sachversicherung AG').gesellschaft).toBe(
      'Rheinische Sachversicherung AG',
    );
  });

  it('aus unbekannten Nummern gemacht: beim erneuten Lesen wieder nachgeschlagen', () => {
    expect(aus(['9999'], '9999 (unbekannt)').gesellschaft).toBe('Muster Versicherung AG');
    expect(aus([], '9999 (unbekannt)').gesellschaft).toBe('9999 (unbekannt)');
  });

  it('ohne Wahl, eigene Gesellschaft des Interfaces und VU-Nummer: keine', () => {
    expect(aus([])).toEqual({ unbekannt: [] });
    expect(aus([null, undefined, ' '])).toEqual({ unbekannt: [] });
  });

  it('mehrere Pakete: jede Nummer einmal, die Gesellschaften in der Reihenfolge der Datei', () => {
    expect(aus(['9999', '09999', '9999']).gesellschaft).toBe('Muster Versicherung AG');
    expect(aus(['9999', '1111', '5501', '1111'])).toEqual({
      gesellschaft: 'Muster Versicherung AG / 1111 (unbekannt) / Nordstern Lebensversicherung AG',
      unbekannt: ['1111'],
    });
  });

  it('erkennt den Text einer unbekannten Nummer', () => {
    expect(unbekannteGesellschaft('9999')).toBe('9999 (unbekannt)');
    expect(istUnbekannteGesellschaft('9999 (unbekannt)')).toBe(true);
    expect(istUnbekannteGesellschaft('Muster Versicherung AG / 1111 (unbekannt)')).toBe(true);
    expect(istUnbekannteGesellschaft('Muster Versicherung AG')).toBe(false);
    expect(istUnbekannteGesellschaft(undefined)).toBe(false);
  });
});

describe('Gesellschaftsfilter', () => {
  it('findet die Gesellschaft als Ganzes und jede einer Datei mehrerer Gesellschaften', () => {
    expect(passtZurGesellschaft('Muster Versicherung AG', 'muster versicherung ag')).toBe(true);
    expect(passtZurGesellschaft('9999 (unbekannt)', '9999 (unbekannt)')).toBe(true);
    expect(passtZurGesellschaft('9999 (unbekannt)', '9999')).toBe(false);
    const mehrere = 'Muster Versicherung AG / 1111 (unbekannt)';
    expect(passtZurGesellschaft(mehrere, 'Muster Versicherung AG')).toBe(true);
    expect(passtZurGesellschaft(mehrere, '1111 (unbekannt)')).toBe(true);
    expect(passtZurGesellschaft(mehrere, 'Nordstern Lebensversicherung AG')).toBe(false);
    expect(passtZurGesellschaft(undefined, 'Muster Versicherung AG')).toBe(false);
  });

  it('die Dateiauswahl von Monitor und Werkbank filtert danach', () => {
    const datei = {
      id: 1,
      fileName: 'x.gdv',
      gesellschaft: 'Muster Versicherung AG / 8817 (unbekannt)',
      modus: 1,
      status: DATEI_STATUS.gelesen,
      dateFrom: '2026-01-01T08:00:00.000Z',
    };
    const k = { modus: 1 as const, sichtbarkeit: { alle: true as const } };
    expect(passtZumFilter(datei, { ...k, gesellschaft: '8817 (unbekannt)' })).toBe(true);
    expect(passtZumFilter(datei, { ...k, gesellschaft: 'Muster Versicherung AG' })).toBe(true);
    expect(passtZumFilter(datei, { ...k, gesellschaft: 'Alpenland Versicherung AG' })).toBe(false);
  });

  it('die Auswahl: die Gesellschaften nach Namen, dann jede unbekannte Nummer', () => {
    expect(gesellschaftsOptionen(gesellschaften, ['8817', '042', '8817', '10000'])).toEqual([
      { label: 'Alpenland Versicherung AG', value: '4' },
      { label: 'Muster Versicherung AG', value: '1' },
      { label: 'Nordstern Lebensversicherung AG', value: '2' },
      { label: 'Rheinische Sachversicherung AG', value: '3' },
      { label: '042 (unbekannt)', value: '042 (unbekannt)' },
      { label: '8817 (unbekannt)', value: '8817 (unbekannt)' },
      { label: '10000 (unbekannt)', value: '10000 (unbekannt)' },
    ]);
  });
});
