/**
 * The editable comment of a row (reference §2.10), edited in place: a click (or Enter on the
 * focused cell) opens the field; Enter or leaving the field saves, Esc drops the change. A save
 * that fails shows the server's message and keeps the field open with the typed text, so nothing
 * typed is lost; the next Enter or leaving tries again.
 */
import { POSTEINGANG_TEXTE as T } from '@lieferdesk/shared';
import { InputText } from 'primereact/inputtext';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useMeldungen } from '../../shell/Meldungen';

export function KommentarZelle({
  id,
  kommentar,
  gesperrt,
  onSpeichern,
}: {
  id: number;
  kommentar: string | undefined;
  /** Why the user may not edit it (a read-only role, a deleted row): the comment is only shown. */
  gesperrt?: string;
  /** Saves the text; rejects with the server's refusal. */
  onSpeichern(text: string): Promise<void>;
}) {
  const meldungen = useMeldungen();
  const gespeichert = kommentar ?? '';
  const [text, setText] = useState<string | null>(null);
  const [speichert, setSpeichert] = useState(false);
  const [fehlgeschlagen, setFehlgeschlagen] = useState(false);
  // Esc closes the field; the blur that follows must not save what was dropped.
  const verworfen = useRef(false);

  function oeffnen() {
    verworfen.current = false;
    setFehlgeschlagen(false);
    setText(gespeichert);
  }

  function verwerfen() {
    verworfen.current = true;
    setFehlgeschlagen(false);
    setText(null);
  }

  async function speichern() {
    if (text === null || verworfen.current || speichert) return;
    if (text === gespeichert) {
      setText(null);
      return;
    }
    setSpeichert(true);
    try {
      await onSpeichern(text);
      setFehlgeschlagen(false);
      setText(null);
    } catch (e) {
      meldungen.fehler(e);
      setFehlgeschlagen(true);
    } finally {
      setSpeichert(false);
    }
  }

  function taste(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      verwerfen();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void speichern();
    }
  }

  if (gesperrt !== undefined)
    return (
      <span
        className="ld-zelle-text"
        // The whole comment too: the cell shows two lines of it.
        title={gespeichert ? `${gespeichert}\n${gesperrt}` : gesperrt}
        data-testid={`posteingang-kommentar-${id}`}
      >
        {gespeichert}
      </span>
    );
  if (text === null)
    return (
      <button
        type="button"
        className="ld-posteingang-kommentar"
        title={T.kommentarBearbeiten}
        // The visible text first (what a speech-input user says), then what the button does.
        aria-label={`${gespeichert || T.kommentarPlatzhalter} – ${T.kommentarBearbeiten}`}
        data-testid={`posteingang-kommentar-${id}`}
        onClick={oeffnen}
      >
        {gespeichert ? (
          <span className="ld-zelle-text">{gespeichert}</span>
        ) : (
          <span className="ld-posteingang-platzhalter">{T.kommentarPlatzhalter}</span>
        )}
        <i className="pi pi-pencil" aria-hidden="true" />
      </button>
    );
  return (
    <InputText
      // Opened by the user's own click: the field takes the focus it asked for.
      autoFocus // eslint-disable-line jsx-a11y/no-autofocus
      value={text}
      aria-label={T.kommentarBearbeiten}
      title={T.kommentarHinweis}
      className={fehlgeschlagen ? 'ld-posteingang-kommentarfeld p-invalid' : 'ld-posteingang-kommentarfeld'}
      aria-invalid={fehlgeschlagen || undefined}
      // Read-only while saving, not disabled: the field keeps the focus should the save fail.
      readOnly={speichert}
      maxLength={4000}
      data-testid={`posteingang-kommentar-feld-${id}`}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={taste}
      onBlur={() => void speichern()}
    />
  );
}
