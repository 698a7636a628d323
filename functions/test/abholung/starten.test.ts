import { describe, expect, it } from 'vitest';
import {
  ABHOL_ABKLINGZEIT_MS,
  abholLaufId,
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
