/**
 * The download pipeline does not retry what no retry cures: every such error of the job carries
 * a name on the one list the state machine's Retry reads (events/src/abholen.ts).
 */
import { describe, expect, it } from 'vitest';
import { ABHOL_NICHT_WIEDERHOLEN } from '@lieferdesk/events';
import { SperreVerloren } from '../../src/domain/sperreVerloren';
import { LieferungNichtAbholbar } from '../../src/abholung/fehler';
import { OhnePasswort } from '../../src/abholung/zugangsClient';
import { AdresseAbgelehnt } from '../../src/bipro/dienstAdresse';

describe('Fehler, die die Abholstrecke nicht wiederholt', () => {
  it('jeder trägt einen Namen der Liste, und die Liste nennt nur sie', () => {
    const fehler = [
      new SperreVerloren({ zugangId: 1 }),
      new LieferungNichtAbholbar('04003'),
      new OhnePasswort('kein Passwort'),
      new AdresseAbgelehnt('Die Adresse wird nicht aufgerufen'),
    ];
    expect(fehler.map((f) => f.name).sort()).toEqual([...ABHOL_NICHT_WIEDERHOLEN].sort());
  });
});
