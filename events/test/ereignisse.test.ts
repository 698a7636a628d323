import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abschnittAuftrag, leseStart, objektSchluessel, s3Benachrichtigung } from '../src';

const beispiel = (name: string) =>
  JSON.parse(readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8'));

describe('Ereignisse', () => {
  it('die Beispiele passen zu ihren Schemas', () => {
    expect(s3Benachrichtigung.parse(beispiel('s3-objekt-angelegt.json')).Records[0]?.s3.object.key).toBe(
      'eingang/musterdatei_041222.txt',
    );
    const start = leseStart.parse(beispiel('lesestrecke-start.json'));
    expect(
      abschnittAuftrag.parse({ ...start, abschnitt: { nr: 0, zeileVon: 1, zeileBis: 2000 } }).abschnitt.nr,
    ).toBe(0);
  });
  it('dekodiert S3-Schlüssel und weist Unvollständiges ab', () => {
    expect(objektSchluessel('eingang/Courtage+M%C3%A4rz.csv')).toBe('eingang/Courtage März.csv');
    expect(s3Benachrichtigung.safeParse({ Records: [] }).success).toBe(false);
    expect(
      leseStart.safeParse({ dateiId: 0, bucket: 'b', key: 'k', schnittstelleId: 1, laufId: 'x' }).success,
    ).toBe(false);
  });
});
