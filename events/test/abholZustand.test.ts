/**
 * The download run's state stays below Step Functions' 256 KiB, whatever the insurer lists: the
 * largest state a run can reach is built from the code's own limits — a full plan of shipments
 * whose every field is as long as allowed and made of 3-byte characters, the run's fields at
 * their longest, a failure's Cause at Step Functions' 32,768 characters — and measured as UTF-8
 * JSON, as Step Functions measures it. (aws-local-stepfunctions does not enforce the limit.)
 */
import { describe, expect, it } from 'vitest';
import {
  ABHOL_PLAN_HOECHSTBYTES,
  HOECHSTE_LIEFERUNGEN_JE_LAUF,
  LIEFERUNG_LAENGEN,
  abholAbschluss,
  abholFehler,
  abholStart,
  lieferungAusfall,
  planBegrenzen,
  type AbholLieferung,
} from '@lieferdesk/events';

const GRENZE = 256 * 1024;
/** Step Functions cuts an error's Cause at this many characters, its name at 256. */
const CAUSE_ZEICHEN = 32_768;
const ERROR_ZEICHEN = 256;

const bytes = (wert: unknown) => new TextEncoder().encode(JSON.stringify(wert)).length;
/** `n` characters of 3 bytes each in UTF-8 (JSON does not escape them). */
const lang = (n: number) => '€'.repeat(n);

const start = abholStart.parse({
  zugangId: Number.MAX_SAFE_INTEGER,
  laufId: lang(abholStart.shape.laufId.maxLength!),
  anlass: 'fortsetzung',
});
const fehler = { Error: lang(ERROR_ZEICHEN), Cause: lang(CAUSE_ZEICHEN) };

function gelistet(anzahl: number): AbholLieferung[] {
  return Array.from({ length: anzahl }, (_, i) => ({
    id: `${i}`.padEnd(LIEFERUNG_LAENGEN.id, '€'),
    kategorie: lang(LIEFERUNG_LAENGEN.kategorie),
    einstellzeitpunkt: lang(LIEFERUNG_LAENGEN.einstellzeitpunkt),
  }));
}

describe('Zustand der Abholstrecke', () => {
  it('ein Plan hält höchstens HOECHSTE_LIEFERUNGEN_JE_LAUF Lieferungen und ABHOL_PLAN_HOECHSTBYTES, der Rest ist „weitere“', () => {
    const kurz = Array.from({ length: HOECHSTE_LIEFERUNGEN_JE_LAUF + 1 }, (_, i) => ({
      id: `L${i}`,
      kategorie: '100007000',
    }));
    const plan = planBegrenzen(kurz);
    expect(plan.abschnitte).toEqual(kurz.slice(0, HOECHSTE_LIEFERUNGEN_JE_LAUF));
    expect(plan.weitere).toBe(true);
    expect(planBegrenzen(kurz.slice(0, HOECHSTE_LIEFERUNGEN_JE_LAUF))).toMatchObject({ weitere: false });
    // A lower limit (the environment's, functions/src/abholung/planen.ts) holds the same way.
    expect(planBegrenzen(kurz.slice(0, 3), 2)).toEqual({ abschnitte: kurz.slice(0, 2), weitere: true });
    expect(planBegrenzen(kurz.slice(0, 2), 2)).toEqual({ abschnitte: kurz.slice(0, 2), weitere: false });

    const gross = planBegrenzen(gelistet(HOECHSTE_LIEFERUNGEN_JE_LAUF));
    expect(gross.weitere).toBe(true);
    expect(gross.abschnitte.length).toBeGreaterThan(0);
    expect(bytes(gross.abschnitte)).toBeLessThanOrEqual(ABHOL_PLAN_HOECHSTBYTES);
  });

  it('der größte Zustand eines Laufs bleibt unter 256 KiB', () => {
    const plan = planBegrenzen(gelistet(HOECHSTE_LIEFERUNGEN_JE_LAUF * 2));
    // After "Abholung vorbereiten", and the finish step's input (the Map's output is discarded).
    const nachPlan = abholAbschluss.parse({ ...start, plan });
    // A failure caught on the Map or the finish step: the plan with the error beside it.
    const gescheitert = { ...nachPlan, fehler };
    expect(abholFehler.parse(gescheitert).fehler.Cause).toHaveLength(CAUSE_ZEICHEN);
    // One iteration that failed: its shipment and the error.
    const iteration = lieferungAusfall.parse({ ...start, abschnitt: plan.abschnitte[0], fehler });
    // What the Map gathers before discarding it: one `null` per shipment (the tasks answer nothing).
    const mapErgebnis = plan.abschnitte.map(() => null);
    for (const zustand of [nachPlan, gescheitert, iteration, mapErgebnis])
      expect(bytes(zustand)).toBeLessThan(GRENZE);
    expect(bytes(gescheitert)).toBeGreaterThan(ABHOL_PLAN_HOECHSTBYTES);
  });
});
