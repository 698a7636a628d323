/**
 * The error boundary: an error while drawing what it holds shows a German message and 'Neu
 * laden' instead of a blank page (fehlergrenze.ts says which message). Plain React and plain
 * HTML, so it also guards the lazy load of the shell before PrimeReact has arrived; inside the
 * shell PrimeReact's theme styles its button by class.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { fehlerAnzeige } from './fehlergrenze';

interface Zustand {
  fehler?: unknown;
  gefangen: boolean;
}

export interface FehlergrenzeProps {
  children: ReactNode;
  /** Loads the app anew; the browser's reload unless a test replaces it. */
  neuLaden?: () => void;
}

export class Fehlergrenze extends Component<FehlergrenzeProps, Zustand> {
  override state: Zustand = { gefangen: false };

  static getDerivedStateFromError(fehler: unknown): Zustand {
    return { fehler, gefangen: true };
  }

  override componentDidCatch(fehler: unknown, info: ErrorInfo) {
    console.error(fehler, info.componentStack);
  }

  override render() {
    if (!this.state.gefangen) return this.props.children;
    const { neueVersion, text } = fehlerAnzeige(this.state.fehler);
    const neuLaden = this.props.neuLaden ?? (() => window.location.reload());
    return (
      <section
        className="ld-fehlergrenze"
        role="alert"
        data-testid="fehlergrenze"
        data-art={neueVersion ? 'neue-version' : 'fehler'}
      >
        <p>{text}</p>
        <button type="button" className="p-button p-component" onClick={neuLaden}>
          <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
          <span className="p-button-label">{MELDUNGEN.neuLaden}</span>
        </button>
      </section>
    );
  }
}
