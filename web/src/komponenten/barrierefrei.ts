/**
 * Pass-through options that mend PrimeReact's ARIA where axe finds it wrong: the checkbox and the
 * switch put role=checkbox (without aria-checked) on their frame around the native input that
 * already is the checkbox or switch, so a screen reader meets two controls, the outer one without
 * a state — the native input alone stays the control; the dropdown and the calendar name their
 * parts wrongly or not at all, and put attributes where no role allows them (see each below).
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { ariaLabel, localeOption } from 'primereact/api';
import type { CalendarPassThroughOptions } from 'primereact/calendar';
import type { ColumnPassThroughOptions } from 'primereact/column';
import type { DropdownPassThroughOptions } from 'primereact/dropdown';
import type { InputSwitchPassThroughOptions } from 'primereact/inputswitch';
import { isoTag } from '../kalender';

const OHNE_ROLLE = { role: undefined, 'aria-label': undefined, 'aria-checked': undefined };

/**
 * For a table's selection column (`<Column selectionMode="multiple" pt={AUSWAHL_SPALTE} />`).
 * The header checkbox is named in German here: DataTable names it from its own English copy
 * of the locale ('All items unselected'), which the app's German locale does not reach.
 */
export const AUSWAHL_SPALTE: ColumnPassThroughOptions = {
  rowCheckbox: { root: OHNE_ROLLE },
  // A function: read at render, after the shell has set the German locale.
  headerCheckbox: { root: OHNE_ROLLE, input: () => ({ 'aria-label': ariaLabel('selectAll', {}) }) },
};

/** For an InputSwitch: its input (role=switch) is the control. */
export const SCHALTER: InputSwitchPassThroughOptions = { root: OHNE_ROLLE };

/**
 * For a Dropdown named `name` (its label's text). PrimeReact puts aria-activedescendant on the
 * dropdown's frame, a div without a role where the attribute is not allowed, and names
 * 'dropdownItem_-1' there — no option — whenever none is focused, also once the list has closed
 * and focus stayed (axe: two critical findings). The open list and its search field come
 * unnamed. The frame loses the attribute (the options are named themselves and carry
 * aria-selected); list and search field are named after the field. The hidden native select and
 * the arrow are stand-ins beside the labelled input, hidden from assistive technology.
 */
export const auswahlPassThrough = (name: string) =>
  ({
    root: { 'aria-activedescendant': undefined },
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
    list: { 'aria-label': name },
    filterInput: { 'aria-label': MELDUNGEN.auswahlDurchsuchen(name) },
  }) satisfies DropdownPassThroughOptions;

/** The picker's value: one day, a range [von, bis] (bis null while one day is picked), or none. */
export type Kalenderwert = Date | (Date | null)[] | null | undefined;

/** Whether the picker shows `tag` as chosen: the day itself, or a day within the range. */
export function tagGewaehlt(wert: Kalenderwert, tag: Date): boolean {
  if (!wert) return false;
  const [von, bis] = Array.isArray(wert) ? wert : [wert, null];
  if (!von) return false;
  const t = isoTag(tag);
  return isoTag(von) <= t && t <= isoTag(bis ?? von);
}

const TAG = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' });

/** A day cell's date as PrimeReact hands it to the pass-through (month counted from 0). */
type TagImKalender = { day: number; month: number; year: number };
const istTag = (d: unknown): d is TagImKalender =>
  typeof d === 'object' && d !== null && 'day' in d && 'month' in d && 'year' in d;

/**
 * For a Calendar showing `wert`. Its month and year buttons are named 'Monat wählen' / 'Jahr
 * wählen' while they show 'Oktober' / '2026', and its day cells '01.10.2026' while they show
 * '1' (axe 'label-content-name-mismatch': a speech user says what he sees). The buttons are
 * named by what they show, what they do is their description (title); a day is named '1.
 * Oktober 2026'. The day's aria-selected sits on its number, a span without a role where it is
 * not allowed; it moves to the cell (a gridcell of the picker's grid), from the value shown.
 */
export function kalenderPassThrough(wert: Kalenderwert): CalendarPassThroughOptions {
  return {
    // Functions: read at render, after the shell has set the German locale.
    monthTitle: () => ({ 'aria-label': undefined, title: localeOption('chooseMonth', 'de') }),
    yearTitle: () => ({ 'aria-label': undefined, title: localeOption('chooseYear', 'de') }),
    day: (o) => {
      const d: unknown = o?.context.date;
      if (!istTag(d)) return {};
      const tag = new Date(d.year, d.month, d.day);
      return { 'aria-label': TAG.format(tag), 'aria-selected': tagGewaehlt(wert, tag) };
    },
    dayLabel: { 'aria-selected': undefined },
  };
}
