/**
 * The page token every list that pages on the server shares (domain/seitenmarke.ts; the
 * workbench's own cases: werkbank/seiten.test.ts): bound to user and search, refused when altered,
 * and the BiPRO lists refuse a foreign token before they read anything.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MELDUNGEN, dokumentFilter, type Benutzer } from '@lieferdesk/shared';
import { seitenmarken } from '../../src/domain/seitenmarke';
import { listenSeite } from '../../src/biproDateien/seite';
import { datenbankFuer } from '../../src/data/datenbank';
import { ganzerMonat, indexVergleich, namensVergleich } from '../../src/data/repositories/biproDateien';

const marken = seitenmarken({ e: z.number().int(), m: z.string().optional(), i: z.number().optional() });
const suche = { filterMode: 0, sortFeld: 'fileName', anzahl: 100 };

describe('Seitenmarke der Listen', () => {
  it('führt denselben Benutzer mit derselben Suche an dieselbe Stelle, auch ohne Teile der Stelle', () => {
    const stand = { e: 200, m: '2026-11', i: 7 };
    expect(marken.lesen('a', suche, marken.schreiben('a', suche, stand))).toEqual(stand);
    const ohne = marken.schreiben('a', suche, { e: 100 });
    expect(marken.lesen('a', { ...suche, seite: ohne }, ohne)).toEqual({ e: 100 });
    // The search's keys in any order, and a field left undefined, are the same search.
    expect(
      marken.lesen('a', { anzahl: 100, sortFeld: 'fileName', filterMode: 0, policeNr: undefined }, ohne),
    ).toEqual({
      e: 100,
    });
  });

  it('weist fremde Benutzer, andere Suchen, andere Sortierungen und jede Änderung zurück', () => {
    const marke = marken.schreiben('a', suche, { e: 100, m: '2026-11', i: 7 });
    const abgelehnt = (benutzer: string, s: object, text: string) =>
      expect(() => marken.lesen(benutzer, s, text)).toThrow(MELDUNGEN.seiteUngueltig);
    abgelehnt('b', suche, marke);
    abgelehnt('a', { ...suche, filterMode: 1 }, marke);
    abgelehnt('a', { ...suche, sortFeld: 'policeNr' }, marke);
    abgelehnt('a', { ...suche, anzahl: 50 }, marke);
    for (let i = 0; i < marke.length; i++)
      abgelehnt('a', suche, marke.slice(0, i) + (marke[i] === 'A' ? 'B' : 'A') + marke.slice(i + 1));
    const inhalt = JSON.parse(Buffer.from(marke, 'base64url').toString('utf8'));
    const mit = (teil: object) => Buffer.from(JSON.stringify({ ...inhalt, ...teil })).toString('base64url');
    abgelehnt('a', suche, mit({ e: 0 }));
    abgelehnt('a', suche, mit({ i: 8 }));
    abgelehnt('a', suche, mit({ extra: 1 }));
    abgelehnt('a', suche, 'kein json');
  });

  it('lässt eine BiPRO-Liste eine fremde Marke ablehnen, bevor sie liest', async () => {
    const benutzer = (id: string): Benutzer => ({ id, name: id, rollen: ['INTERN'], struktur: [] });
    // A database nobody answers at: a read would fail otherwise than with the token's message.
    const db = datenbankFuer('lieferdesk', 'http://127.0.0.1:9');
    const anfrage = dokumentFilter.parse({ filterMode: 0 });
    const fremd = seitenmarken({ e: z.number().int().min(0) }).schreiben('b', anfrage, { e: 100 });
    await expect(
      listenSeite({
        benutzer: benutzer('a'),
        anfrage: { ...anfrage, seite: fremd },
        kriterien: { fach: 'dokument-0', monate: ['2026-11'], von: '2026-11-01', bis: '2026-12-01' },
        passt: () => true,
        alsZeilen: async () => [],
        db,
      }),
    ).rejects.toThrow(MELDUNGEN.seiteUngueltig);
  });
});

describe('Reihenfolge der Listenindizes', () => {
  it('ordnet Zeitpunkte, bei gleichem Zeitpunkt die Nummern als Text wie der Indexschlüssel', () => {
    const t = '2026-11-20T09:00:00.000Z';
    const stellen = [
      { monat: '2026-11', creationDate: t, id: 9 },
      { monat: '2026-11', creationDate: t, id: 123 },
      { monat: '2026-11', creationDate: '2026-11-20T08:59:59.999Z', id: 1000 },
      { monat: '2026-11', creationDate: t, id: 12 },
    ];
    expect([...stellen].sort(indexVergleich).map((s) => s.id)).toEqual([1000, 12, 123, 9]);
  });

  it('ordnet nach Namen wie der Schlüssel des Namensindex: "van der" vor "van", ohne Namen zuerst', () => {
    const t = '2026-11-20T09:00:00.000Z';
    const stelle = (nachname: string | undefined, id: number) => ({
      monat: '2026-11',
      creationDate: t,
      id,
      nachname,
    });
    const sortiert = [stelle('van', 1), stelle('van der berg', 2), stelle(undefined, 3), stelle('muller', 4)]
      .sort(namensVergleich)
      .map((s) => s.id);
    expect(sortiert).toEqual([3, 4, 2, 1]);
  });

  it('erkennt Monate, die der Zeitraum ganz enthält (bis zum Monatsende oder bis heute)', () => {
    const jetzt = new Date('2026-11-29T12:00:00Z');
    // 29.10. to 29.11. (German days): October in part, November up to today.
    const von = '2026-10-28T23:00:00.000Z';
    const bis = '2026-11-29T23:00:00.000Z';
    expect(ganzerMonat('2026-10', von, bis, jetzt)).toBe(false);
    expect(ganzerMonat('2026-11', von, bis, jetzt)).toBe(true);
    // A past month to its last day, and one ending early.
    expect(ganzerMonat('2026-09', '2026-08-31T22:00:00.000Z', '2026-09-30T22:00:00.000Z', jetzt)).toBe(true);
    expect(ganzerMonat('2026-09', '2026-08-31T22:00:00.000Z', '2026-09-29T22:00:00.000Z', jetzt)).toBe(false);
  });
});
