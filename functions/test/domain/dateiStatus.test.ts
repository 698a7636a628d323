/**
 * The import file's state machine: which work each state allows (a full table of work × state),
 * the state while and after the work, and the states a run works in.
 */
import { describe, expect, it } from 'vitest';
import { VERARBEITUNGS_ARTEN, type VerarbeitungsArt } from '@lieferdesk/events';
import { VERARBEITUNG_TEXTE } from '@lieferdesk/shared';
import {
  DATEI_STATUS,
  inBearbeitung,
  istErneutLesbar,
  istGescheitert,
  istLaufenderStatus,
  istLesendStatus,
  statusDanach,
  STATUS_WAEHREND,
  verweigerung,
  type DateiStatus,
} from '../../src/domain/dateiStatus';

const S = DATEI_STATUS;
const datei = (status: DateiStatus, zeilenGesamt: number | null = 10) => ({
  id: 3,
  status,
  zeilenGesamt: zeilenGesamt ?? undefined,
});

/** Work × state: what may start ('ok'), else why not (g: not read, a: not evaluated, b: booked lines). */
// prettier-ignore
const ERLAUBT: Record<VerarbeitungsArt, Record<DateiStatus, 'ok' | 'g' | 'a' | 'b'>> = {
  auswerten: {
    registered: 'g', reading: 'g', read: 'ok', evaluating: 'ok', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  buchen: {
    registered: 'g', reading: 'g', read: 'a', evaluating: 'a', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  abrechnen: {
    registered: 'g', reading: 'g', read: 'a', evaluating: 'a', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  abrechnenFehlerprotokoll: {
    registered: 'g', reading: 'g', read: 'a', evaluating: 'a', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  buchungenLoeschen: {
    registered: 'g', reading: 'g', read: 'ok', evaluating: 'ok', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  auswertungLoeschen: {
    registered: 'g', reading: 'g', read: 'ok', evaluating: 'ok', evaluated: 'ok', booking: 'ok',
    booked: 'ok', settling: 'ok', settled: 'ok', failed: 'g', refused: 'g',
  },
  dateiLoeschen: {
    registered: 'ok', reading: 'ok', read: 'ok', evaluating: 'ok', evaluated: 'ok', booking: 'b',
    booked: 'b', settling: 'b', settled: 'b', failed: 'ok', refused: 'ok',
  },
};
const TEXT = {
  ok: undefined,
  g: VERARBEITUNG_TEXTE.nichtGelesen(3),
  a: VERARBEITUNG_TEXTE.nichtAusgewertet(3),
  b: VERARBEITUNG_TEXTE.gebuchteZeilen(3),
};

describe('Zustände einer Importdatei', () => {
  it('erlaubt jede Arbeit nur in den Zuständen der Tabelle', () => {
    expect(Object.keys(ERLAUBT).sort()).toEqual([...VERARBEITUNGS_ARTEN].sort());
    for (const art of VERARBEITUNGS_ARTEN) {
      expect(Object.keys(ERLAUBT[art]).sort()).toEqual(Object.values(S).sort());
      for (const status of Object.values(S)) {
        expect(verweigerung(art, datei(status)), `${art} in ${status}`).toBe(TEXT[ERLAUBT[art][status]]);
      }
    }
  });

  it('verweigert die Arbeit an einer Datei ohne Zeilenzahl, außer sie zu löschen', () => {
    expect(verweigerung('auswerten', datei(S.gelesen, null))).toBe(VERARBEITUNG_TEXTE.nichtGelesen(3));
    expect(verweigerung('buchungenLoeschen', datei(S.ausgewertet, null))).toBe(
      VERARBEITUNG_TEXTE.nichtGelesen(3),
    );
    expect(verweigerung('dateiLoeschen', datei(S.abgelehnt, null))).toBeUndefined();
  });

  it('setzt während der Arbeit ihren laufenden Zustand; die Löschungen behalten ihn', () => {
    expect(STATUS_WAEHREND).toEqual({
      auswerten: S.wertetAus,
      buchen: S.bucht,
      abrechnen: S.rechnetAb,
      abrechnenFehlerprotokoll: S.rechnetAb,
    });
    for (const s of Object.values(STATUS_WAEHREND)) expect(istLaufenderStatus(s)).toBe(true);
  });

  it('setzt den Zustand danach', () => {
    expect(statusDanach('auswerten', S.wertetAus, 0)).toBe(S.ausgewertet);
    expect(statusDanach('buchen', S.bucht, 0)).toBe(S.gebucht);
    expect(statusDanach('abrechnen', S.rechnetAb, 0)).toBe(S.abgerechnet);
    expect(statusDanach('abrechnenFehlerprotokoll', S.rechnetAb, 0)).toBe(S.abgerechnet);
    expect(statusDanach('buchungenLoeschen', S.abgerechnet, 0)).toBe(S.ausgewertet);
    expect(statusDanach('buchungenLoeschen', S.bucht, 0)).toBe(S.ausgewertet);
    expect(statusDanach('buchungenLoeschen', S.gelesen, 0)).toBeUndefined();
    expect(statusDanach('auswertungLoeschen', S.ausgewertet, 0)).toBe(S.gelesen);
    expect(statusDanach('auswertungLoeschen', S.gebucht, 4)).toBeUndefined();
    expect(statusDanach('dateiLoeschen', S.ausgewertet, 2)).toBeUndefined();
  });

  it('kennt die Zustände, in denen ein Lauf arbeitet, und die Datei nur mit Sperre in Bearbeitung', () => {
    const laufend = Object.values(S).filter(istLaufenderStatus).sort();
    expect(laufend).toEqual([S.registriert, S.liest, S.wertetAus, S.bucht, S.rechnetAb].sort());
    expect(inBearbeitung({ status: S.wertetAus, sperre: 'lauf' })).toBe(true);
    // Without its lock the run died: aborted, not in processing.
    expect(inBearbeitung({ status: S.wertetAus })).toBe(false);
    expect(inBearbeitung({ status: S.gelesen, sperre: 'lauf' })).toBe(false);
  });

  it('liest nur registrierte und lesende Dateien; eine abgelehnte nie wieder', () => {
    expect(Object.values(S).filter(istLesendStatus).sort()).toEqual([S.liest, S.registriert]);
    expect(Object.values(S).filter(istGescheitert).sort()).toEqual([S.fehlgeschlagen, S.abgelehnt]);
    expect(Object.values(S).filter((s) => !istErneutLesbar(s))).toEqual([S.abgelehnt]);
  });
});
