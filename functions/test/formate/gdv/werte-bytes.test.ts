import { describe, expect, it } from 'vitest';
import {
  gdvDatum,
  gdvDatumAusBytes,
  impliziteDezimalzahl,
  impliziteDezimalzahlAusBytes,
  mitVorzeichen,
  mitVorzeichenByte,
  text,
  textAusBytes,
} from '../../../src/formate/werte';

/** Every string of the alphabet up to the length, and a fixed set of longer cases. */
function alle(alphabet: string[], bisLaenge: number): string[] {
  let stufe = [''];
  const ergebnis = [''];
  for (let n = 1; n <= bisLaenge; n++) {
    stufe = stufe.flatMap((s) => alphabet.map((z) => s + z));
    ergebnis.push(...stufe);
  }
  return ergebnis;
}

/** The text placed inside other bytes, so offsets other than 0 are exercised too. */
const eingebettet = (t: string) => {
  const bytes = Buffer.from(`#${t}#`, 'latin1');
  return [bytes, 1, 1 + t.length] as const;
};

describe('Byte-Varianten von werte.ts: dasselbe Ergebnis wie die Text-Varianten', () => {
  it('textAusBytes ≡ text', () => {
    const faelle = [
      ...alle([' ', 'a', 'ü', '\t', '\u00a0', '1'], 4),
      'Kitzelpfütze     ',
      '  59999999999',
      'ABCDEFGHIJ  ',
    ];
    for (const t of faelle) expect(textAusBytes(...eingebettet(t)), JSON.stringify(t)).toBe(text(t));
  });

  it('impliziteDezimalzahlAusBytes ≡ impliziteDezimalzahl', () => {
    const faelle = [
      ...alle(['0', '7', ' ', '-', '+', 'x', '\u00a0'], 5),
      '000001234567',
      '00000012345-',
      '   12   ',
      '- 12',
      '12 -',
      '1 2',
      '0000000000000000001234', // beyond 15 digits
      '99999999999999999999',
      '123456789012345',
      '1234567890123456',
    ];
    for (const t of faelle)
      for (const n of [0, 2, 5])
        expect(impliziteDezimalzahlAusBytes(...eingebettet(t), n), `${JSON.stringify(t)} ${n}`).toEqual(
          impliziteDezimalzahl(t, n),
        );
    expect(
      Object.is(impliziteDezimalzahlAusBytes(...eingebettet('000-'), 2), impliziteDezimalzahl('000-', 2)),
    ).toBe(true);
  });

  it('gdvDatumAusBytes ≡ gdvDatum', () => {
    const faelle = [
      ...alle(['0', '1', '2', '9', ' '], 4),
      '22072004',
      '00072004',
      '00002004',
      '072004',
      '2004',
      '31022004',
      '29022024',
      '29022023',
      '29021900',
      '29022000',
      '29020004', // Date.UTC reads years 0–99 as 1900–1999: 1904 is a leap year
      '29020000', // … and 1900 is not
      '31042004',
      '31122004',
      '32012004',
      '01132004',
      '22002004',
      '2207200A',
      ' 22072004',
      '22072004 ',
      '220720',
      '2207200',
      '00000000',
      '        ',
    ];
    for (const t of faelle)
      expect(gdvDatumAusBytes(...eingebettet(t)), JSON.stringify(t)).toEqual(gdvDatum(t));
    // Every day of a leap and a common year, and the impossible ones around them.
    for (const jahr of ['2023', '2024', '0000', '0004', '1900'])
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const t = `${String(d).padStart(2, '0')}${String(m).padStart(2, '0')}${jahr}`;
          expect(gdvDatumAusBytes(...eingebettet(t)), t).toEqual(gdvDatum(t));
        }
  });

  it('mitVorzeichenByte ≡ mitVorzeichen', () => {
    for (const betrag of [12.5, 0, null])
      for (const z of [' ', '+', '-', 'x', '\t', '\u00a0', '0'])
        expect(mitVorzeichenByte(betrag, z.charCodeAt(0)), `${betrag} ${JSON.stringify(z)}`).toEqual(
          mitVorzeichen(betrag, z),
        );
  });
});
