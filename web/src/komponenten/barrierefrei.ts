/**
 * Pass-through options that mend PrimeReact's roles where its components nest one control in
 * another: the checkbox and the switch put role=checkbox (without aria-checked) on their frame
 * around the native input that already is the checkbox or switch, so a screen reader meets two
 * controls, the outer one without a state. The native input alone stays the control.
 */
import { ariaLabel } from 'primereact/api';
import type { ColumnPassThroughOptions } from 'primereact/column';
import type { InputSwitchPassThroughOptions } from 'primereact/inputswitch';

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
