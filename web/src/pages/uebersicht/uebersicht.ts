/**
 * The pure rules of the start page 'Übersicht' (issue 24 §1): the answer's figures as the charts'
 * data and as the tables behind them (the same numbers: the table is the chart's text
 * alternative), and where the page's links lead.
 */
import { BEREICHE, UEBERSICHT_TEXTE as T, type MonitorNur, type UebersichtAntwort } from '@lieferdesk/shared';
import { monitorLinkPfad } from '../importMonitor/monitor';
import { monitorPfad } from '../importMonitor/pfade';

export const LIEFERARTEN = ['dokumente', 'gdv', 'abrechnungen', 'mahnungen'] as const;
export type Lieferart = (typeof LIEFERARTEN)[number];

/**
 * One colour per kind of file and per insurer line: distinct in hue and lightness, each at least
 * 3:1 against the white page (WCAG 1.4.11, graphical objects).
 */
export const FARBEN = [
  '#1d4ed8',
  '#b45309',
  '#047857',
  '#b91c1c',
  '#6d28d9',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];

/** DD.MM. of a YYYY-MM-DD day: the chart's axis. */
export const kurzerTag = (tag: string): string => `${tag.slice(8, 10)}.${tag.slice(5, 7)}.`;

/** 'KW 11/2026' of a YYYY-Www week. */
export const kurzeWoche = (woche: string): string => `KW ${woche.slice(6)}/${woche.slice(0, 4)}`;

export interface LieferZeile extends Record<Lieferart, number> {
  tag: string;
  summe: number;
}

/** Every day of the chart with its counts — of one insurer, or (null) of all — zeros included. */
export function lieferZeilen(a: UebersichtAntwort, gesellschaftId: number | null): LieferZeile[] {
  const je = new Map(
    a.tage.map((tag) => [tag, { tag, dokumente: 0, gdv: 0, abrechnungen: 0, mahnungen: 0, summe: 0 }]),
  );
  for (const l of a.lieferungen) {
    if (gesellschaftId !== null && l.gesellschaftId !== gesellschaftId) continue;
    const zeile = je.get(l.tag);
    if (!zeile) continue;
    for (const art of LIEFERARTEN) {
      zeile[art] += l[art];
      zeile.summe += l[art];
    }
  }
  return [...je.values()];
}

/** The stacked bars: one data set per kind of file. */
export function lieferDiagramm(zeilen: readonly LieferZeile[]) {
  return {
    labels: zeilen.map((z) => kurzerTag(z.tag)),
    datasets: LIEFERARTEN.map((art, i) => ({
      label: T.lieferungen[art],
      data: zeilen.map((z) => z[art]),
      backgroundColor: FARBEN[i],
    })),
  };
}

export const LIEFER_OPTIONEN = {
  animation: false,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
  scales: {
    x: { stacked: true },
    y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
  },
} as const;

export interface QuoteZeile {
  woche: string;
  gesellschaft: string;
  geliefert: number;
  automatisch: number;
  /** 0…100, rounded; undefined without documents. */
  prozent?: number;
}

const nameVon = (a: UebersichtAntwort) => {
  const namen = new Map(a.gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  return (id: number) => namen.get(id) ?? String(id);
};

const prozent = (automatisch: number, geliefert: number) =>
  geliefert > 0 ? Math.round((automatisch / geliefert) * 100) : undefined;

/** The rate's table: each week and insurer with documents, weeks oldest first. */
export function quoteZeilen(a: UebersichtAntwort): QuoteZeile[] {
  const name = nameVon(a);
  return a.quote.map((q) => ({
    woche: q.woche,
    gesellschaft: name(q.gesellschaftId),
    geliefert: q.geliefert,
    automatisch: q.automatisch,
    prozent: prozent(q.automatisch, q.geliefert),
  }));
}

/** The rate's lines: one per insurer with documents, a gap in weeks without. */
export function quoteDiagramm(a: UebersichtAntwort) {
  const name = nameVon(a);
  const ids = [...new Set(a.quote.map((q) => q.gesellschaftId))];
  return {
    labels: a.wochen.map(kurzeWoche),
    datasets: ids.map((id, i) => ({
      label: name(id),
      data: a.wochen.map((w) => {
        const q = a.quote.find((x) => x.gesellschaftId === id && x.woche === w);
        return q ? (prozent(q.automatisch, q.geliefert) ?? null) : null;
      }),
      borderColor: FARBEN[i % FARBEN.length],
      backgroundColor: FARBEN[i % FARBEN.length],
      spanGaps: true,
    })),
  };
}

export const QUOTE_OPTIONEN = {
  animation: false,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
  scales: { y: { min: 0, max: 100, title: { display: true, text: T.quote.achse } } },
} as const;

/** The insurers the delivery chart may be narrowed to, by name. */
export const gesellschaftsAuswahl = (a: UebersichtAntwort) =>
  a.gesellschaften
    .filter((g) => a.lieferungen.some((l) => l.gesellschaftId === g.gesellschaftId))
    .map((g) => ({ label: g.name, value: g.gesellschaftId }));

const pfad = (id: string) => BEREICHE.find((b) => b.id === id)!.pfad;

/** Where the page's figures lead: the screens that list what they count. */
export const ZIELE = {
  dokumente: pfad('dokumente'),
  downloadUebersicht: pfad('downloadUebersicht'),
};

/**
 * The import monitor of one modus over the chart's days, narrowed to what a figure counts (the
 * server counts with the monitor's own rule): the files with faulty lines of one company
 * (`filterWert`), or the missed planned runs.
 */
export function monitorZiel(
  a: Pick<UebersichtAntwort, 'tage'>,
  modus: 1 | 2,
  nur: MonitorNur,
  filterWert?: string,
): string {
  return monitorLinkPfad(monitorPfad(modus), {
    von: a.tage[0]!,
    bis: a.tage.at(-1)!,
    nur,
    ...(filterWert ? { gesellschaft: filterWert } : {}),
  });
}
