/**
 * A header action of a list on its marked rows (delete, re-assign, restore): off while another
 * runs (`aus` true) or while none of its rows is marked (`aus` says why, as its tooltip — shown on
 * the disabled button too).
 */
import { Button, type ButtonProps } from 'primereact/button';

export type KopfaktionProps = Omit<ButtonProps, 'disabled' | 'outlined'> & { aus: string | boolean };

export function Kopfaktion({ aus, ...knopf }: KopfaktionProps) {
  return (
    <Button
      {...knopf}
      outlined
      disabled={aus !== false}
      tooltip={typeof aus === 'string' ? aus : undefined}
      tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
    />
  );
}
