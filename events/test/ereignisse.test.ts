import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  abschnittAuftrag,
  leseStart,
  objektSchluessel,
  s3Benachrichtigung,
  STRECKEN,
  verarbeitungsAuftrag,
  verarbeitungsStart,
} from '../src';

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
    const verarbeitung = verarbeitungsStart.parse(beispiel('verarbeitungsstrecke-start.json'));
    expect(
      verarbeitungsAuftrag.parse({ ...verarbeitung, abschnitt: { nr: 1, zeileVon: 2001, zeileBis: 4000 } })
        .art,
    ).toBe('auswerten');
    // Every machine names its input schema; the samples fit them.
    expect(STRECKEN.verarbeiten.start.parse(verarbeitung)).toEqual(verarbeitung);
    expect(STRECKEN.lesen.start.parse(start)).toEqual(start);
  });
  it('dekodiert S3-Schlüssel und weist Unvollständiges ab', () => {
    expect(objektSchluessel('eingang/Courtage+M%C3%A4rz.csv')).toBe('eingang/Courtage März.csv');
    expect(s3Benachrichtigung.safeParse({ Records: [] }).success).toBe(false);
    expect(
      leseStart.safeParse({ dateiId: 0, bucket: 'b', key: 'k', schnittstelleId: 1, laufId: 'x' }).success,
    ).toBe(false);
    // The Map copies every field by path: struktur must be there, if empty.
    expect(
      verarbeitungsStart.safeParse({ art: 'buchen', dateiId: 1, laufId: 'x', benutzer: 'admin' }).success,
    ).toBe(false);
    expect(
      verarbeitungsStart.safeParse({ art: 'drucken', dateiId: 1, laufId: 'x', benutzer: 'a', struktur: [] })
        .success,
    ).toBe(false);
  });
});
