import { describe, expect, it } from 'vitest';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';
import {
  abbruchGrund,
  fortsetzung,
  laufAbgebrochen,
  sperreAbgelaufen,
  SPERRE_GUELTIG_MINUTEN,
  type LaufDatei,
} from '../../src/domain/laufAbbruch';
import { deutscheZeit } from '../../src/zeitangabe';

const jetzt = new Date('2026-03-02T10:00:00.000Z');
const vor = (minuten: number) => new Date(jetzt.getTime() - minuten * 60_000).toISOString();
const lesend = (aenderung: Partial<LaufDatei> = {}): LaufDatei => ({
  status: DATEI_STATUS.liest,
  sperre: 'lauf-1',
  lauf: 'lauf-1',
  gesperrtAm: vor(30),
  lebtAm: vor(1),
  interfaceId: 100,
  ...aenderung,
});
const auftrag = (laufId: string) => ({
  laufId,
  art: 'auswerten',
  benutzer: 'admin',
  struktur: ['10001'],
  beginn: vor(30),
});

describe('Ein Lauf, der stehen blieb (domain/laufAbbruch.ts)', () => {
  it('gilt als abgebrochen, wenn er sich länger als die Zeit der Sperre nicht meldete', () => {
    expect(sperreAbgelaufen(lesend(), jetzt)).toBe(false);
    expect(sperreAbgelaufen(lesend({ lebtAm: vor(SPERRE_GUELTIG_MINUTEN - 1) }), jetzt)).toBe(false);
    expect(sperreAbgelaufen(lesend({ lebtAm: vor(SPERRE_GUELTIG_MINUTEN + 1) }), jetzt)).toBe(true);
    // Without a heartbeat, the lock's time counts from when it was taken.
    expect(sperreAbgelaufen(lesend({ lebtAm: undefined }), jetzt)).toBe(true);
    // An earlier run's heartbeat is older than the next run's lock: that lock counts.
    expect(sperreAbgelaufen(lesend({ lebtAm: vor(60), gesperrtAm: vor(1) }), jetzt)).toBe(false);
    // A lock without a readable time is never declared stopped.
    expect(sperreAbgelaufen(lesend({ lebtAm: undefined, gesperrtAm: undefined }), jetzt)).toBe(false);
    expect(sperreAbgelaufen(lesend({ sperre: undefined, lebtAm: vor(60) }), jetzt)).toBe(false);
  });

  it('nennt den Grund: kein Lebenszeichen seit …, sonst den vermerkten', () => {
    const still = lesend({ lebtAm: vor(20) });
    expect(laufAbgebrochen(still, jetzt)).toBe(true);
    expect(abbruchGrund(still, jetzt)).toBe(LESE_TEXTE.abbruch.keinLebenszeichen(deutscheZeit(vor(20))));
    const vermerkt = lesend({ sperre: undefined, fehler: LESE_TEXTE.abbruch.stackBeendet });
    expect(laufAbgebrochen(vermerkt, jetzt)).toBe(true);
    expect(abbruchGrund(vermerkt, jetzt)).toBe(LESE_TEXTE.abbruch.stackBeendet);
    expect(abbruchGrund(lesend(), jetzt)).toBeUndefined();
  });

  it('setzt ein Einlesen als denselben Lauf fort — abgebrochen, ohne Sperre oder fehlgeschlagen', () => {
    expect(fortsetzung(lesend(), jetzt)).toBeUndefined();
    const erwartet = { strecke: 'lesen', laufId: 'lauf-1', schnittstelleId: 100 };
    expect(fortsetzung(lesend({ lebtAm: vor(16) }), jetzt)).toEqual(erwartet);
    expect(fortsetzung(lesend({ sperre: undefined }), jetzt)).toEqual(erwartet);
    expect(fortsetzung(lesend({ sperre: undefined, status: DATEI_STATUS.fehlgeschlagen }), jetzt)).toEqual(
      erwartet,
    );
    expect(fortsetzung(lesend({ sperre: undefined, status: DATEI_STATUS.abgelehnt }), jetzt)).toBeUndefined();
    expect(fortsetzung(lesend({ sperre: undefined, status: DATEI_STATUS.gelesen }), jetzt)).toBeUndefined();
    expect(fortsetzung(lesend({ sperre: undefined, lauf: undefined }), jetzt)).toBeUndefined();
  });

  it('setzt eine Verarbeitung mit dem fort, womit sie gestartet wurde — nur den letzten Lauf der Datei', () => {
    const wertetAus = lesend({ status: DATEI_STATUS.wertetAus, laufAuftrag: auftrag('lauf-1') });
    expect(fortsetzung(wertetAus, jetzt)).toBeUndefined();
    const erwartet = {
      strecke: 'verarbeiten',
      laufId: 'lauf-1',
      art: 'auswerten',
      benutzer: 'admin',
      struktur: ['10001'],
      beginn: vor(30),
    };
    expect(fortsetzung({ ...wertetAus, lebtAm: vor(16) }, jetzt)).toEqual(erwartet);
    expect(fortsetzung({ ...wertetAus, sperre: undefined, fehler: 'Zeitüberschreitung' }, jetzt)).toEqual(
      erwartet,
    );
    // The order of an earlier run says nothing about the last one.
    expect(
      fortsetzung({ ...wertetAus, sperre: undefined, laufAuftrag: auftrag('lauf-0') }, jetzt),
    ).toBeUndefined();
    // A finished run leaves nothing to continue; a delete that failed keeps the status it found.
    const fertig = { ...wertetAus, status: DATEI_STATUS.ausgewertet, sperre: undefined };
    expect(laufAbgebrochen(fertig, jetzt)).toBe(false);
    expect(fortsetzung(fertig, jetzt)).toBeUndefined();
    const loeschen = { ...fertig, laufAuftrag: { ...auftrag('lauf-1'), art: 'dateiLoeschen' }, fehler: 'x' };
    expect(laufAbgebrochen(loeschen, jetzt)).toBe(true);
    expect(fortsetzung(loeschen, jetzt)).toMatchObject({ strecke: 'verarbeiten', art: 'dateiLoeschen' });
  });
});
