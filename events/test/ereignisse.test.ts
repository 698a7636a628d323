import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  abholPlan,
  abholStart,
  ABSCHNITT_ZEILEN,
  interfacelaufStart,
  exportStart,
  lieferungAuftrag,
  HOECHSTE_DATEIZEILEN,
  abschnittAuftrag,
  leseAbschluss,
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
    // A chunk of a GDV file read from its own bytes, the reader resumed inside the first package.
    const chunk = abschnittAuftrag.parse(beispiel('abschnitt-lesen.json'));
    expect(chunk.abschnitt.ab?.stand.vorsatz).toEqual({ byte: 0, laenge: 514, zeile: 1 });
    expect(
      abschnittAuftrag.safeParse({
        ...chunk,
        abschnitt: { ...chunk.abschnitt, ab: { von: 5, bis: 5, stand: {} } },
      }).success,
    ).toBe(false);
    // Every machine names its input schema; the samples fit them.
    expect(STRECKEN.verarbeiten.start.parse(verarbeitung)).toEqual(verarbeitung);
    expect(STRECKEN.lesen.start.parse(start)).toEqual(start);
  });
  it('die Beispiele der Abholstrecke und der Interfacelaufpruefung passen zu ihren Schemas', () => {
    const abholung = abholStart.parse(beispiel('abholstrecke-start.json'));
    expect(abholung).toEqual(beispiel('abholstrecke-start.json'));
    expect(STRECKEN.abholen.start.parse(abholung)).toEqual(abholung);
    // One shipment's iteration: the run's fields and one shipment of its plan.
    const lieferung = lieferungAuftrag.parse(beispiel('lieferung-abholen.json'));
    expect(lieferung).toMatchObject(abholung);
    expect(abholPlan.parse({ abschnitte: [lieferung.abschnitt], weitere: false }).abschnitte).toHaveLength(1);
    const pruefung = interfacelaufStart.parse(beispiel('interfacelaufpruefung-start.json'));
    expect(STRECKEN.interfacelauf.start.parse(pruefung)).toEqual(pruefung);
    // The samples are what they claim: a start without its access or planned run is refused.
    expect(abholStart.safeParse({ ...abholung, zugangId: undefined }).success).toBe(false);
    expect(interfacelaufStart.safeParse({ ...pruefung, interfacelaufId: 0 }).success).toBe(false);
  });
  it('das Beispiel der Exportstrecke passt zu ihrem Schema; ein Benutzer ohne Rolle aus ROLLEN nicht', () => {
    const export_ = exportStart.parse(beispiel('exportstrecke-start.json'));
    expect(export_).toEqual(beispiel('exportstrecke-start.json'));
    expect(STRECKEN.export.start.parse(export_)).toEqual(export_);
    const benutzer = { ...export_.benutzer, rollen: ['ADMIN'] };
    expect(exportStart.safeParse({ ...export_, benutzer }).success).toBe(false);
    expect(exportStart.safeParse({ ...export_, grenze: 0 }).success).toBe(false);
  });
  it('ein Plan für die größte erlaubte Datei passt mit den Ergebnissen in einen Zustand (256 KB)', () => {
    const abschnitte = Array.from({ length: HOECHSTE_DATEIZEILEN / ABSCHNITT_ZEILEN }, (_, nr) => ({
      nr,
      zeileVon: nr * ABSCHNITT_ZEILEN + 1,
      zeileBis: (nr + 1) * ABSCHNITT_ZEILEN,
      // Widest realistic values: 10-digit offsets, a decided encoding, an open package.
      ab: {
        von: 1_000_000_000 + nr * 514_000,
        bis: 1_000_514_000 + nr * 514_000,
        stand: {
          kodierung: 'ISO-8859-1' as const,
          pakete: 1,
          vorsatz: { byte: 1_000_999_000, laenge: 771, zeile: 1_999_999 },
        },
      },
    }));
    const start = leseStart.parse(beispiel('lesestrecke-start.json'));
    const abschluss = leseAbschluss.parse({
      ...start,
      plan: { zeilen: HOECHSTE_DATEIZEILEN, abschnitte },
      ergebnisse: abschnitte.map((a) => ({ nr: a.nr, zeilen: ABSCHNITT_ZEILEN, fehlerhaft: 1999 })),
    });
    expect(Buffer.byteLength(JSON.stringify(abschluss))).toBeLessThan(256 * 1024);
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

  it('weist mit zods eigenen Meldungen auf Deutsch ab, auch wenn nur die Ereignisse geladen sind', () => {
    const ohneBucket = leseStart.safeParse({ dateiId: 1, key: 'k', schnittstelleId: 1, laufId: 'x' });
    expect(ohneBucket.error?.issues.map((i) => i.message)).toEqual([
      'Ungültige Eingabe: erwartet string, erhalten undefined',
    ]);
  });
});
