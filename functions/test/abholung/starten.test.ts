import { describe, expect, it } from 'vitest';
import {
  ABHOL_ABKLINGZEIT_MS,
  abholLaufId,
  abholungLaeuft,
  fortsetzungsLaufId,
  startSperre,
} from '../../src/abholung/starten';
import { ausfuehrungsName } from '../../src/pipeline/starter';

const T = new Date('2026-11-20T08:01:30.000Z');
const spaeter = (ms: number) => new Date(T.getTime() + ms);

describe('Start einer Abholung', () => {
  it('sperrt, solange ein Lauf den Zugang hält, und bis die Abklingzeit nach dem letzten Start vorbei ist', () => {
    expect(startSperre({}, T)).toBeUndefined();
    expect(startSperre({ sperre: 'x', sperreSeit: T.toISOString() }, spaeter(60_000))).toEqual({
      art: 'laeuft',
    });
    const gestartet = { letzterStart: T.toISOString() };
    expect(startSperre(gestartet, spaeter(ABHOL_ABKLINGZEIT_MS - 1))).toEqual({
      art: 'abklingend',
      bis: spaeter(ABHOL_ABKLINGZEIT_MS),
    });
    expect(startSperre(gestartet, spaeter(ABHOL_ABKLINGZEIT_MS))).toBeUndefined();
  });

  it('sagt „läuft“ vom Start bis zum Ende des Laufs, und nach einem Start ohne Lauf nur für die Abklingzeit', () => {
    const gestartet = { letzterStart: T.toISOString() };
    expect(abholungLaeuft({}, T)).toBe(false);
    // Started, plan not yet locked: running, though no lock is held.
    expect(abholungLaeuft(gestartet, spaeter(1_000))).toBe(true);
    expect(
      abholungLaeuft({ ...gestartet, sperre: 'x', sperreSeit: T.toISOString() }, spaeter(10 * 60_000)),
    ).toBe(true);
    // Ended after its start: not running, even within the cool-down.
    expect(
      abholungLaeuft({ ...gestartet, letzterLaufEnde: spaeter(30_000).toISOString() }, spaeter(60_000)),
    ).toBe(false);
    // The last run ended before this start: this one is still under way.
    expect(
      abholungLaeuft({ ...gestartet, letzterLaufEnde: spaeter(-60_000).toISOString() }, spaeter(60_000)),
    ).toBe(true);
    // A start whose run never came does not stay "running".
    expect(abholungLaeuft(gestartet, spaeter(ABHOL_ABKLINGZEIT_MS))).toBe(false);
  });

  it('benennt den Lauf einer Person nach Zugang und Minute, eine Fortsetzung nach ihrem Vorgänger', () => {
    expect(abholLaufId(17, 'neustart', T)).toBe('neustart-17-20261120T0801');
    expect(abholLaufId(17, 'neustart', spaeter(29_999))).toBe(abholLaufId(17, 'neustart', T));
    expect(abholLaufId(17, 'neustart', spaeter(30_000))).not.toBe(abholLaufId(17, 'neustart', T));
    const folge = fortsetzungsLaufId(17, 'neustart-17-20261120T0801');
    expect(folge).toBe(fortsetzungsLaufId(17, 'neustart-17-20261120T0801'));
    expect(fortsetzungsLaufId(17, folge)).not.toBe(folge);
    // Both are execution names as they are.
    for (const id of [abholLaufId(17, 'neustart', T), folge]) expect(ausfuehrungsName(id)).toBe(id);
  });
});
