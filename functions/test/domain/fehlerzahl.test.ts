/**
 * How lines count in their file's counts (functions/src/domain/fehlerzahl.ts): active faulty,
 * active faultless, deferred and not considered lines; changes and deletes as deltas.
 */
import { describe, expect, it } from 'vitest';
import { fehlerzahlAenderung, fehlerzahlDer, fehlerzahlSumme } from '../../src/domain/fehlerzahl';

describe('Fehlerzahl', () => {
  it('zählt aktive Zeilen nach Status, zurückgestellte und nicht berücksichtigte gar nicht', () => {
    expect(fehlerzahlDer({ status: -2, use4Booking: 1 })).toEqual({
      numRowsError: 1,
      numRowsWithoutError: 0,
    });
    expect(fehlerzahlDer({ status: 0, use4Booking: 1 })).toEqual({ numRowsError: 0, numRowsWithoutError: 1 });
    expect(fehlerzahlDer({ status: 3, use4Booking: 1 })).toEqual({ numRowsError: 0, numRowsWithoutError: 1 });
    expect(fehlerzahlDer({ status: -2, use4Booking: 0 })).toEqual({
      numRowsError: 0,
      numRowsWithoutError: 0,
    });
    expect(fehlerzahlDer({ status: 1, use4Booking: -1 })).toEqual({
      numRowsError: 0,
      numRowsWithoutError: 0,
    });
    expect(
      fehlerzahlSumme([
        { status: -7, use4Booking: 1 },
        { status: 1, use4Booking: 1 },
        { status: -9, use4Booking: 0 },
      ]),
    ).toEqual({ numRowsError: 1, numRowsWithoutError: 1 });
  });

  it('Änderungen und Löschungen als Differenz', () => {
    const fehlerhaft = { status: -2, use4Booking: 1 };
    // Edited to a faultless reading, deferred, reactivated, deleted.
    expect(fehlerzahlAenderung([{ vorher: fehlerhaft, nachher: { status: 0, use4Booking: 1 } }])).toEqual({
      numRowsError: -1,
      numRowsWithoutError: 1,
    });
    expect(fehlerzahlAenderung([{ vorher: fehlerhaft, nachher: { ...fehlerhaft, use4Booking: 0 } }])).toEqual(
      {
        numRowsError: -1,
        numRowsWithoutError: 0,
      },
    );
    expect(fehlerzahlAenderung([{ vorher: { ...fehlerhaft, use4Booking: 0 }, nachher: fehlerhaft }])).toEqual(
      {
        numRowsError: 1,
        numRowsWithoutError: 0,
      },
    );
    expect(fehlerzahlAenderung([{ vorher: fehlerhaft }, { vorher: { status: 1, use4Booking: 1 } }])).toEqual({
      numRowsError: -1,
      numRowsWithoutError: -1,
    });
  });
});
