import { abschnittAuftrag, abschnittErgebnis } from '@lieferdesk/events';
import { leseAbschnitt } from '../pipeline/lesen/abschnitt';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abschnitt lesen" (one Map iteration): AbschnittAuftrag → AbschnittErgebnis. */
export const handler = aufgabe(async (eingabe) =>
  abschnittErgebnis.parse(await leseAbschnitt(abschnittAuftrag.parse(eingabe))),
);
