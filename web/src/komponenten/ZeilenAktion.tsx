/** An icon button in a table row: its label is the tooltip and the accessible name. */
import { Button, type ButtonProps } from 'primereact/button';

export interface ZeilenAktionProps {
  label: string;
  icon: string;
  onClick?: () => void;
  testId?: string;
  severity?: ButtonProps['severity'];
  disabled?: boolean;
  /** Why the action cannot be used: after the label in the tooltip, shown on the disabled button too. */
  hinweis?: string;
  /** The actions stand in the table's first column: the tooltip opens to the right, over the row. */
  vorn?: boolean;
}

export function ZeilenAktion({
  label,
  icon,
  onClick,
  testId,
  severity,
  disabled,
  hinweis,
  vorn,
}: ZeilenAktionProps) {
  const position = vorn ? 'right' : 'left';
  return (
    <Button
      aria-label={label}
      tooltip={hinweis ? `${label}: ${hinweis}` : label}
      tooltipOptions={hinweis ? { position, showOnDisabled: true } : { position }}
      icon={icon}
      rounded
      text
      severity={severity}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
