import { describe, expect, it } from 'vitest';
import { lieferinhaltZaehlen, type GelieferterInhalt } from '../../../src/domain/bipro/lieferinhalt';

const datei = (d: Partial<GelieferterInhalt['dateien'][number]> = {}) => ({ transfer: 0, ...d });

describe('Inhalt einer Lieferung (Referenz §3 „Delivery“)', () => {
  it('zählt die gelieferten Dateien, auch die nicht lesbaren', () => {
    const z = lieferinhaltZaehlen({
      transfers: [{}],
      dateien: [datei(), datei({ fehler: 'kein gültiges Base64' }), datei()],
    });
    expect(z.allInputFiles).toBe(3);
  });

  it('trennt Geschäftsvorfälle von Inkasso (GeVo-Art 140…), in 3, 6 oder 9 Stellen geliefert', () => {
    const z = lieferinhaltZaehlen({
      transfers: [
        { artId: '140012020' },
        { artId: '140' },
        { artId: '100007000' },
        { artId: '999010' },
        // No or an unusable GeVo type: a business transaction, not collection.
        {},
        { artId: 'x14' },
      ],
      dateien: [],
    });
    expect(z).toMatchObject({ numberInkassoTransfers: 2, numberGeschaeftsvorfallTransfers: 4 });
  });

  it('zählt ein ZIP je Transfer und Namen einmal, defekt, wenn eine seiner Dateien nicht gelesen wurde', () => {
    const z = lieferinhaltZaehlen({
      transfers: [{}, {}],
      dateien: [
        datei({ zip: 'a.zip' }),
        datei({ zip: 'a.zip' }),
        // The same name in another transfer is another archive.
        datei({ transfer: 1, zip: 'a.zip', fehler: 'das ZIP lässt sich nicht entpacken' }),
        datei({ transfer: 1, zip: 'b.zip' }),
        datei(),
      ],
    });
    expect(z).toMatchObject({ inputZips: 3, defekteZipFiles: 1, allInputFiles: 5 });
  });

  it('eine leere Antwort zählt überall null', () => {
    expect(lieferinhaltZaehlen({ transfers: [], dateien: [] })).toEqual({
      allInputFiles: 0,
      numberGeschaeftsvorfallTransfers: 0,
      numberInkassoTransfers: 0,
      inputZips: 0,
      defekteZipFiles: 0,
    });
  });
});
