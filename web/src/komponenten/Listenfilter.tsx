/**
 * The filter form of a list page, one shape everywhere: compact fields in rows that wrap whole,
 * then 'Suchen' (submits, so Enter in a field searches too) and 'Zurücksetzen'. The form keeps its
 * draft (`useFilterEntwurf`); the page decides what a search does. Ids follow the page's prefix —
 * `#{id}` the form, `#{praefix}-suchen`, `#{praefix}-zuruecksetzen` the buttons — which the
 * browser tests use. The layout is in liste.css; a page's own class sets its fields' widths.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { kalenderPassThrough } from './barrierefrei';
import { alsZeitraum, type Zeitraum } from './liste';
import './liste.css';

const klassen = (...namen: (string | undefined)[]) => namen.filter(Boolean).join(' ');

/**
 * The draft of a filter form: `setze` changes a field, `suchen` (the form's submit) hands the
 * draft on, `zuruecksetzen` puts the default back and hands it on. It starts as `start` (the
 * list's kept filter, komponenten/gemerkterFilter.ts) or the default.
 */
export function useFilterEntwurf<E extends object>(
  standard: () => E,
  onAnwenden: (entwurf: E) => void,
  start?: E,
) {
  const [entwurf, setEntwurf] = useState<E>(() => start ?? standard());

  function setze<K extends keyof E>(feld: K, wert: E[K]) {
    setEntwurf((e) => ({ ...e, [feld]: wert }));
  }

  function suchen(ereignis: FormEvent) {
    ereignis.preventDefault();
    onAnwenden(entwurf);
  }

  function zuruecksetzen() {
    const neu = standard();
    setEntwurf(neu);
    onAnwenden(neu);
  }

  return { entwurf, setze, suchen, zuruecksetzen };
}

export function Listenfilter({
  id,
  praefix,
  className,
  suchenText,
  onSuchen,
  onZuruecksetzen,
  children,
}: {
  /** The form's id. */
  id: string;
  /** The buttons' id prefix. */
  praefix: string;
  /** The page's own class (its fields' widths). */
  className?: string;
  suchenText: string;
  onSuchen(ereignis: FormEvent): void;
  onZuruecksetzen(): void;
  children: ReactNode;
}) {
  return (
    <form id={id} className={klassen('ld-listenfilter', className)} onSubmit={onSuchen}>
      {children}
      <div className="ld-listenfilter-knoepfe">
        <Button id={`${praefix}-suchen`} type="submit" label={suchenText} icon="pi pi-search" />
        <Button
          id={`${praefix}-zuruecksetzen`}
          type="button"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={onZuruecksetzen}
        />
      </div>
    </form>
  );
}

/**
 * A date range in the German format (DD.MM.YYYY) from the calendar only (typed dates are not
 * parsed), with 'Heute'/'Löschen' below it. The default range is the page's: it is in its draft.
 * It opens on a click or ArrowDown, not on focus: PrimeReact puts the keyboard into an open
 * calendar and keeps Tab there, so tabbing through the filter ended in every calendar it passed.
 */
export function Zeitraumfeld({
  id,
  beschriftung,
  wert,
  onWert,
  className,
}: {
  id: string;
  beschriftung: string;
  wert: Zeitraum;
  onWert(wert: Zeitraum): void;
  className?: string;
}) {
  const kalender = useRef<Calendar>(null);
  return (
    <div className={klassen('ld-feld', className)}>
      <label htmlFor={id}>{beschriftung}</label>
      <Calendar
        ref={kalender}
        inputId={id}
        showOnFocus={false}
        value={wert}
        onChange={(e) => onWert(alsZeitraum(e.value))}
        selectionMode="range"
        readOnlyInput
        dateFormat="dd.mm.yy"
        showIcon
        showButtonBar
        locale="de"
        pt={{
          ...kalenderPassThrough(wert),
          input: { root: { onClick: () => kalender.current?.show() } },
        }}
      />
    </div>
  );
}

interface Feld<W> {
  id: string;
  beschriftung: string;
  wert: W;
  onWert(wert: W): void;
  className?: string;
}

/** A text of the filter (a part of a name or number, or a pattern where the page says so). */
export function Filtertext({
  id,
  beschriftung,
  wert,
  onWert,
  className,
  platzhalter,
}: Feld<string> & { platzhalter?: string }) {
  return (
    <div className={klassen('ld-feld', className)}>
      <label htmlFor={id}>{beschriftung}</label>
      <InputText id={id} value={wert} placeholder={platzhalter} onChange={(e) => onWert(e.target.value)} />
    </div>
  );
}

/** A whole number from 0 without grouping (ids, GeVo types); empty is null. */
export function Filterzahl({ id, beschriftung, wert, onWert, className }: Feld<number | null>) {
  return (
    <div className={klassen('ld-feld', className)}>
      <label htmlFor={id}>{beschriftung}</label>
      <InputNumber
        inputId={id}
        value={wert}
        useGrouping={false}
        min={0}
        onChange={(e) => onWert(e.value ?? null)}
      />
    </div>
  );
}

/**
 * A checkbox of the filter, its label around it (so the text toggles it too). Several stand in a
 * column in `Filterschalter`'s group.
 */
export function Filterschalter({ id, beschriftung, wert, onWert, className }: Feld<boolean>) {
  return (
    <label htmlFor={id} className={className}>
      <Checkbox inputId={id} checked={wert} onChange={(e) => onWert(e.checked === true)} />
      {beschriftung}
    </label>
  );
}

/** Checkboxes of the filter, one below the other. */
export function Schaltergruppe({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={klassen('ld-listenfilter-schaltergruppe', className)}>{children}</div>;
}
