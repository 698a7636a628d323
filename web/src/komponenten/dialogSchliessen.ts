/**
 * PrimeReact's Dialog closes on Esc through a listener on the document that does not look at
 * whether something inside it used the key first: Esc in an open dropdown closed the list and the
 * dialog around it, dropping what was entered. (Calendar and ConfirmDialog take part in
 * PrimeReact's own Esc order; Dropdown does not, and it marks every Esc handled, open or not, so
 * `defaultPrevented` cannot tell.) Whether a list was open is therefore noted as the key goes
 * down, before any handler ran.
 */

/** An open dropdown list, not one leaving with its animation. */
const OFFENE_LISTE = ['.p-dropdown-panel', '.p-multiselect-panel', '.p-autocomplete-panel']
  .map((panel) => `${panel}:not(.p-connected-overlay-exit)`)
  .join(', ');

const escInOffenerListe = new WeakSet<Event>();

if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (ereignis) => {
      if (ereignis.key === 'Escape' && document.querySelector(OFFENE_LISTE)) escInOffenerListe.add(ereignis);
    },
    true,
  );
}

/** Whether the dialog's close request is an Esc that closed an open list inside it. */
export function escSchonVerwendet(ereignis: unknown): boolean {
  return ereignis instanceof Event && escInOffenerListe.has(ereignis);
}

/** The dialog's onHide: closes unless the request is an Esc an open list already used. */
export function beimSchliessen(schliessen: () => void): (ereignis?: unknown) => void {
  return (ereignis) => {
    if (!escSchonVerwendet(ereignis)) schliessen();
  };
}
