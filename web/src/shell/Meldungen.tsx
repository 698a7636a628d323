/**
 * Toasts and confirmations for the whole signed-in app: one PrimeReact Toast and one ConfirmDialog,
 * reachable from every page through `useMeldungen()`. The one place toasts are set up: how long
 * each stays is `anzeigedauer` (by its length; errors until closed).
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { ApiFehler } from '../api/client';
import { anzeigedauer } from './meldungsdauer';

export interface Meldungen {
  erfolg(text: string): void;
  info(text: string): void;
  warnung(text: string): void;
  /** A success that offers a link (a file made in the background), shown until closed. */
  link(text: string, link: { text: string; href: string }): void;
  /** Shows the server's message of an ApiFehler (and its field errors), else a generic text. */
  fehler(fehler: unknown): void;
}

const MeldungenKontext = createContext<Meldungen | null>(null);

export function fehlerText(fehler: unknown): string {
  if (fehler instanceof ApiFehler) {
    const gruende = fehler.fehler.map((f) => f.grund).filter((g) => !fehler.message.includes(g));
    return [fehler.message, ...gruende].join('\n');
  }
  return MELDUNGEN.internerFehler;
}

export function MeldungenProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const meldungen = useMemo<Meldungen>(
    () => ({
      erfolg: (text) =>
        toast.current?.show({
          severity: 'success',
          summary: MELDUNGEN.erfolgreich,
          detail: text,
          ...anzeigedauer('success', MELDUNGEN.erfolgreich, text),
        }),
      info: (text) => toast.current?.show({ severity: 'info', summary: text, ...anzeigedauer('info', text) }),
      warnung: (text) =>
        toast.current?.show({ severity: 'warn', summary: text, ...anzeigedauer('warn', text) }),
      link: (text, link) =>
        toast.current?.show({
          severity: 'success',
          summary: text,
          detail: (
            <a href={link.href} download>
              {link.text}
            </a>
          ),
          sticky: true,
        }),
      fehler: (fehler) => {
        if (!(fehler instanceof ApiFehler)) console.error(fehler);
        toast.current?.show({
          severity: 'error',
          summary: MELDUNGEN.fehler,
          detail: fehlerText(fehler),
          ...anzeigedauer('error'),
        });
      },
    }),
    [],
  );
  return (
    <MeldungenKontext.Provider value={meldungen}>
      <Toast ref={toast} position="top-right" className="ld-toast" />
      <ConfirmDialog />
      {children}
    </MeldungenKontext.Provider>
  );
}

export function useMeldungen(): Meldungen {
  const meldungen = useContext(MeldungenKontext);
  if (!meldungen) throw new Error('useMeldungen außerhalb von MeldungenProvider');
  return meldungen;
}
