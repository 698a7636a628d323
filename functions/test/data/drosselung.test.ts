/**
 * The DynamoDB client's retries (functions/src/data/drosselung.ts): throttling waited out for a
 * minute, other transient failures a few times, client errors never.
 */
import { describe, expect, it } from 'vitest';
import {
  DROSSEL_GEDULD_MS,
  geduldigeWiederholung,
  istGedrosselt,
  WEITERE_VERSUCHE,
} from '../../src/data/drosselung';

/** Retries granted for errors of `errorType` until the strategy refuses, the clock moved by `schritt` ms each. */
async function gewaehrt(errorType: string, schritt: number): Promise<number> {
  let uhr = 0;
  const s = geduldigeWiederholung(() => uhr);
  let marke = await s.acquireInitialRetryToken('dynamodb');
  for (let n = 0; n < 10_000; n++) {
    try {
      marke = await s.refreshRetryTokenForRetry(marke, { errorType });
    } catch {
      return n;
    }
    expect(marke.getRetryDelay()).toBeLessThanOrEqual(5000);
    uhr += schritt;
  }
  throw new Error('hört nie auf');
}

describe('Wiederholungen des DynamoDB-Clients', () => {
  it('wartet Drosselung eine Minute lang ab, so viele Versuche das sind', async () => {
    expect(await gewaehrt('THROTTLING', 1000)).toBe(DROSSEL_GEDULD_MS / 1000);
    expect(await gewaehrt('THROTTLING', 100)).toBe(DROSSEL_GEDULD_MS / 100);
  });

  it('wiederholt andere vorübergehende Fehler wenige Male, Fehler der Anfrage nie', async () => {
    expect(await gewaehrt('TRANSIENT', 10)).toBe(WEITERE_VERSUCHE);
    expect(await gewaehrt('SERVER_ERROR', 10)).toBe(WEITERE_VERSUCHE);
    expect(await gewaehrt('CLIENT_ERROR', 10)).toBe(0);
  });

  it('erkennt Drosselung auch in einem eingewickelten Fehler', () => {
    const aws = Object.assign(new Error('over'), { name: 'ProvisionedThroughputExceededException' });
    expect(istGedrosselt(aws)).toBe(true);
    expect(istGedrosselt(new Error('ElectroDB', { cause: aws }))).toBe(true);
    expect(istGedrosselt(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBe(
      false,
    );
    expect(istGedrosselt('ThrottlingException')).toBe(false);
  });
});
