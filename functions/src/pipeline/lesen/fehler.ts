/**
 * Why a task of the read pipeline stops. The error's `name` becomes the Lambda's errorType and
 * so the Step Functions error name; both end in "Lesen fehlgeschlagen", which records the text.
 * A run that lost the file's lock throws the domain's `SperreVerloren` (domain/sperreVerloren.ts),
 * which the download pipeline shares.
 */
import { LESE_TEXTE } from '@lieferdesk/shared';
import type { LeseFehler } from '@lieferdesk/events';

/**
 * The file cannot be read at all (refused by the interface's pre-file check, not well-formed
 * XML, an unusable definition, too many lines). Deterministic: a retry would fail the same way.
 */
export class DateiAbgelehnt extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DateiAbgelehnt';
  }
}

/** The file record of the run is missing (deleted while the run was on its way). */
export class DateiFehlt extends Error {
  constructor(readonly dateiId: number) {
    super(LESE_TEXTE.dateiNichtGefunden(dateiId));
    this.name = 'DateiFehlt';
  }
}

/**
 * The text of a failure as the Catch hands it over: a Lambda's Cause is the JSON of the thrown
 * error ({errorType, errorMessage, trace}); a state's own errors (States.Timeout …) carry at
 * most a plain text, for which `texte` words it (the read pipeline's by default).
 */
export function fehlerText(
  fehler: LeseFehler['fehler'],
  texte: { unbekannt: string; zeit: string } = {
    unbekannt: LESE_TEXTE.unbekannterFehler,
    zeit: LESE_TEXTE.zeitueberschreitung,
  },
): string {
  const { Error: name, Cause: ursache } = fehler;
  if (ursache) {
    try {
      const inhalt = JSON.parse(ursache) as { errorMessage?: unknown };
      if (typeof inhalt.errorMessage === 'string' && inhalt.errorMessage) return inhalt.errorMessage;
    } catch {
      // not JSON: the cause is the text
    }
    return ursache;
  }
  if (name === 'States.Timeout' || name === 'States.HeartbeatTimeout') return texte.zeit;
  return name ? `${texte.unbekannt} (${name})` : texte.unbekannt;
}
