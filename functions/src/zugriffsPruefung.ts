/**
 * A check every DynamoDB request, S3 request, pipeline start, schedule change and secret access
 * of this process passes first. In AWS none is installed: IAM grants each function what its
 * route declares and refuses the rest. The local stack has no IAM, so its API adapter installs a
 * check that holds each route's handler to the route's declared access (`Route.zugriff`) — the
 * API tests then prove the declarations the IAM grants are built from.
 */
import type { Strecke } from '@lieferdesk/events';

export type Zugriffsversuch =
  | { dienst: 'dynamodb'; befehl: string }
  | { dienst: 's3'; befehl: string; bucket?: string; key?: string; quelle?: string }
  | { dienst: 'strecke'; strecke: Strecke }
  | { dienst: 'zeitplan'; befehl: 'setzen' | 'loeschen'; name: string }
  | { dienst: 'geheimnis'; befehl: 'setzen' | 'lesen' | 'loeschen'; name: string };

/** Throws to refuse the attempt. */
export type Zugriffspruefung = (versuch: Zugriffsversuch) => void;

let pruefung: Zugriffspruefung | undefined;

/** Installs the check; returns its removal (which leaves a check installed since in place). */
export function setzeZugriffspruefung(neu: Zugriffspruefung): () => void {
  pruefung = neu;
  return () => {
    if (pruefung === neu) pruefung = undefined;
  };
}

export function pruefeZugriff(versuch: Zugriffsversuch): void {
  pruefung?.(versuch);
}
