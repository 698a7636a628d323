/**
 * An icon button in a table row: its label is the tooltip and the accessible name.
 *
 * A plain button in PrimeReact's classes, its tooltip the browser's own (`title`), not
 * PrimeReact's Button: that one mounts a Tooltip with its listeners and styles per button — four
 * actions on a hundred rows made a sort of the inbox seconds long (`npm run bench:lists`). The
 * title shows on a disabled button too, so it says why the action is off.
 */
import type { ButtonProps } from 'primereact/button';

export interface ZeilenAktionProps {
  label: string;
  icon: string;
  onClick?: () => void;
  testId?: string;
  severity?: ButtonProps['severity'];
  disabled?: boolean;
  /** Why the action cannot be used: after the label in the tooltip, shown on the disabled button too. */
  hinweis?: string;
}

export const zeilenAktionKlassen = ({
  severity,
  disabled,
}: Pick<ZeilenAktionProps, 'severity' | 'disabled'>) =>
  [
    'p-button p-component p-button-icon-only p-button-rounded p-button-text',
    severity && `p-button-${severity}`,
    disabled && 'p-disabled',
  ]
    .filter(Boolean)
    .join(' ');

export function ZeilenAktion({
  label,
  icon,
  onClick,
  testId,
  severity,
  disabled,
  hinweis,
}: ZeilenAktionProps) {
  return (
    <button
      type="button"
      className={zeilenAktionKlassen({ severity, disabled })}
      aria-label={label}
      title={hinweis ? `${label}: ${hinweis}` : label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
    </button>
  );
}
