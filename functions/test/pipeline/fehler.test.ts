/**
 * The processing pipeline does not retry a run that lost its file: every such error carries a
 * name on the one list the state machine's Retry reads (events/src/verarbeitung.ts).
 */
import { describe, expect, it } from 'vitest';
import { VERARBEITUNGS_NICHT_WIEDERHOLEN } from '@lieferdesk/events';
import { SperreVerloren } from '../../src/domain/sperreVerloren';
import { DateiFehlt } from '../../src/pipeline/lesen/fehler';

describe('Fehler, die die Verarbeitungsstrecke nicht wiederholt', () => {
  it('jeder trägt einen Namen der Liste, und die Liste nennt nur sie', () => {
    const fehler = [new SperreVerloren({ dateiId: 7 }), new DateiFehlt(7)];
    expect(fehler.map((f) => f.name).sort()).toEqual([...VERARBEITUNGS_NICHT_WIEDERHOLEN].sort());
  });
});
