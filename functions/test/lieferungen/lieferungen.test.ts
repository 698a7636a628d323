import { describe, expect, it } from 'vitest';
import { PARAMETER_ALLE, type Benutzer } from '@lieferdesk/shared';
import type { BiproLieferungEintrag } from '../../src/data/repositories/biproLieferungen';
import { lieferungsKriterien, passtZurLieferung } from '../../src/lieferungen/filter';
import { lieferungsZeile } from '../../src/lieferungen/zeile';

const benutzer = (rollen: Benutzer['rollen'], mehr: Partial<Benutzer> = {}): Benutzer => ({
  id: 'u',
  name: 'u',
  rollen,
  struktur: [],
  ...mehr,
});
const jetzt = new Date('2026-11-26T23:30:00Z');
const gesellschaften = [
  { gesellschaftId: 1, name: 'Muster Versicherung AG' },
  { gesellschaftId: 2, name: 'Nordstern Lebensversicherung AG' },
];

const lieferung = (mehr: Partial<BiproLieferungEintrag> = {}): BiproLieferungEintrag => ({
  zugangId: 3,
  transferId: 'L-1',
  extZugangBezeichnung: 'VEMA Muster',
  gesellschaftId: 1,
  maklernr: '20001',
  monat: '2026-11',
  dateStarted: '2026-11-20T08:00:00.000Z',
  ...mehr,
});

const INTERNE_FELDER = [
  'inputZips',
  'abgelegteZipFiles',
  'defekteZipFiles',
  'schonErledigteFiles',
  'numberGeschaeftsvorfallTransfers',
  'numberInkassoTransfers',
  'fehlendeGevoArts',
  'error',
];

describe('Filter der Lieferungen (Reference §2.12, §9)', () => {
  it('liest ohne Zeitraum den letzten Monat bis heute', () => {
    const k = lieferungsKriterien(benutzer(['INTERN']), {}, gesellschaften, jetzt);
    expect(k.zeitraum).toMatchObject({ vonTag: '2026-10-27', bisTag: '2026-11-27' });
    expect(k.zeitraum.monate).toEqual(['2026-10', '2026-11']);
  });

  it('zeigt internen Benutzern alle Lieferungen, Maklern die ihrer Zugänge', () => {
    const makler = (b: Benutzer) => lieferungsKriterien(b, {}, gesellschaften, jetzt).makler;
    expect(makler(benutzer(['INTERN']))).toBeUndefined();
    expect(makler(benutzer(['VIEW_INTERN']))).toBeUndefined();
    expect(makler(benutzer(['EXTERNER_MAKLER'], { maklernr: '20001' }))).toEqual(['20001']);
    expect(makler(benutzer(['FA']))).toEqual([]);
  });

  it('wählt nach Gesellschaft (Name oder Id, PARAMETER_ALLE für alle) und deutschem Tag', () => {
    const admin = benutzer(['INTERN']);
    const k = (gesellschaft?: string) =>
      lieferungsKriterien(
        admin,
        { dateFrom: '2026-11-20', dateTo: '2026-11-20', gesellschaft },
        gesellschaften,
        jetzt,
      );
    expect(k('1').gesellschaft).toBe('Muster Versicherung AG');
    expect(k('Nordstern Lebensversicherung AG').gesellschaft).toBe('Nordstern Lebensversicherung AG');
    expect(k(PARAMETER_ALLE).gesellschaft).toBeUndefined();
    expect(k('').gesellschaft).toBeUndefined();

    expect(passtZurLieferung(lieferung(), 'Muster Versicherung AG', k('1'))).toBe(true);
    expect(passtZurLieferung(lieferung(), 'Muster Versicherung AG', k('2'))).toBe(false);
    expect(passtZurLieferung(lieferung(), 'Muster Versicherung AG', k())).toBe(true);
    const spaet = lieferung({ dateStarted: '2026-11-20T23:30:00.000Z' });
    expect(passtZurLieferung(spaet, 'Muster Versicherung AG', k())).toBe(false);
  });
});

describe('Zeile einer Lieferung (Reference §3 "Delivery", §6)', () => {
  const fertig = lieferung({
    gevoArt: 100007000,
    einstellzeitpunkt: '2026-11-20T07:00:00.000Z',
    dateFinished: '2026-11-20T08:01:00.000Z',
    allInputFiles: 4,
    persistedFiles: 3,
    inputZips: 1,
    defekteZipFiles: 1,
    fehlendeGevoArts: '999',
    error: 'Ein ZIP war defekt',
  });

  it('lässt die internen Felder für andere als interne Benutzer aus der Antwort', () => {
    const z = lieferungsZeile(fertig, 'Muster Versicherung AG', false);
    expect(Object.keys(z).filter((f) => INTERNE_FELDER.includes(f))).toEqual([]);
    expect(z).toMatchObject({
      extZugangBzeichnung: 'VEMA Muster',
      gesellschaft: 'Muster Versicherung AG',
      zugangId: 3,
      transferId: 'L-1',
      gevoArt: 100007000,
      allInputFiles: 4,
      persistedFiles: 3,
      notFoundPolices: 0,
      dateFinished: '2026-11-20T08:01:00.000Z',
    });
  });

  it('zeigt internen Benutzern alle Felder, fehlende Zahlen als 0', () => {
    const z = lieferungsZeile(fertig, 'Muster Versicherung AG', true);
    expect(z).toMatchObject({
      inputZips: 1,
      abgelegteZipFiles: 0,
      defekteZipFiles: 1,
      schonErledigteFiles: 0,
      fehlendeGevoArts: '999',
      error: 'Ein ZIP war defekt',
    });
    // A delivery still being fetched: no end, no message.
    const laufend = lieferungsZeile(lieferung(), '', true);
    expect(laufend).not.toHaveProperty('dateFinished');
    expect(laufend).not.toHaveProperty('error');
    expect(laufend.allInputFiles).toBe(0);
  });
});
