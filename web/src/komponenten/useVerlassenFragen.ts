/**
 * A page holding work not saved (a form, marks in a table) asks before the user leaves it, as the
 * form dialogs do (FormularDialog): on a link or any navigation of the app, on the browser's Back
 * and Forward (the data router's blocker, shell/Shell.tsx), on Esc where the page names a way out,
 * and — with the browser's own question — on closing or reloading the tab.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { escSchonVerwendet } from './dialogSchliessen';
import { darfSchliessen } from './sicherheitsabfrage';

/** Something on top of the page that takes Esc itself: a dialog, the security prompt, an overlay. */
const UEBERLAGERUNG =
  '.p-dialog-mask, .p-confirm-dialog, .p-datepicker:not(.p-datepicker-inline), .p-overlaypanel';

/**
 * While `geaendert`, asks `frage` before leaving. `onEsc`, where given, is what Esc does once it
 * may (leave to where the page came from); without it Esc stays on the page.
 */
export function useVerlassenFragen(geaendert: boolean, frage: string, onEsc?: () => void) {
  const stand = useRef({ geaendert, frage, onEsc });
  useEffect(() => {
    stand.current = { geaendert, frage, onEsc };
  });
  /** Leaving is agreed (or is the page's own save or delete): the blocker lets it pass. */
  const frei = useRef(false);
  /** A question is open: a second request to leave waits for its answer instead of asking again. */
  const fragt = useRef(false);

  const darf = useCallback(async () => {
    if (fragt.current) return false;
    fragt.current = true;
    try {
      const ja = await darfSchliessen(stand.current.geaendert, stand.current.frage);
      if (ja) frei.current = true;
      return ja;
    } finally {
      fragt.current = false;
    }
  }, []);

  const blockieren = useCallback<BlockerFunction>(
    ({ currentLocation: von, nextLocation: nach }) =>
      stand.current.geaendert &&
      !frei.current &&
      (von.pathname !== nach.pathname || von.search !== nach.search),
    [],
  );
  const blocker = useBlocker(blockieren);
  useEffect(() => {
    if (blocker.state !== 'blocked' || fragt.current) return;
    void darf().then((ja) => (ja ? blocker.proceed() : blocker.reset()));
  }, [blocker, darf]);

  useEffect(() => {
    const beimTaste = (ereignis: KeyboardEvent) => {
      const wegMitEsc = stand.current.onEsc;
      if (ereignis.key !== 'Escape' || !wegMitEsc) return;
      // Esc that closed an open list, or meant for a dialog on top, is not for the page.
      if (escSchonVerwendet(ereignis) || document.querySelector(UEBERLAGERUNG)) return;
      void darf().then((ja) => {
        if (ja) wegMitEsc();
      });
    };

    const vorDemEntladen = (ereignis: BeforeUnloadEvent) => {
      if (!stand.current.geaendert) return;
      ereignis.preventDefault();
      // Older browsers ask only when a value is returned.
      ereignis.returnValue = '';
    };

    window.addEventListener('keydown', beimTaste);
    window.addEventListener('beforeunload', vorDemEntladen);
    return () => {
      window.removeEventListener('keydown', beimTaste);
      window.removeEventListener('beforeunload', vorDemEntladen);
    };
  }, [darf]);

  return {
    /** The page's own way out ('Zurück'): asks while there is work, then leaves by `weg`. */
    async verlassen(weg: () => void) {
      if (await darf()) weg();
    },
    /** A save or delete of the page's own, which may leave it: not asked about. */
    async ohneFrage<T>(aktion: () => Promise<T>): Promise<T> {
      frei.current = true;
      try {
        return await aktion();
      } finally {
        frei.current = false;
      }
    },
  };
}
