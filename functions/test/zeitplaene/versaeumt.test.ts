/**
 * The times a schedule was due while the local stack was down: every time after the last one run
 * up to the restart, as Scheduler runs the expression (in German time, a time the spring change
 * skips none), the latest ones when there are more than the runner starts late.
 */
import { describe, expect, it } from 'vitest';
import { cronAusdruecke } from '../../src/zeitplaene/ausdruck';
import { NACHHOLFRIST_MS, versaeumteZeiten } from '../../src/zeitplaene/versaeumt';

const [TAEGLICH_0630] = cronAusdruecke(['06:30']) as [string];
const iso = (zeiten: Date[]) => zeiten.map((d) => d.toISOString());

describe('versäumte Zeiten eines Zeitplans', () => {
  it('nennt jede Zeit nach der letzten gelaufenen bis zum Neustart, die Grenzen eingeschlossen', () => {
    // 06:30 in June is 04:30 UTC; the stack last ran the 1 June time and restarts on 3 June at it.
    expect(
      iso(
        versaeumteZeiten(TAEGLICH_0630, new Date('2026-06-01T04:30:00Z'), new Date('2026-06-03T04:30:00Z')),
      ),
    ).toEqual(['2026-06-02T04:30:00.000Z', '2026-06-03T04:30:00.000Z']);
  });

  it('nennt keine, wenn bis zum Neustart keine Zeit fällig war', () => {
    expect(
      versaeumteZeiten(TAEGLICH_0630, new Date('2026-06-01T04:31:00Z'), new Date('2026-06-02T04:29:00Z')),
    ).toEqual([]);
    expect(
      versaeumteZeiten(TAEGLICH_0630, new Date('2026-06-01T04:30:00Z'), new Date('2026-06-01T04:30:00Z')),
    ).toEqual([]);
  });

  it('folgt den Wochentagen und der deutschen Uhr; eine von der Umstellung übersprungene Zeit war nicht fällig', () => {
    const [montagDonnerstag] = cronAusdruecke(['06:00'], [true, false, false, true, false, false, false]) as [
      string,
    ];
    expect(
      iso(
        versaeumteZeiten(
          montagDonnerstag,
          new Date('2026-03-22T00:00:00Z'),
          new Date('2026-03-31T00:00:00Z'),
        ),
      ),
    ).toEqual(['2026-03-23T05:00:00.000Z', '2026-03-26T05:00:00.000Z', '2026-03-30T04:00:00.000Z']);
    // 02:30 does not exist on Sunday 29 March 2026 in Germany.
    const [nachts] = cronAusdruecke(['02:30']) as [string];
    expect(
      iso(versaeumteZeiten(nachts, new Date('2026-03-28T02:00:00Z'), new Date('2026-03-30T02:00:00Z'))),
    ).toEqual(['2026-03-30T00:30:00.000Z']);
  });

  it('behält von mehr versäumten Zeiten die letzten', () => {
    expect(
      iso(
        versaeumteZeiten(
          TAEGLICH_0630,
          new Date('2026-06-01T00:00:00Z'),
          new Date('2026-06-10T00:00:00Z'),
          2,
        ),
      ),
    ).toEqual(['2026-06-08T04:30:00.000Z', '2026-06-09T04:30:00.000Z']);
  });

  it('holt einen Download höchstens eine Stunde nach, eine Prüfung einen Monat', () => {
    expect(NACHHOLFRIST_MS).toEqual({ abholen: 3_600_000, interfacelauf: 31 * 86_400_000 });
  });
});
