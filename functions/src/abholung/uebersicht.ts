/**
 * The download overview (reference §2.6, §7 "Download overview"): the accesses a user may see —
 * every one for users who see all records, a broker his own (domain/datensicht.ts) — as rows,
 * filtered by company and the day of the last successful pickup; and restarting their jobs where
 * `jobStartAllowed` (restart_job names the company: every visible access of it is restarted).
 */
import { ABHOL_TEXTE, PARAMETER_ALLE, type Benutzer, type DownloadUebersichtZeile } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { datensicht, istSichtbar } from '../domain/datensicht';
import { uebersichtsZeile } from '../domain/bipro/uebersicht';
import { konflikt } from '../domain/fehler';
import { deutscherTag } from '../zeitangabe';
import { abholungStarten, jobStartErlaubt } from './starten';

export interface UebersichtsFilter {
  gesellschaft?: string;
  lezteAbholungVon?: string;
  lezteAbholungBis?: string;
}

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
    .map((z) =>
      uebersichtsZeile(
        z,
        namen.get(z.gesellschaftId) ?? String(z.gesellschaftId),
        jobStartErlaubt(z, jetzt),
        jetzt,
      ),
    )
    .filter((r) => !gefiltert(f.gesellschaft) || r.gesellschaft === f.gesellschaft)
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

/** Restarts the visible jobs of one company (or all: `gesellschaft` undefined) that may start now; answers how many. */
export async function jobsNeustarten(
  b: Benutzer,
  gesellschaft: string | undefined,
  o: Optionen & { starten?: Parameters<typeof abholungStarten>[2] } = {},
): Promise<number> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const namen = new Map((await gesellschaftenRepository(db).liste()).map((g) => [g.gesellschaftId, g.name]));
  const startbar = (await sichtbareZugaenge(b, db)).filter(
    (z) =>
      (gesellschaft === undefined || namen.get(z.gesellschaftId) === gesellschaft) &&
      jobStartErlaubt(z, jetzt),
  );
  // Restarting one company's jobs where none may start is refused with the reason; "restart
  // all" starts what may start, which can be nothing.
  if (startbar.length === 0 && gesellschaft !== undefined)
    throw konflikt(ABHOL_TEXTE.neustartNichtMoeglich(gesellschaft));
  for (const z of startbar) await abholungStarten(z.zugangId, 'neustart', o.starten);
  return startbar.length;
}
