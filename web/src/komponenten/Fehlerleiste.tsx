/**
 * The one way a screen shows that loading, searching or saving failed: a danger message in an
 * alert bar, with 'Erneut versuchen' where asking again can help (the host passes `onErneut`).
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { fehlerText } from '../shell/Meldungen';

export interface FehlerleisteProps {
  /** The failure; its text is the server's message (`fehlerText`). */
  fehler?: unknown;
  /** A text of the screen's own instead of the failure's (a refusal, a check of the input). */
  text?: string;
  /** What failed, before the reason: `MELDUNGEN.sucheFehler`, `MELDUNGEN.ladenFehler` … */
  einleitung?: string;
  onErneut?: () => unknown;
  testId?: string;
  className?: string;
}

export function Fehlerleiste({ fehler, text, einleitung, onErneut, testId, className }: FehlerleisteProps) {
  const grund = text ?? fehlerText(fehler);
  return (
    <div
      className={className ? `ld-werkzeugleiste ${className}` : 'ld-werkzeugleiste'}
      role="alert"
      data-testid={testId}
    >
      <Message severity="error" text={einleitung ? `${einleitung} ${grund}` : grund} />
      {onErneut && (
        <Button label={MELDUNGEN.erneutVersuchen} icon="pi pi-refresh" text onClick={() => void onErneut()} />
      )}
    </div>
  );
}
