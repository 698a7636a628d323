import { interfacelaufStart } from '@lieferdesk/events';
import { interfacelaufPruefen } from '../interfacelaeufe/pruefung';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Interfacelauf pruefen": InterfacelaufStart → InterfacelaufErgebnis. */
export const handler = aufgabe(async (eingabe) => interfacelaufPruefen(interfacelaufStart.parse(eingabe)));
