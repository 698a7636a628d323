/**
 * The download overview (reference §2.6, §7 "Download overview"): the accesses a user may see —
 * every one for users who see all records, a broker his own (domain/datensicht.ts) — as rows,
 * filtered by company, the day of the last successful pickup and (ours) the status; and restarting their jobs where
 * `jobStartAllowed` (restart_job names the company: every visible access of it is restarted).
 */
import {
  ABHOL_TEXTE,
  PARAMETER_ALLE,
  type AbholFilterStatus,
  type Benutzer,
  type DownloadUebersichtZeile,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { datensicht, istSichtbar } from '../domain/datensicht';
import { uebersichtsZeile } from '../domain/bipro/uebersicht';
import { konflikt } from '../domain/fehler';
import { aufrufLogger } from '../log';
import { deutscherTag, deutscheZeit } from '../zeitangabe';
import { abholungLaeuft, abholungStarten, jobStartErlaubt, startSperre, type AbholStarter } from './starten';

export interface UebersichtsFilter {
  gesellschaft?: string;
  lezteAbholungVon?: string;
  lezteAbholungBis?: string;
  status?: AbholFilterStatus;
}

/**
 * The rows a status filter keeps (the start page counts with the same rule): an active access
 * whose last run failed, or whose last success is older than 72 hours (or never was).
 */
export const MIT_STATUS: Record<AbholFilterStatus, (r: DownloadUebersichtZeile) => boolean> = {
  fehlgeschlagen: (r) => !r.invisible && r.status === ABHOL_TEXTE.status.fehlgeschlagen,
  ueberfaellig: (r) => !r.invisible && r.status === ABHOL_TEXTE.status.veraltet,
};

interface Optionen {
  db?: Datenbank;
  jetzt?: Date;
}

async function sichtbareZugaenge(b: Benutzer, db: Datenbank): Promise<ZugangEintrag[]> {
  const sicht = datensicht(b, true);
  const zugaenge = zugaengeRepository(db);
  if (sicht.alle) return zugaenge.alle();
  const teile = await Promise.all([...sicht.makler].map((nr) => zugaenge.desMaklers(nr)));
  return teile.flat().filter((z) => istSichtbar({ maklernr: z.maklernr }, sicht));
}

const gefiltert = (g: string | undefined) => g !== undefined && g !== '' && g !== PARAMETER_ALLE;

export async function downloadUebersicht(
  b: Benutzer,
  f: UebersichtsFilter,
  o: Optionen = {},
): Promise<{ rows: DownloadUebersichtZeile[]; uniqueGesellschaftCount: number }> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const namen = new Map((await gesellschaftenRepository(db).liste()).map((g) => [g.gesellschaftId, g.name]));
  const rows = (await sichtbareZugaenge(b, db))
    .map((z) => ({
      ...uebersichtsZeile(
        z,
        namen.get(z.gesellschaftId) ?? String(z.gesellschaftId),
        jobStartErlaubt(z, jetzt),
        jetzt,
      ),
      jobRunning: abholungLaeuft(z, jetzt),
    }))
    .filter((r) => !gefiltert(f.gesellschaft) || r.gesellschaft === f.gesellschaft)
    .filter((r) => f.status === undefined || MIT_STATUS[f.status](r))
    .filter((r) => {
      if (!f.lezteAbholungVon && !f.lezteAbholungBis) return true;
      if (!r.lastSuccess) return false;
      const tag = deutscherTag(r.lastSuccess);
      return (
        (!f.lezteAbholungVon || tag >= f.lezteAbholungVon) &&
        (!f.lezteAbholungBis || tag <= f.lezteAbholungBis)
      );
    })
    .sort(
      (a, b) => a.gesellschaft.localeCompare(b.gesellschaft, 'de') || a.maklernr.localeCompare(b.maklernr),
    );
  return { rows, uniqueGesellschaftCount: new Set(rows.map((r) => r.gesellschaft)).size };
}

/**
 * Restarts the visible jobs of one company (or all: `gesellschaft` undefined) that may start now;
 * answers how many started. Each start is a conditional write (starten.ts), so of many calls at
 * once one starts a run; the others find the access taken — a warning, not an error. Restarting
 * one company's jobs where none started is refused with the reason; "restart all" starts what
 * may start, which can be nothing.
 */
export async function jobsNeustarten(
  b: Benutzer,
  gesellschaft: string | undefined,
  o: Optionen & { starten?: AbholStarter } = {},
): Promise<number> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const namen = new Map((await gesellschaftenRepository(db).liste()).map((g) => [g.gesellschaftId, g.name]));
  const betroffen = (await sichtbareZugaenge(b, db)).filter(
    (z) => gesellschaft === undefined || namen.get(z.gesellschaftId) === gesellschaft,
  );
  let gestartet = 0;
  for (const z of betroffen.filter((z) => jobStartErlaubt(z, jetzt))) {
    if (await abholungStarten(z.zugangId, 'neustart', { db, jetzt, starten: o.starten })) gestartet++;
    else
      aufrufLogger().warn('Abholung nicht gestartet: Der Zugang läuft oder wurde eben gestartet.', {
        zugangId: z.zugangId,
      });
  }
  if (gestartet === 0 && gesellschaft !== undefined)
    throw konflikt(await neustartAbgelehnt(gesellschaft, betroffen, db, jetzt));
  return gestartet;
}

/** Why none of the company's jobs started: one runs, or the earliest time a start is possible again. */
async function neustartAbgelehnt(
  gesellschaft: string,
  zugaenge: readonly ZugangEintrag[],
  db: Datenbank,
  jetzt: Date,
): Promise<string> {
  const repo = zugaengeRepository(db);
  const sperren = (await Promise.all(zugaenge.map((z) => repo.laden(z.zugangId))))
    .filter((z): z is ZugangEintrag => z !== undefined && z.aktiv && z.passwortGesetzt)
    .map((z) => startSperre(z, jetzt));
  if (sperren.some((s) => s?.art === 'laeuft')) return ABHOL_TEXTE.neustartLaeuft(gesellschaft);
  const bis = sperren.flatMap((s) => (s?.art === 'abklingend' ? [s.bis.getTime()] : []));
  if (bis.length === 0) return ABHOL_TEXTE.neustartNichtMoeglich(gesellschaft);
  // The next full minute: a start at the minute named is allowed.
  const ab = new Date(Math.ceil(Math.min(...bis) / 60_000) * 60_000);
  return ABHOL_TEXTE.neustartAbklingend(gesellschaft, deutscheZeit(ab.toISOString()).slice(-5));
}
