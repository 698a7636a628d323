import { MELDUNGEN } from '@lieferdesk/shared';

/** A plain loading state without PrimeReact, usable before the shell's chunk has arrived. */
export function Laden() {
  return (
    <div className="ld-laden" role="status" aria-live="polite">
      {MELDUNGEN.laedt}
    </div>
  );
}
