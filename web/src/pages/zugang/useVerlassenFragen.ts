/**
 * A page holding a form asks before the user leaves it with changes not saved, as the form
 * dialogs do (FormularDialog): on Esc, on a link of the app (the navigation), and — with the
 * browser's own question — on closing or reloading the tab. The app's router is a BrowserRouter,
 * which has no navigation blocker, so a link is caught as it is clicked (before the router's own
 * handler) and followed once the user agrees. The browser's back button is not caught.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { escSchonVerwendet } from '../../komponenten/dialogSchliessen';
import { darfSchliessen } from '../../komponenten/sicherheitsabfrage';

/** Something on top of the page that takes Esc itself: a dialog, the security prompt, an overlay. */
const UEBERLAGERUNG =
  '.p-dialog-mask, .p-confirm-dialog, .p-datepicker:not(.p-datepicker-inline), .p-overlaypanel';

/** A click on a link within the app that would replace this page (not a new tab, not a download). */
function appLink(ereignis: MouseEvent): string | undefined {
  if (ereignis.defaultPrevented || ereignis.button !== 0) return undefined;
  if (ereignis.metaKey || ereignis.ctrlKey || ereignis.shiftKey || ereignis.altKey) return undefined;
  const link = (ereignis.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const ziel = new URL(link.href, window.location.href);
  if (ziel.origin !== window.location.origin) return undefined;
  const pfad = `${ziel.pathname}${ziel.search}${ziel.hash}`;
  return pfad === `${window.location.pathname}${window.location.search}${window.location.hash}`
    ? undefined
    : pfad;
}

/**
 * While `geaendert`, asks `frage` before leaving; `onEsc` is what Esc does once it may (leave to
 * where the page came from). Answers the check for the page's own buttons ('Zurück').
 */
export function useVerlassenFragen(geaendert: boolean, frage: string, onEsc: () => void) {
  const navigate = useNavigate();
  const stand = useRef({ geaendert, frage, onEsc });
  useEffect(() => {
    stand.current = { geaendert, frage, onEsc };
  });

  useEffect(() => {
    let fragt = false;
    const darf = async () => {
      if (fragt) return false;
      fragt = true;
      try {
        return await darfSchliessen(stand.current.geaendert, stand.current.frage);
      } finally {
        fragt = false;
      }
    };

    const beimKlick = (ereignis: MouseEvent) => {
      if (!stand.current.geaendert) return;
      const pfad = appLink(ereignis);
      if (pfad === undefined) return;
      // Before the router sees the click: the page stays until the user has answered.
      ereignis.preventDefault();
      ereignis.stopPropagation();
      void darf().then((ja) => {
        if (ja) void navigate(pfad);
      });
    };

    const beimTaste = (ereignis: KeyboardEvent) => {
      if (ereignis.key !== 'Escape') return;
      // Esc that closed an open list, or meant for a dialog on top, is not for the page.
      if (escSchonVerwendet(ereignis) || document.querySelector(UEBERLAGERUNG)) return;
      void darf().then((ja) => {
        if (ja) stand.current.onEsc();
      });
    };

    const vorDemEntladen = (ereignis: BeforeUnloadEvent) => {
      if (!stand.current.geaendert) return;
      ereignis.preventDefault();
      // Older browsers ask only when a value is returned.
      ereignis.returnValue = '';
    };

    window.addEventListener('click', beimKlick, true);
    window.addEventListener('keydown', beimTaste);
    window.addEventListener('beforeunload', vorDemEntladen);
    return () => {
      window.removeEventListener('click', beimKlick, true);
      window.removeEventListener('keydown', beimTaste);
      window.removeEventListener('beforeunload', vorDemEntladen);
    };
  }, [navigate]);

  /** For the page's own way out: resolves true when it may leave. */
  return () => darfSchliessen(stand.current.geaendert, stand.current.frage);
}
