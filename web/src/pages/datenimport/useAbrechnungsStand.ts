/**
 * The real status of the file in view in settlement mode: its import monitor line (POST
 * /gdv_import_monitor/filter by file number, which finds the file whatever its date, within the
 * same scope as the workbench — the structure included where the role allows it). The settlement
 * protocol button follows it (aktionen.ts `protokollVerfuegbar`); `neuLaden` after a run, whose
 * end the server records before it reports the run finished.
 *
 * The last line answered is kept in the tab's sessionStorage (per user), as the screen keeps its
 * rows (zustand.ts): after a reload the button is there at once with the file's last known status
 * and follows the server's answer as soon as it comes.
 */
import { importMonitorZeile, ROUTEN, type ImportMonitorZeile } from '@lieferdesk/shared';
import { useRoute } from '../../api/useRoute';
import type { ImportModus } from './filter';

type Speicher = Pick<Storage, 'getItem' | 'setItem'>;

export const standSchluessel = (benutzerId: string) => `lieferdesk:abrechnungsstand:${benutzerId}`;

/** The kept line of this file, if one is kept and still reads as a monitor line. */
export function gemerkterStand(
  speicher: Speicher,
  schluessel: string,
  fileId: number,
): ImportMonitorZeile | undefined {
  try {
    const zeile = importMonitorZeile.safeParse(JSON.parse(speicher.getItem(schluessel) ?? 'null'));
    return zeile.success && zeile.data.fileId === fileId ? zeile.data : undefined;
  } catch {
    return undefined;
  }
}

export function standMerken(speicher: Speicher, schluessel: string, zeile: ImportMonitorZeile): void {
  try {
    speicher.setItem(schluessel, JSON.stringify(zeile));
  } catch {
    // Storage refused: after a reload the button waits for the server.
  }
}

export function useAbrechnungsStand(
  benutzerId: string,
  modus: ImportModus,
  fileId: number | undefined,
  darf: boolean,
): { stand?: ImportMonitorZeile; neuLaden: () => void } {
  const fragen = darf && modus === 2 && fileId !== undefined;
  const schluessel = standSchluessel(benutzerId);
  const gemerkt = fragen ? gemerkterStand(sessionStorage, schluessel, fileId) : undefined;
  const { data, mutate } = useRoute(ROUTEN.monitorFilter, fragen ? undefined : null, {
    body: { fileNumber: fileId, modus: 2, mitStruktur: true },
    swr: {
      fallbackData: gemerkt ? { rows: [gemerkt] } : undefined,
      revalidateOnMount: true,
      onSuccess: (antwort) => {
        const zeile = antwort.rows.find((z) => z.fileId === fileId);
        if (zeile) standMerken(sessionStorage, schluessel, zeile);
      },
    },
  });
  return {
    stand: fragen ? data?.rows.find((z) => z.fileId === fileId) : undefined,
    neuLaden: () => void mutate(),
  };
}
