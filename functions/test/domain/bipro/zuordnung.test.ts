import { describe, expect, it } from 'vitest';
import type { Kunde, Vertrag } from '../../../src/domain/bestand';
import { ZUORDNUNG_GRUND, zuordnen } from '../../../src/domain/bipro/zuordnung';

const vertrag = (vertragId: number, maklernr: string, geloescht = false): Vertrag =>
  ({
    vertragId,
    maklernr,
    kundennr: vertragId + 1,
    geloescht,
    gesellschaftId: 1,
    vsnr: '4711',
    vsnrNorm: '4711',
    vuNummer: '1',
  }) as Vertrag;
/** Broker M's document with policy number 4711, among these contracts. */
const nachVsnr = (...vertraege: Vertrag[]) =>
  zuordnen({ maklernr: 'M', policeNr: '4711', vertraege, kunden: [] });
const kunde = (kundennr: number, maklernr: string): Kunde =>
  ({ kundennr, maklernr, name: 'X', gesellschaftKundennummern: [] }) as unknown as Kunde;

describe('automatische Zuordnung eines Dokuments', () => {
  it('ein eindeutiger Vertrag des Maklers → zugeordnet (Modus 2) mit Vertrag und Kunde', () => {
    expect(zuordnen({ maklernr: 'M', policeNr: '4711', vertraege: [vertrag(1, 'M')], kunden: [] })).toEqual({
      stand: 2,
      vertragId: 1,
      kundennr: 2,
      kandidaten: [{ vertragId: 1, kundennr: 2, maklernr: 'M', grund: ZUORDNUNG_GRUND.vertrag('4711') }],
    });
  });

  it('gelöschte Verträge zählen nicht; kein Vertrag → offen mit Grund', () => {
    const r = zuordnen({ maklernr: 'M', policeNr: '4711', vertraege: [vertrag(1, 'M', true)], kunden: [] });
    expect(r).toEqual({ stand: 0, kandidaten: [{ grund: ZUORDNUNG_GRUND.vertragNichtGefunden('4711') }] });
  });

  it('zwei Verträge des Maklers → offen, beide als Kandidaten', () => {
    const r = nachVsnr(vertrag(1, 'M'), vertrag(3, 'M'));
    expect(r.stand).toBe(0);
    expect(r.kandidaten.map((k) => k.vertragId)).toEqual([1, 3]);
    expect(r.kandidaten[0]!.grund).toBe(ZUORDNUNG_GRUND.mehrdeutig('4711', 2));
  });

  it('der Vertrag eines anderen Maklers wird nicht genommen und nicht genannt: weder Nummer noch Kunde noch Makler', () => {
    expect(nachVsnr(vertrag(1, 'X'), vertrag(3, 'Y'))).toEqual({
      stand: 0,
      kandidaten: [{ grund: ZUORDNUNG_GRUND.andererMakler('4711') }],
    });
    // Beside the broker's own contract it changes nothing.
    expect(nachVsnr(vertrag(1, 'X'), vertrag(3, 'M'))).toMatchObject({ stand: 2, vertragId: 3 });
  });

  it('ohne Vertrag entscheidet die Partnernummer, wenn sie genau einen Kunden des Maklers nennt', () => {
    expect(
      zuordnen({ maklernr: 'M', partnernummer: 'P1', vertraege: [], kunden: [kunde(9, 'M')] }),
    ).toMatchObject({
      stand: 2,
      kundennr: 9,
    });
    expect(
      zuordnen({ maklernr: 'M', partnernummer: 'P1', vertraege: [], kunden: [kunde(9, 'M'), kunde(8, 'M')] })
        .stand,
    ).toBe(0);
    expect(zuordnen({ maklernr: 'M', partnernummer: 'P1', vertraege: [], kunden: [] })).toEqual({
      stand: 0,
      kandidaten: [{ grund: ZUORDNUNG_GRUND.partnerNichtGefunden('P1') }],
    });
  });

  it('eine Mahnung nur über die Versicherungsscheinnummer: der Kunde der Partnernummer wird vorgemerkt, nicht genommen', () => {
    const mahnung = { maklernr: 'M', partnernummer: 'P1', kunden: [kunde(9, 'M')], mahnung: true };
    expect(zuordnen({ ...mahnung, policeNr: '4711', vertraege: [] })).toEqual({
      stand: 0,
      kandidaten: [
        { grund: ZUORDNUNG_GRUND.vertragNichtGefunden('4711') },
        { kundennr: 9, maklernr: 'M', grund: ZUORDNUNG_GRUND.partner('P1') },
      ],
    });
    expect(zuordnen({ ...mahnung, vertraege: [] })).toEqual({
      stand: 0,
      kandidaten: [
        { grund: ZUORDNUNG_GRUND.mahnungOhneVsnr },
        { kundennr: 9, maklernr: 'M', grund: ZUORDNUNG_GRUND.partner('P1') },
      ],
    });
    // Its contract, once in the portfolio, assigns it as any document.
    expect(zuordnen({ ...mahnung, policeNr: '4711', vertraege: [vertrag(1, 'M')] })).toMatchObject({
      stand: 2,
      vertragId: 1,
    });
  });

  it('ohne Versicherungsschein- und Partnernummer offen mit Grund', () => {
    expect(zuordnen({ maklernr: 'M', vertraege: [], kunden: [] })).toEqual({
      stand: 0,
      kandidaten: [{ grund: ZUORDNUNG_GRUND.keineDaten }],
    });
  });
});
