import { describe, expect, it } from 'vitest';
import {
  ansichtsId,
  filterAnfrage,
  ladeZustand,
  speichereZustand,
  standardEntwurf,
  startZustand,
  type FilterEntwurf,
} from '../src/pages/archiv/archiv';

const speicher = () => {
  const daten = new Map<string, string>();
  return {
    daten,
    getItem: (k: string) => daten.get(k) ?? null,
    setItem: (k: string, v: string) => void daten.set(k, v),
  };
};
const HEUTE = new Date(2026, 7, 31, 18, 30);

describe('Filter des BiPRO-Archivs', () => {
  it('beginnt mit den letzten 6 Monaten bis heute und sonst nichts', () => {
    const e = standardEntwurf(HEUTE);
    expect(filterAnfrage(e)).toEqual({ fromDate: '2026-02-28', toDate: '2026-08-31' });
    expect(e).toMatchObject({
      gesellschaftId: null,
      gevoArt: null,
      policeNr: '',
      kundenname: '',
      fileName: '',
    });
  });

  it('schickt nur gefüllte Felder, getrimmt; ein gewählter Tag ist der ganze Zeitraum', () => {
    const e: FilterEntwurf = {
      gesellschaftId: 3,
      zeitraum: [new Date(2026, 4, 10), null],
      policeNr: ' 4711 ',
      kundenname: '',
      gevoArt: 160010000,
      fileName: '  *.pdf',
    };
    expect(filterAnfrage(e)).toEqual({
      gesellschaftId: 3,
      fromDate: '2026-05-10',
      toDate: '2026-05-10',
      policeNr: '4711',
      gevoArt: 160010000,
      fileName: '*.pdf',
    });
    // No range: the server's default (the same 6 months).
    expect(filterAnfrage({ ...e, zeitraum: null, policeNr: '  ' })).toEqual({
      gesellschaftId: 3,
      gevoArt: 160010000,
      fileName: '*.pdf',
    });
  });

  it('liest die Datei-Id der Ansicht nur aus einer Zahl', () => {
    expect(ansichtsId('42')).toBe(42);
    expect(ansichtsId(null)).toBeUndefined();
    expect(ansichtsId('4x')).toBeUndefined();
    expect(ansichtsId('-1')).toBeUndefined();
    expect(ansichtsId('')).toBeUndefined();
  });
});

describe('Zustand des Archivs für die Rückkehr aus der Ansicht', () => {
  it('stellt Filter, Suche und Seite so wieder her, wie sie verlassen wurden', () => {
    const s = speicher();
    const angewandt = { ...standardEntwurf(HEUTE), fileName: 'police*' };
    const entwurf = { ...angewandt, gevoArt: 7, zeitraum: [new Date(2026, 0, 1), new Date(2026, 0, 31)] };
    speichereZustand(s, 'k', { entwurf, angewandt, erste: 200 });
    const z = ladeZustand(s, 'k')!;
    expect(z.erste).toBe(200);
    expect(filterAnfrage(z.angewandt)).toEqual(filterAnfrage(angewandt));
    expect(filterAnfrage(z.entwurf)).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      gevoArt: 7,
      fileName: 'police*',
    });
    // Calendar days, not instants: the evening's date stays that day in every time zone.
    expect(z.entwurf.zeitraum?.[0]?.getDate()).toBe(1);
    expect(startZustand(z, HEUTE)).toBe(z);
  });

  it('merkt die Marken der gesehenen Seiten, damit die Rückkehr dieselbe Seite vom Server holt', () => {
    const s = speicher();
    const e = { ...standardEntwurf(HEUTE), fileName: 'police*' };
    const seiten = { suche: '{"fileName":"police*","anzahl":100}', marken: ['m1', 'm2'] };
    speichereZustand(s, 'k', { entwurf: e, angewandt: e, erste: 200, seiten });
    expect(ladeZustand(s, 'k')).toMatchObject({ erste: 200, seiten });
    // Unusable tokens are left out: the page falls back to the first (useServerSeiten.ts).
    const roh = JSON.parse(s.getItem('k')!) as Record<string, unknown>;
    s.setItem('k', JSON.stringify({ ...roh, seiten: { suche: 1, marken: ['m1'] } }));
    expect(ladeZustand(s, 'k')?.seiten).toBeUndefined();
    s.setItem('k', JSON.stringify({ ...roh, seiten: { suche: 'x', marken: [1] } }));
    expect(ladeZustand(s, 'k')?.seiten).toBeUndefined();
  });

  it('ein als Standard gemerkter Zeitraum kommt als Standard des neuen Tages zurück, auf der ersten Seite', () => {
    const s = speicher();
    const gestern = new Date('2026-03-14T12:00:00Z');
    const heute = new Date('2026-03-15T12:00:00Z');
    const angewandt = { ...standardEntwurf(gestern), fileName: 'police*' };
    const entwurf = { ...angewandt, zeitraum: [new Date(2026, 0, 1), new Date(2026, 0, 31)] };
    const seiten = { suche: 'gestern', marken: ['m1', 'm2'] };
    speichereZustand(s, 'k', { entwurf, angewandt, erste: 200, seiten }, standardEntwurf(gestern));
    const z = ladeZustand(s, 'k', standardEntwurf(heute))!;
    expect(z.seiten).toBeUndefined();
    expect(z.angewandt).toEqual({ ...standardEntwurf(heute), fileName: 'police*' });
    // The range the user picked stays as picked.
    expect(filterAnfrage(z.entwurf)).toMatchObject({ fromDate: '2026-01-01', toDate: '2026-01-31' });
    expect(z.erste).toBe(0);
    // The same day: as it was left, the page too.
    expect(ladeZustand(s, 'k', standardEntwurf(gestern))).toMatchObject({ erste: 200, seiten });
  });

  it('beginnt ohne Brauchbares mit dem Standardfilter auf der ersten Seite', () => {
    const s = speicher();
    expect(ladeZustand(s, 'k')).toBeUndefined();
    s.setItem('kaputt', '{nicht json');
    expect(ladeZustand(s, 'kaputt')).toBeUndefined();
    s.setItem('alt', JSON.stringify({ v: 0, entwurf: {}, angewandt: {}, erste: 0 }));
    expect(ladeZustand(s, 'alt')).toBeUndefined();
    s.setItem('fremd', JSON.stringify({ v: 1, entwurf: { policeNr: 1 }, angewandt: {}, erste: 0 }));
    expect(ladeZustand(s, 'fremd')).toBeUndefined();
    const start = startZustand(undefined, HEUTE);
    expect(start.erste).toBe(0);
    expect(start.angewandt).toEqual(standardEntwurf(HEUTE));
  });

  it('vergisst nur, wenn der Speicher sich weigert', () => {
    const voll = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    const e = standardEntwurf(HEUTE);
    expect(() => speichereZustand(voll, 'k', { entwurf: e, angewandt: e, erste: 0 })).not.toThrow();
  });
});
