/**
 * What people write on BiPRO files (a document's comment, a commission file's Zusatz) and the
 * broker blacklist: no control or bidi characters in free text, and only broker numbers on the
 * blacklist — both refused with a German reason, through the very schemas the routes parse.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blacklistNummern, MELDUNGEN, ROUTEN } from '../src/index';

const meldungen = (schema: z.ZodType | undefined, wert: unknown) => {
  const r = schema!.safeParse(wert);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Freitext auf BiPRO-Dateien', () => {
  const FELDER = [
    ['Kommentar', ROUTEN.dokumentKommentarAendern.body, 'comment'],
    ['Zusatz', ROUTEN.courtageZusatzAendern.body, 'zusatz'],
  ] as const;

  it.each(FELDER)('%s: Steuer- und Richtungszeichen werden abgelehnt', (_, schema, feld) => {
    for (const boese of [
      'rechnung\u202Efdp.exe',
      'a\u0000b',
      'Zeile\nZeile',
      'x\u2066y',
      'a\u001Bb',
      'a\u0085b',
    ]) {
      expect(meldungen(schema, { id: 1, [feld]: boese }), JSON.stringify(boese)).toEqual([
        MELDUNGEN.unzulaessigeZeichen,
      ]);
    }
  });

  it.each(FELDER)('%s: gewöhnlicher Text mit Tab, Umlauten und Zeichen geht durch', (_, schema, feld) => {
    expect(meldungen(schema, { id: 1, [feld]: 'Rückruf bei Fr. Müller\t— 50 % «erledigt»' })).toEqual([]);
  });
});

describe('Makler-Blacklist', () => {
  const abfrage = ROUTEN.maklerBlacklistSpeichern.query;

  it('nimmt Maklernummern, durch Kommas, Leerzeichen, Zeilen oder Semikolons getrennt', () => {
    expect(meldungen(abfrage, { blacklist: ' 10000 ;20001,10000\nMK-77/3 A.1_b' })).toEqual([]);
    expect(meldungen(abfrage, { blacklist: '' })).toEqual([]);
    expect(blacklistNummern(' 10000 ;20001,10000\nMK-77/3')).toEqual(['10000', '20001', 'MK-77/3']);
  });

  it('lehnt alles andere ab und nennt die falschen Einträge', () => {
    const m = meldungen(abfrage, { blacklist: '10000, <script>, 20001; -1, bitte\u202Eweg' });
    expect(m).toEqual([MELDUNGEN.keineMaklernummern(['<script>', '-1', 'bitte\u202Eweg'])]);
    expect(m[0]).toContain('Keine Maklernummer: „<script>“, „-1“, „bitteU+202Eweg“.');
    expect(m[0]).not.toMatch(/\u202E/);
  });

  it('nennt höchstens fünf, gekürzt, und zählt den Rest', () => {
    const falsch = ['a!', 'b!', 'c!', 'd!', 'e!', 'f!', 'g!', `${'x'.repeat(40)}!`];
    const [m] = meldungen(abfrage, { blacklist: falsch.join(' ') });
    expect(m).toContain('„a!“, „b!“, „c!“, „d!“, „e!“ und 3 weitere.');
    expect(MELDUNGEN.keineMaklernummern([`${'x'.repeat(40)}!`])).toContain(`„${'x'.repeat(30)}…“`);
  });
});
