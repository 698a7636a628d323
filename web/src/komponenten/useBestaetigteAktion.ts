/**
 * A confirmed action of a list (a bulk delete, reading a file, a re-assign): asked first
 * (sicherheitsabfrage), busy while it runs — so its buttons can be disabled against a second
 * click —, a failure shown as the app's error message. `ausfuehren` answers whether it was
 * confirmed, so the page reads its list again afterwards, also after a failure.
 */
import { useState } from 'react';
import { useMeldungen } from '../shell/Meldungen';
import { sicherheitsabfrage, type AbfrageOptionen } from './sicherheitsabfrage';

export function useBestaetigteAktion() {
  const meldungen = useMeldungen();
  const [beschaeftigt, setBeschaeftigt] = useState(false);

  async function ausfuehren(
    frage: string,
    aktion: () => Promise<void>,
    optionen?: AbfrageOptionen,
  ): Promise<boolean> {
    if (!(await sicherheitsabfrage(frage, optionen))) return false;
    setBeschaeftigt(true);
    try {
      await aktion();
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setBeschaeftigt(false);
    }
    return true;
  }

  return { beschaeftigt, ausfuehren };
}
