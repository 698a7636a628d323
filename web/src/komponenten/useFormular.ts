/**
 * The state of a checked form (the category, field, sub-interface dialogs and the interface head):
 * the draft, checked with the shared schema — the same the API applies — on every change; after a
 * failed save the server's message and its messages per field, each gone once its field changes;
 * saving locked while it runs. A page form (`erstNachBeruehrung`) shows a message it opened with
 * only once its field was changed or left, or after a save was tried: a new record does not open
 * all red.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { ApiFehler } from '../api/client';
import { useMeldungen } from '../shell/Meldungen';

export interface Formularpruefung<D> {
  /** The input for the API; undefined while a field is invalid. */
  daten?: D;
  fehler: Partial<Record<string, string>>;
}

/** What a dialog needs of its form: can it be saved, is it saving, has it changed, how to submit it. */
export interface Formularstand {
  /** Undefined while a field is invalid. */
  daten?: unknown;
  speichert: boolean;
  /** A field differs from what the form started with: closing would drop work. */
  geaendert: boolean;
  absenden(ereignis?: FormEvent): Promise<void>;
}

export function useFormular<E extends object, D>(o: {
  start: E | (() => E);
  pruefe(entwurf: E): Formularpruefung<D>;
  onSpeichern(daten: D): Promise<void>;
  /** Read-only: no messages, nothing to save. */
  nurLesen?: boolean;
  /**
   * The messages the form opens with only once their field was changed or left, all of them once
   * a save was tried (which then puts the focus on the first field marked instead of saving).
   */
  erstNachBeruehrung?: boolean;
}) {
  const meldungen = useMeldungen();
  const { pruefe } = o;
  const [entwurf, setEntwurf] = useState<E>(o.start);
  const [anfang] = useState(entwurf);
  const geaendert = useMemo(() => !gleicheFelder(anfang, entwurf), [anfang, entwurf]);
  const [serverFehler, setServerFehler] = useState<Partial<Record<string, string>>>({});
  const [speichert, setSpeichert] = useState(false);
  const { daten, fehler } = useMemo(() => pruefe(entwurf), [pruefe, entwurf]);
  const [beruehrt, setBeruehrt] = useState<ReadonlySet<string>>(() => new Set());
  const [alleZeigen, setAlleZeigen] = useState(false);

  function beruehren(name: string) {
    setBeruehrt((alt) => (alt.has(name) ? alt : new Set(alt).add(name)));
  }

  function setze<K extends keyof E & string>(name: K, wert: E[K]) {
    setEntwurf((alt) => (alt[name] === wert ? alt : { ...alt, [name]: wert }));
    setServerFehler((alt) => (alt[name] === undefined ? alt : { ...alt, [name]: undefined }));
    beruehren(name);
  }

  async function absenden(ereignis?: FormEvent) {
    ereignis?.preventDefault();
    if (o.erstNachBeruehrung && !daten && !o.nurLesen) {
      setAlleZeigen(true);
      const formular = ereignis?.currentTarget;
      // Once the messages show: to the first field they mark.
      requestAnimationFrame(() => {
        if (formular instanceof HTMLFormElement) ersteMarkierte(formular)?.focus();
      });
      return;
    }
    if (o.nurLesen || !daten || speichert) return;
    setSpeichert(true);
    try {
      await o.onSpeichern(daten);
    } catch (e) {
      meldungen.fehler(e);
      if (e instanceof ApiFehler) setServerFehler(e.feldFehler());
    } finally {
      // A dialog is closed by its host once saved; a form that stays can be saved again.
      setSpeichert(false);
    }
  }

  // What the form opened with is not shown until its field is touched; what a change causes
  // elsewhere (another server: the password again) shows at once.
  const startFehler = useMemo(() => pruefe(anfang).fehler, [pruefe, anfang]);
  /** A list's entries (`abholzeiten.2`) are touched with their list. */
  const sichtbar = (name: string) =>
    !o.erstNachBeruehrung ||
    alleZeigen ||
    fehler[name] !== startFehler[name] ||
    beruehrt.has(name) ||
    beruehrt.has(name.replace(/\.\d+$/, ''));
  const meldung = (name: keyof E & string) =>
    o.nurLesen ? undefined : ((sichtbar(name) ? fehler[name] : undefined) ?? serverFehler[name]);

  /** The value, the message and the setter of one field: the props of a TextFeld or ZahlFeld. */
  const bindung = <K extends keyof E & string>(name: K) => ({
    wert: entwurf[name],
    meldung: meldung(name),
    onWert: (wert: E[K]) => setze(name, wert),
    onBlur: () => beruehren(name),
  });

  return { entwurf, setze, beruehren, daten, speichert, geaendert, absenden, meldung, bindung };
}

/** The first input of the form marked invalid (PrimeReact marks a dropdown's wrapper). */
function ersteMarkierte(formular: HTMLFormElement): HTMLElement | null {
  const markiert = formular.querySelector<HTMLElement>('.p-invalid');
  if (!markiert) return null;
  return markiert.matches('input, textarea')
    ? markiert
    : markiert.querySelector<HTMLElement>('input, textarea, [tabindex="0"]');
}

/** Field by field the same values (a field set back to its start value is unchanged). */
export function gleicheFelder(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const namen = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const name of namen) if (!Object.is(x[name], y[name])) return false;
  return true;
}
