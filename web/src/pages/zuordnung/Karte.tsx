/**
 * A card of label–value pairs (the assign page's customer and contract data, reference §2.11; the
 * contract and customer pages). Empty values show a dash, so every card has the same rows.
 */
import { ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { ReactNode } from 'react';

export interface KartenFeld {
  /** Test hook: `data-testid="<praefix>-<name>"` on the value. */
  name: string;
  label: string;
  wert: ReactNode;
}

export function Karte(p: {
  id: string;
  titel: string;
  praefix: string;
  felder: KartenFeld[];
  children?: ReactNode;
}) {
  return (
    <section id={p.id} className="ld-karte" aria-labelledby={`${p.id}-titel`}>
      <h2 id={`${p.id}-titel`} className="ld-karte-titel">
        {p.titel}
      </h2>
      <dl className="ld-karte-felder">
        {p.felder.map((f) => (
          <div key={f.name} className="ld-karte-feld">
            <dt>{f.label}</dt>
            <dd data-testid={`${p.praefix}-${f.name}`}>
              {f.wert === undefined || f.wert === null || f.wert === '' ? (
                <span className="ld-leise">{T.leer}</span>
              ) : (
                f.wert
              )}
            </dd>
          </div>
        ))}
      </dl>
      {p.children}
    </section>
  );
}

/**
 * The rows that show a field of the data as it is: test name, label and value all named by the
 * field, so `feld('vsnr')` is the row of the label `labels.vsnr` and the value `daten.vsnr`.
 */
export function kartenFeldVon<N extends string>(
  labels: Record<N, string>,
  daten: Partial<Record<NoInfer<N>, ReactNode>>,
) {
  return (name: N): KartenFeld => ({ name, label: labels[name], wert: daten[name] });
}
