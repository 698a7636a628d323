/**
 * The time picker input (reference §1 item 14, §5, §9): typed as HH:MM (optional :SS) with the
 * colons put in while typing (komponenten/uhrzeit.ts), or chosen from a popup of quarter hours
 * that opens at the field's time or 08:00. The form gets a time only when the text is one; an
 * invalid text stays in the field, marked, with its message — which names the format the field
 * takes, with seconds only where it takes them —, and the form holds none.
 * Keyboard: Alt+ArrowDown or the button opens the list, the arrows move, Enter takes, Esc closes.
 */
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ListBox } from 'primereact/listbox';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Formularfeld, ungueltig } from './Formularfeld';
import {
  uhrzeitAngebote,
  uhrzeitEingabe,
  uhrzeitMeldung,
  uhrzeitPruefen,
  uhrzeitStart,
  type UhrzeitOptionen,
} from './uhrzeit';

export const UHRZEIT_TEXTE = {
  auswahlOeffnen: 'Uhrzeit auswählen',
  platzhalter: (mitSekunden?: boolean) => (mitSekunden ? 'HH:MM:SS' : 'HH:MM'),
} as const;

export function Uhrzeitfeld({
  id,
  beschriftung,
  wert,
  onWert,
  meldung,
  mitSekunden,
  schritt = 15,
  beschriftungVerborgen,
  aktion,
}: {
  id: string;
  beschriftung: string;
  /** The valid time the form holds, or undefined. */
  wert: string | undefined;
  /** Called with the time the text names, or undefined while it names none. */
  onWert(wert: string | undefined): void;
  /** The form's own message (e.g. a required field); the field's format message comes first. */
  meldung?: string;
  mitSekunden?: boolean;
  schritt?: number;
  /** One time of a list whose legend names them all: the label is read, not shown. */
  beschriftungVerborgen?: boolean;
  /** A button beside the field (removing this time from a list). */
  aktion?: ReactNode;
}) {
  const optionen: UhrzeitOptionen = { mitSekunden };
  const [text, setText] = useState(wert ?? '');
  const [verlassen, setVerlassen] = useState(false);
  const panel = useRef<OverlayPanel>(null);
  const angebote = useMemo(() => uhrzeitAngebote(schritt), [schritt]);
  // The form changed the time (a loaded record): the field shows it.
  const [bisher, setBisher] = useState(wert);
  if (wert !== bisher) {
    setBisher(wert);
    if (wert !== undefined && wert !== uhrzeitPruefen(text, optionen)) setText(wert);
  }

  const formatFehler = verlassen && text !== '' && uhrzeitPruefen(text, optionen) === undefined;
  const angezeigt = formatFehler ? uhrzeitMeldung(optionen) : meldung;

  const aendern = (roh: string) => {
    const neu = uhrzeitEingabe(roh, optionen);
    setText(neu);
    const zeit = uhrzeitPruefen(neu, optionen);
    if (zeit !== wert) onWert(zeit);
  };
  const nehmen = (zeit: string) => {
    setText(zeit);
    setVerlassen(false);
    onWert(zeit);
    panel.current?.hide();
    document.getElementById(id)?.focus();
  };
  const taste = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      panel.current?.show(e, e.currentTarget);
    }
  };

  const eingabe = (
    <div className="p-inputgroup ld-uhrzeit">
      <InputText
        id={id}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={UHRZEIT_TEXTE.platzhalter(mitSekunden)}
        maxLength={mitSekunden ? 8 : 5}
        onChange={(e) => aendern(e.target.value)}
        onBlur={() => {
          setVerlassen(true);
          const zeit = uhrzeitPruefen(text, optionen);
          if (zeit !== undefined && zeit !== text) setText(zeit);
        }}
        onKeyDown={taste}
        className={ungueltig(angezeigt)}
        aria-invalid={angezeigt ? true : undefined}
        aria-describedby={`${id}-fehler`}
      />
      <Button
        type="button"
        icon="pi pi-clock"
        outlined
        aria-label={UHRZEIT_TEXTE.auswahlOeffnen}
        aria-haspopup="listbox"
        data-testid={`${id}-auswahl`}
        onClick={(e) => panel.current?.toggle(e)}
      />
    </div>
  );

  return (
    <Formularfeld
      id={id}
      beschriftung={beschriftung}
      meldung={angezeigt}
      beschriftungVerborgen={beschriftungVerborgen}
    >
      {aktion ? (
        <div className="ld-uhrzeit-mit-aktion">
          {eingabe}
          {aktion}
        </div>
      ) : (
        eingabe
      )}
      <OverlayPanel ref={panel} onShow={() => zeigeStart(id, uhrzeitStart(text, angebote))}>
        <ListBox
          id={`${id}-liste`}
          value={uhrzeitPruefen(text, optionen)?.slice(0, 5)}
          options={angebote}
          onChange={(e) => typeof e.value === 'string' && nehmen(e.value)}
          listStyle={{ maxHeight: '14rem' }}
          // The list takes the keyboard when it opens; its hidden Tab stops (aria-hidden, yet
          // focusable) would be stops a screen reader cannot name.
          tabIndex={-1}
          aria-label={beschriftung}
        />
      </OverlayPanel>
    </Formularfeld>
  );
}

/**
 * Scrolls the popup's list to the start time and puts the keyboard there. PrimeReact's list takes
 * the keyboard on the list itself (its options are not focusable) and moves its focused option
 * with the pointer: once the list has the focus, a pointer move over the start option puts the
 * arrows there without marking it chosen (the field may hold no time, or one between offers).
 */
function zeigeStart(id: string, start: string) {
  const liste = document.getElementById(`${id}-liste`);
  const optionen = liste?.querySelector<HTMLElement>('[role="listbox"]');
  const eintrag = [...(liste?.querySelectorAll<HTMLElement>('li[role="option"]') ?? [])].find(
    (li) => li.textContent === start,
  );
  eintrag?.scrollIntoView({ block: 'center' });
  optionen?.focus();
  requestAnimationFrame(() => eintrag?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
}
