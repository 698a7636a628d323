/**
 * An access as a row of the download overview (reference §2.6, §3 "Download overview row", §4
 * "Download job status text"): its status text by the icon rule, the last run's counts, and a
 * warning on each count column whose kind of file last arrived more than 72 hours ago (§9).
 */
import { ABHOL_TEXTE, type DownloadUebersichtZeile } from '@lieferdesk/shared';
import type { LetzteAnkunft, ZugangZaehler } from './zaehler';

/** Older than this, data counts as overdue (reference §9). */
export const UEBERFAELLIG_MS = 72 * 60 * 60 * 1000;

export interface ZugangsStand {
  zugangId: number;
  maklernr: string;
  benutzername: string;
  aktiv: boolean;
  letzterErfolg?: string;
  letzterLaufEnde?: string;
  letzterFehler?: string;
  zaehler?: ZugangZaehler;
  letzteAnkunft?: LetzteAnkunft;
}

const SPALTEN = {
  postdokumenteZugeordnet: 'zugeordnet',
  postdokumenteNichtZugeordnet: 'nichtZugeordnet',
  gdv: 'gdv',
  abrechnungen: 'abrechnungen',
  mahnungen: 'mahnungen',
} as const satisfies Record<string, keyof ZugangZaehler>;

/** Whether a point in time (a last success, a last arrival) is older than UEBERFAELLIG_MS. */
export const ueberfaellig = (iso: string | undefined, jetzt: Date) =>
  iso !== undefined && jetzt.getTime() - Date.parse(iso) > UEBERFAELLIG_MS;

/**
 * The counts an access keeps after a successful run: the run's own — or, for a continuation (a
 * run that picks up the shipments its predecessor left for later) of a pickup that went well so
 * far, the run's added to what the pickup's earlier runs stored, so the counts are the whole
 * pickup's and not its last part's. After a failed part the stored counts are an older pickup's:
 * the continuation starts afresh.
 */
export function zaehlerNachErfolg(
  lauf: ZugangZaehler,
  fortsetzung: boolean,
  vorher: Pick<ZugangsStand, 'zaehler' | 'letzterFehler'> | undefined,
): ZugangZaehler {
  const bisher = fortsetzung && vorher && !vorher.letzterFehler ? vorher.zaehler : undefined;
  if (!bisher) return { ...lauf };
  const summe = { ...lauf };
  for (const k of Object.keys(summe) as (keyof ZugangZaehler)[]) summe[k] += bisher[k] ?? 0;
  return summe;
}

export function uebersichtsZeile(
  z: ZugangsStand,
  gesellschaft: string,
  jobStartAllowed: boolean,
  jetzt: Date,
): DownloadUebersichtZeile {
  let status: string | undefined;
  if (z.letzterFehler) status = ABHOL_TEXTE.status.fehlgeschlagen;
  else if (!z.letzterErfolg) status = ABHOL_TEXTE.status.niemals;
  else if (ueberfaellig(z.letzterErfolg, jetzt)) status = ABHOL_TEXTE.status.veraltet;
  const warning: DownloadUebersichtZeile['warning'] = {};
  for (const [spalte, art] of Object.entries(SPALTEN) as [keyof typeof SPALTEN, keyof ZugangZaehler][])
    if (ueberfaellig(z.letzteAnkunft?.[art], jetzt)) warning[spalte] = true;
  return {
    id: z.zugangId,
    maklernr: z.maklernr,
    gesellschaft,
    ...(z.letzterErfolg ? { lastSuccess: z.letzterErfolg } : {}),
    ...(status ? { status } : {}),
    ...(z.letzterFehler ? { fehler: z.letzterFehler } : {}),
    postdokumenteZugeordnet: z.zaehler?.zugeordnet ?? 0,
    postdokumenteNichtZugeordnet: z.zaehler?.nichtZugeordnet ?? 0,
    gdv: z.zaehler?.gdv ?? 0,
    abrechnungen: z.zaehler?.abrechnungen ?? 0,
    mahnungen: z.zaehler?.mahnungen ?? 0,
    extUserName: z.benutzername,
    invisible: !z.aktiv,
    jobStartAllowed,
    warning,
  };
}
