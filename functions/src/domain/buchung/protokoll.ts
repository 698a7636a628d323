/**
 * The settlement protocol (reference §4: "settlement (full or error protocol)") as data: a title,
 * one row per line and the totals. A later step renders it as a downloadable document; the rows
 * already hold display values (German status text, amounts in EUR), the totals are summed in
 * cents so they are exact.
 */
import { AUSWERTUNG_TEXTE as T, FEHLER_STATUS } from '@lieferdesk/shared';
import type { Treffer } from '../auswertung/ergebnis';

export type ProtokollArt = 'voll' | 'fehler';

/** A settled line as the pipeline has it after settlement. */
export interface ProtokollEingabe {
  zeile: number;
  status: number;
  grund?: string;
  treffer?: Treffer;
  /** The customer's display name, where the pipeline looked it up. */
  kunde?: string;
}

export interface ProtokollZeile {
  zeile: number;
  status: number;
  statusText: string;
  vsnr?: string;
  vertragId?: number;
  kunde?: string;
  datum?: string;
  /** EUR, commission lines only. */
  betrag?: number;
  meldung?: string;
}

export interface Abrechnungsprotokoll {
  art: ProtokollArt;
  titel: string;
  dateiId: number;
  dateiName: string;
  /** ISO moment of creation. */
  erstellt: string;
  spalten: typeof T.protokollSpalten;
  zeilen: ProtokollZeile[];
  summen: {
    /** All lines of the file considered (also in an error protocol). */
    zeilen: number;
    /** Commission lines booked (status 3). */
    gebucht: number;
    fehlerhaft: number;
    /** Sum of the booked commissions, EUR. */
    betragGebucht: number;
  };
}

const statusText = (status: number): string =>
  status < 0 ? (FEHLER_STATUS[status] ?? `Status ${status}`) : T.statusOk;

export function abrechnungsProtokoll(
  datei: { dateiId: number; dateiName: string },
  zeilen: readonly ProtokollEingabe[],
  art: ProtokollArt,
  jetzt: Date = new Date(),
): Abrechnungsprotokoll {
  let gebucht = 0;
  let fehlerhaft = 0;
  let centGebucht = 0;
  const rows: ProtokollZeile[] = [];
  for (const z of [...zeilen].sort((a, b) => a.zeile - b.zeile)) {
    const provision = z.treffer?.provision;
    if (z.status < 0) fehlerhaft++;
    if (z.status === 3 && provision) {
      gebucht++;
      centGebucht += Math.round(provision.betrag * 100);
    }
    if (art === 'fehler' && z.status >= 0) continue;
    rows.push(
      Object.fromEntries(
        Object.entries({
          zeile: z.zeile,
          status: z.status,
          statusText: statusText(z.status),
          vsnr: z.treffer?.vsnr,
          vertragId: z.treffer?.vertragId,
          kunde: z.kunde,
          datum: provision?.datum,
          betrag: provision?.betrag,
          meldung: z.grund,
        }).filter(([, w]) => w !== undefined),
      ) as unknown as ProtokollZeile,
    );
  }
  return {
    art,
    titel: art === 'voll' ? T.protokollTitel(datei.dateiName) : T.protokollFehlerTitel(datei.dateiName),
    dateiId: datei.dateiId,
    dateiName: datei.dateiName,
    erstellt: jetzt.toISOString(),
    spalten: T.protokollSpalten,
    zeilen: rows,
    summen: { zeilen: zeilen.length, gebucht, fehlerhaft, betragGebucht: centGebucht / 100 },
  };
}
