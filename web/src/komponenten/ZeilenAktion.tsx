/** An icon button in a table row: its label is the tooltip and the accessible name. */
import { Button, type ButtonProps } from 'primereact/button';

export interface ZeilenAktionProps {
  label: string;
  icon: string;
  onClick: () => void;
  testId?: string;
  severity?: ButtonProps['severity'];
  disabled?: boolean;
}

export function ZeilenAktion({ label, icon, onClick, testId, severity, disabled }: ZeilenAktionProps) {
  return (
    <Button
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: 'left' }}
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
