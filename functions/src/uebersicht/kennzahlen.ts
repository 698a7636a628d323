/**
 * The start page 'Übersicht' (issue 24 §1) in one answer, from the aggregates the writes keep
 * (domain/uebersicht/, data/repositories/uebersicht.ts) — never from the lists' rows:
 *
 * - the day aggregate of the caller's shares over the chart's 30 days: one Query per share and
 *   month, at most two months; the week aggregate over the rate's 12 weeks: one Query per share
 *   and ISO week-year, at most two;
 * - the open documents delivered from the first day of the month 12 months back (the inbox link's
 *   range: `offenAb`): one Query per scope, months × insurers items;
 * - the download accesses failed or overdue (the 72-hour rule, domain/bipro/uebersicht.ts) from
 *   the download overview's own rows and by its own status filter (abholung/uebersicht.ts
 *   MIT_STATUS), so each figure is the rows its link's filter shows;
 * - for users of the import screens, the import monitor's own rows of the chart's days, per
 *   monitor (modus 1 and 2; monitor/liste.ts): the faulty lines per company — summed from each
 *   file's kept count (`numRowsError`, one item per file, the monitor's month index), no line
 *   read — and, for internal users, the planned runs missed and not confirmed; each counted with
 *   the rule of the monitor's `nur` filter and, per company, its company filter, so each figure
 *   is the rows its link opens.
 *
 * Scope (domain/datensicht.ts): who sees every record reads the scope 'alle'; everyone else his
 * own broker's partition — the structure's brokers are not added, as no list shows a structure
 * every kind of file (domain/bipro/sicht.ts). A user with no broker number sees zeros.
 */
import {
  darfImportLesen,
  istIntern,
  UEBERSICHT_TAGE,
  UEBERSICHT_WOCHEN,
  ZEITRAUM_MONATE,
  type Benutzer,
  type ImportMonitorZeile,
  type UebersichtAntwort,
} from '@lieferdesk/shared';
import { downloadUebersicht, MIT_STATUS } from '../abholung/uebersicht';
import { datenbank, type Datenbank } from '../data/datenbank';
import { monateLesen } from '../data/monatsweise';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { uebersichtRepository, type TagesStand } from '../data/repositories/uebersicht';
import { datensicht } from '../domain/datensicht';
import { passtZurGesellschaft } from '../domain/gesellschaftAusDatei';
import { monitorZeilen, NUR } from '../monitor/liste';
import { lesezeitraum, monatDesTages, offenAb } from '../domain/uebersicht/kalender';
import { quoteJeWoche } from '../domain/uebersicht/quote';
import { ANTEIL_ALLE, anteilDesMaklers } from '../domain/uebersicht/zaehlung';

const MODI = [1, 2] as const;

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
  // The open documents of the months the inbox link opens (offeneDokumentePfad in the web).
  const offenVon = offenAb(jetzt, ZEITRAUM_MONATE.biproListen - 1);

  const [staende, wochenStaende, offen, namen, abholung, monitor] = await Promise.all([
    monateLesen(monate, (monat) =>
      Promise.all(anteile.map((s) => repo.tage(s, monat, von, bis))).then((t) => t.flat()),
    ),
    Promise.all(
      jahre.flatMap((jahr) => anteile.map((s) => repo.wochen(s, jahr, wochen[0]!, wochen.at(-1)!))),
    ).then((w) => w.flat()),
    Promise.all(anteile.map((s) => repo.offen(s, monatDesTages(offenVon)))).then((t) => t.flat()),
    gesellschaftenRepository(db).liste(),
    downloadUebersicht(b, {}, { db, jetzt }),
    darfImportLesen(b)
      ? Promise.all(
          MODI.map(async (modus) => ({
            modus,
            zeilen: await monitorZeilen(b, { modus, dateFrom: von, dateTo: bis }, db, jetzt),
          })),
        )
      : Promise.resolve(undefined),
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

  return {
    tage,
    wochen,
    gesellschaften,
    lieferungen,
    quote,
    offenAb: offenVon,
    offeneDokumente: offeneDokumente.sort(
      (x, y) => y.anzahl - x.anzahl || x.gesellschaftId - y.gesellschaftId,
    ),
    abholungen: {
      fehlgeschlagen: abholung.rows.filter(MIT_STATUS.fehlgeschlagen).length,
      ueberfaellig: abholung.rows.filter(MIT_STATUS.ueberfaellig).length,
    },
    ...(monitor && istIntern(b)
      ? {
          verpassteLaeufe: monitor.map(({ modus, zeilen }) => ({
            modus,
            anzahl: zeilen.filter(NUR.verpasst).length,
          })),
        }
      : {}),
    ...(monitor ? { fehlerhafteZeilen: monitor.flatMap((m) => fehlerhafteZeilen(m, namen)) } : {}),
    stand: jetzt.toISOString(),
  };
}

/**
 * Faulty lines per company of one monitor's rows, most first: per company the rows the monitor's
 * company filter keeps (a file naming two companies counts under each), the files without a
 * company under ''.
 */
function fehlerhafteZeilen(
  { modus, zeilen }: { modus: 1 | 2; zeilen: readonly ImportMonitorZeile[] },
  firmen: readonly { gesellschaftId: number; name: string }[],
) {
  const idVon = new Map(firmen.map((g) => [g.name, String(g.gesellschaftId)]));
  const fehlerhaft = zeilen.filter(NUR.fehlerhaft);
  const namen = [...new Set(fehlerhaft.map((z) => z.gesellschaft))];
  return namen
    .map((gesellschaft) => {
      const seine = fehlerhaft.filter((z) =>
        gesellschaft === '' ? z.gesellschaft === '' : passtZurGesellschaft(z.gesellschaft, gesellschaft),
      );
      return {
        modus,
        gesellschaft,
        filterWert: idVon.get(gesellschaft) ?? gesellschaft,
        zeilen: seine.reduce((summe, z) => summe + z.numRowsError, 0),
        dateien: seine.length,
      };
    })
    .sort((x, y) => y.zeilen - x.zeilen || x.gesellschaft.localeCompare(y.gesellschaft, 'de'));
}
