/**
 * The start page 'Übersicht' (issue 24 §1) in one answer, from the aggregates the writes keep
 * (domain/uebersicht/, data/repositories/uebersicht.ts) — never from the lists' rows:
 *
 * - the day aggregate of the caller's shares over the chart's 30 days: one Query per share and
 *   month, at most two months; the week aggregate over the rate's 12 weeks: one Query per share
 *   and ISO week-year, at most two;
 * - the open documents: one Query per scope;
 * - the download accesses failed or overdue (the 72-hour rule, domain/bipro/uebersicht.ts) from
 *   the download overview's own rows (one item per access, abholung/uebersicht.ts);
 * - for internal users, the planned runs missed and not confirmed in the chart's days (one Query
 *   per month of the missed runs' partition);
 * - for users of the import screens, the faulty lines per company of the files registered in the
 *   chart's days: summed from each file's own kept count (`numRowsError`, one item per file, the
 *   monitor's month index: one Query per modus and month) — not a per-company counter, and no
 *   line is read.
 *
 * Scope (domain/datensicht.ts): who sees every record reads the scope 'alle'; everyone else his
 * own broker's partition — the structure's brokers are not added, as no list shows a structure
 * every kind of file (domain/bipro/sicht.ts). A user with no broker number sees zeros.
 */
import {
  ABHOL_TEXTE,
  darfImportLesen,
  istIntern,
  UEBERSICHT_TAGE,
  UEBERSICHT_WOCHEN,
  type Benutzer,
  type UebersichtAntwort,
} from '@lieferdesk/shared';
import { downloadUebersicht } from '../abholung/uebersicht';
import { datenbank, type Datenbank } from '../data/datenbank';
import { monateLesen } from '../data/monatsweise';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { interfacelaufAusfaelleRepository } from '../data/repositories/interfacelaufAusfaelle';
import { uebersichtRepository, type TagesStand } from '../data/repositories/uebersicht';
import { importDateienRepository } from '../data/repositories/importDateien';
import { datensicht, istSichtbar } from '../domain/datensicht';
import { deutscherTag, zeitraum } from '../zeitangabe';
import { lesezeitraum } from '../domain/uebersicht/kalender';
import { quoteJeWoche } from '../domain/uebersicht/quote';
import { ANTEIL_ALLE, anteilDesMaklers } from '../domain/uebersicht/zaehlung';

interface Optionen {
  db?: Datenbank;
  jetzt?: Date;
}

/** The aggregate partitions a user reads. */
export function anteileDes(b: Benutzer): string[] {
  const sicht = datensicht(b);
  return sicht.alle ? [ANTEIL_ALLE] : [...sicht.makler].map(anteilDesMaklers);
}

/** Day counts of several scopes summed per day and insurer. */
function summiert(staende: readonly TagesStand[]): TagesStand[] {
  const je = new Map<string, TagesStand>();
  for (const s of staende) {
    const schluessel = `${s.tag}|${s.gesellschaftId}`;
    const bisher = je.get(schluessel);
    if (!bisher) je.set(schluessel, { ...s });
    else
      for (const feld of ['dokumente', 'automatisch', 'gdv', 'abrechnungen', 'mahnungen', 'archiv'] as const)
        bisher[feld] += s[feld];
  }
  return [...je.values()].sort((a, b) => a.tag.localeCompare(b.tag) || a.gesellschaftId - b.gesellschaftId);
}

export async function uebersichtKennzahlen(b: Benutzer, o: Optionen = {}): Promise<UebersichtAntwort> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? new Date();
  const repo = uebersichtRepository(db);
  const anteile = anteileDes(b);
  const { tage, monate, wochen, jahre } = lesezeitraum(jetzt, UEBERSICHT_TAGE, UEBERSICHT_WOCHEN);
  const von = tage[0]!;
  const bis = tage.at(-1)!;

  const [staende, wochenStaende, offen, namen, abholung, verpasst, fehlerhaft] = await Promise.all([
    monateLesen(monate, (monat) =>
      Promise.all(anteile.map((s) => repo.tage(s, monat, von, bis))).then((t) => t.flat()),
    ),
    Promise.all(
      jahre.flatMap((jahr) => anteile.map((s) => repo.wochen(s, jahr, wochen[0]!, wochen.at(-1)!))),
    ).then((w) => w.flat()),
    Promise.all(anteile.map((s) => repo.offen(s))).then((t) => t.flat()),
    gesellschaftenRepository(db).liste(),
    downloadUebersicht(b, {}, { db, jetzt }),
    istIntern(b)
      ? interfacelaufAusfaelleRepository(db)
          .inTagen(von, bis)
          .then((a) => a.filter((x) => !x.bestaetigtAm).length)
      : Promise.resolve(undefined),
    darfImportLesen(b) ? fehlerhafteZeilen(b, db, von, bis) : Promise.resolve(undefined),
  ]);

  const lieferungen = summiert(staende)
    .filter((t) => t.dokumente + t.gdv + t.abrechnungen + t.mahnungen > 0)
    .map(({ tag, gesellschaftId, dokumente, gdv, abrechnungen, mahnungen }) => ({
      tag,
      gesellschaftId,
      dokumente,
      gdv,
      abrechnungen,
      mahnungen,
    }));
  const quote = quoteJeWoche(wochenStaende);
  const offenJe = new Map<number, number>();
  for (const x of offen) offenJe.set(x.gesellschaftId, (offenJe.get(x.gesellschaftId) ?? 0) + x.anzahl);
  const offeneDokumente = [...offenJe]
    .filter(([, anzahl]) => anzahl > 0)
    .map(([gesellschaftId, anzahl]) => ({ gesellschaftId, anzahl }));

  const genannt = new Set([
    ...lieferungen.map((l) => l.gesellschaftId),
    ...quote.map((q) => q.gesellschaftId),
    ...offeneDokumente.map((x) => x.gesellschaftId),
  ]);
  const nameVon = new Map(namen.map((g) => [g.gesellschaftId, g.name]));
  const gesellschaften = [...genannt]
    .map((gesellschaftId) => ({
      gesellschaftId,
      name: nameVon.get(gesellschaftId) ?? String(gesellschaftId),
    }))
    .sort((x, y) => x.name.localeCompare(y.name, 'de'));
  const sichtbar = abholung.rows.filter((r) => !r.invisible);

  return {
    tage,
    wochen,
    gesellschaften,
    lieferungen,
    quote,
    offeneDokumente: offeneDokumente.sort(
      (x, y) => y.anzahl - x.anzahl || x.gesellschaftId - y.gesellschaftId,
    ),
    abholungen: {
      fehlgeschlagen: sichtbar.filter((r) => r.status === ABHOL_TEXTE.status.fehlgeschlagen).length,
      ueberfaellig: sichtbar.filter((r) => r.status === ABHOL_TEXTE.status.veraltet).length,
    },
    ...(verpasst !== undefined ? { verpassteLaeufe: verpasst } : {}),
    ...(fehlerhaft !== undefined ? { fehlerhafteZeilen: fehlerhaft } : {}),
    stand: jetzt.toISOString(),
  };
}

/** Faulty lines per company of the visible files registered from `vonTag` to `bisTag`, most first. */
async function fehlerhafteZeilen(b: Benutzer, db: Datenbank, vonTag: string, bisTag: string) {
  const { von, bis } = zeitraum({ dateFrom: vonTag, dateTo: bisTag });
  const repo = importDateienRepository(db);
  const sicht = datensicht(b);
  const dateien = (await Promise.all([repo.imZeitraum(1, von, bis), repo.imZeitraum(2, von, bis)])).flat();
  const je = new Map<string, { gesellschaft: string; zeilen: number; dateien: number }>();
  for (const d of dateien) {
    const tag = deutscherTag(d.dateFrom);
    if (d.numRowsError <= 0 || tag < vonTag || tag > bisTag || !istSichtbar(d, sicht)) continue;
    const gesellschaft = d.gesellschaft ?? '';
    const g = je.get(gesellschaft) ?? { gesellschaft, zeilen: 0, dateien: 0 };
    g.zeilen += d.numRowsError;
    g.dateien++;
    je.set(gesellschaft, g);
  }
  return [...je.values()].sort(
    (x, y) => y.zeilen - x.zeilen || x.gesellschaft.localeCompare(y.gesellschaft, 'de'),
  );
}
