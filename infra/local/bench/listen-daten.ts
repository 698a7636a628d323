/**
 * The data of the BiPRO lists benchmark (listen.ts): a year of an insurer-heavy broker pool's
 * BiPRO traffic — documents of the inbox in their three filter modes, GDV files and deliveries —
 * built as the download job stores them (the repositories' item shapes: `fach`, surname key,
 * German calendar month) and put into the table in bulk.
 *
 * Realistic where it decides what a list reads: companies and surnames follow a Zipf-like
 * distribution (a few big insurers deliver most; Müller and Schmidt are common, hyphenated names
 * rare), times spread over twelve months, most documents assigned automatically, a fifth left
 * open, some assigned later by a person; only assigned ones carry a customer. Deterministic: the
 * same seed and `jetzt` give the same items.
 */
import { Entity } from 'electrodb';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import type { Zuordnungsstand } from '@lieferdesk/functions/domain/bipro/biproDatei';
import { biproDateiSchema } from '@lieferdesk/functions/data/entities/biproDatei';
import { biproLieferungSchema } from '@lieferdesk/functions/data/entities/biproLieferung';
import {
  fachVon,
  namensSchluessel,
  OHNE_NAMEN,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import type { BiproLieferungEintrag } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import {
  gesellschaftenRepository,
  type Gesellschaft,
} from '@lieferdesk/functions/data/repositories/gesellschaften';
import { stapelweiseSchreiben } from '@lieferdesk/functions/data/stapelSchreiben';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { uebersichtRepository } from '@lieferdesk/functions/data/repositories/uebersicht';
import {
  offenAenderungen,
  tageszaehlungen,
  type GezaehlteBiproDatei,
  type OffenAenderung,
  type TagesZaehlung,
} from '@lieferdesk/functions/domain/uebersicht/zaehlung';
import { DEMO_GESELLSCHAFTEN, DEMO_KATEGORIEN } from '../demo/stammdaten';

export interface Umfang {
  dokumente: number;
  gdvDateien: number;
  lieferungen: number;
  gesellschaften: number;
  monate: number;
}

export const UMFANG: Umfang = {
  dokumente: 200_000,
  gdvDateien: 20_000,
  lieferungen: 20_000,
  gesellschaften: 30,
  monate: 12,
};

/** Ids far above anything the demo hands out. */
const ERSTE_ID = 5_000_000;

/** mulberry32: a small, fast, seedable generator (the data must be the same on every run). */
export function zufall(saat: number): () => number {
  let a = saat >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `werte` with weight 1/rank^s (Zipf): the first are common, the last rare. */
export function zipf<T>(werte: readonly T[], s: number, z: () => number): () => T {
  const summen: number[] = [];
  let summe = 0;
  for (let i = 0; i < werte.length; i++) summen.push((summe += 1 / (i + 1) ** s));
  return () => {
    const x = z() * summe;
    let lo = 0;
    let hi = summen.length - 1;
    while (lo < hi) {
      const mitte = (lo + hi) >> 1;
      if (summen[mitte]! < x) lo = mitte + 1;
      else hi = mitte;
    }
    return werte[lo]!;
  };
}

/** German surnames, roughly by frequency (umlauts and ß as written). */
const NACHNAMEN = (
  'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer ' +
  'Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange ' +
  'Schmitt Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter ' +
  'Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Schubert Vogel Friedrich ' +
  'Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Schuster Simon ' +
  'Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer Groß Seidel ' +
  'Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch ' +
  'Bergmann Thomas Voigt Sauer Arnold Wolff Pfeiffer Ernst Lindner Hübner Kramer Franz Jansen ' +
  'Peter Hempel Böttcher Thiel Brinkmann Dörr Öztürk Yılmaz Kaya Nowak Kowalski Łukaszewski Schütz ' +
  'Gärtner Märtens Ruß Strauß Göbel Löffler Möhring Nüßlein Süß Weißenborn Ackermann Adam ' +
  'Bartsch Bauch Bender Beyer Blum Bock Brand Buck Busse Dietz Ebert Eckert Fiedler Fink Fritz ' +
  'Geiger Gerlach Götz Grimm Haase Hauser Heinz Hermann Hesse Hildebrandt Hoppe Jakob Janssen ' +
  'Kaufmann Kessler Kirchner Klose Koller Kolb Kunz Langer Lenz Lutz Mack Marx Menzel Michel ' +
  'Moser Nagel Oswald Paul Pietsch Popp Rausch Reuter Ritter Rose Rudolph Sander Schade Schenk ' +
  'Schilling Schlegel Schott Seifert Siebert Sturm Thiele Ullrich Unger Vetter Voß Wagenknecht ' +
  'Walther Weiss Wendt Wenzel Wiese Wilhelm Witt Wittmann Wolter Wulf Zander Zeller Ziegler-Lang'
).split(' ');

const VORNAMEN = (
  'Anna Maria Ursula Monika Petra Elisabeth Sabine Renate Helga Karin Brigitte Ingrid Erika ' +
  'Andrea Gisela Claudia Susanne Gabriele Christa Jürgen Michael Thomas Andreas Peter Wolfgang ' +
  'Klaus Stefan Hans Uwe Günter Frank Bernd Dieter Jörg Matthias Björn Zoë Lea Jonas Lukas ' +
  'Leon Finn Emma Mia Sophie Hannah Noah Elias Ömer Ayşe Renée José'
).split(' ');

/**
 * The surnames the benchmark draws from: the list, then double names of its common members (rare:
 * Zipf puts them at the end) — a few hundred distinct names, as a broker pool's customers have.
 */
export function nachnamen(): string[] {
  const doppelt: string[] = [];
  for (let i = 0; i < 12; i++)
    for (let j = 0; j < 12; j++) if (i !== j) doppelt.push(`${NACHNAMEN[i]}-${NACHNAMEN[j]}`);
  return [...NACHNAMEN, ...doppelt];
}

const WEITERE_GESELLSCHAFTEN = (
  'Hanseatische Leben AG|Bayerische Landesversicherung AG|Westfalia Sach AG|Concordia Rhein VVaG|' +
  'Elbtal Krankenversicherung AG|Saarländische Feuer AG|Ostsee Versicherungsverein a. G.|' +
  'Schwäbische Allgemeine AG|Pfälzer Hagel VVaG|Main-Taunus Leben AG|Harz Rechtsschutz AG|' +
  'Bodensee Versicherung AG|Märkische Unfall AG|Lippe Sterbekasse VVaG|Thüringer Sach AG|' +
  'Eifel Haftpflicht AG|Mosel Lebensversicherung AG|Sauerland Kranken AG|Weser-Ems Versicherung AG|' +
  'Allgäuer Tierversicherung AG|Fränkische Bau AG|Spessart Leben AG|Ruhrpott Kfz AG|' +
  'Oberlausitz Versicherung AG|Hunsrück Sach AG|Vogtland Leben AG'
).split('|');

/** The demo companies, then fictitious ones up to `anzahl` (ids 5, 6, …). */
export function benchGesellschaften(anzahl: number): Gesellschaft[] {
  const weitere = WEITERE_GESELLSCHAFTEN.slice(0, Math.max(0, anzahl - DEMO_GESELLSCHAFTEN.length)).map(
    (name, i): Gesellschaft => ({
      gesellschaftId: DEMO_GESELLSCHAFTEN.length + 1 + i,
      name,
      vuNrBafin: String(5600 + i),
    }),
  );
  return [...DEMO_GESELLSCHAFTEN, ...weitere].slice(0, anzahl);
}

/** The brokers: the demo's three first (so a demo broker has rows), then 60 more. */
const MAKLER = ['10001', '10002', '20001', ...Array.from({ length: 60 }, (_, i) => String(30001 + i))];

/**
 * Categories of documents as the download job labels them (GeVo-Art, the demo category's
 * "Haupt- / Unterkategorie", file name stem), most frequent first.
 */
const DOKUMENT_ARTEN = (
  [
    [120010000, 'Nachtrag'],
    [100007000, 'Versicherungsschein'],
    [140012020, 'Mahnung'],
    [110011000, 'Vertragsunterlagen'],
    [160010000, 'Kuendigungsbestaetigung'],
    [150013010, 'Schadenmeldung'],
    [130017001, 'Bestandsuebertragung'],
  ] as const
).map(([gevoArt, stamm]) => {
  const k = DEMO_KATEGORIEN.find((x) => x.gevoArt === gevoArt);
  if (!k) throw new Error(`Die Demo hat keine Kategorie ${gevoArt}.`);
  return [gevoArt, `${k.hauptKategorie} / ${k.unterKategorie}`, stamm] as const;
});

const GRUENDE_OFFEN = [
  'Vertrag nicht gefunden',
  'Keine Versicherungsscheinnummer geliefert',
  'Versicherungsscheinnummer mehrfach vorhanden',
  'Vertrag gehört einem anderen Makler',
];

const TAG = 86_400_000;

/** Months by hour: a month changes at a full hour of UTC, and Intl per item would cost seconds. */
function monatsZuordnung() {
  const bekannt = new Map<string, string>();
  return (iso: string) => {
    const stunde = iso.slice(0, 13);
    let monat = bekannt.get(stunde);
    if (!monat) bekannt.set(stunde, (monat = monatVon(new Date(iso))));
    return monat;
  };
}

/** A working-day time in the year before `jetzt`, as ISO (deliveries come during office hours). */
function zeitpunkt(z: () => number, jetzt: number, monate: number): string {
  const spanne = (monate / 12) * 365 * TAG;
  const tag = Math.floor((jetzt - spanne + z() * spanne) / TAG) * TAG;
  const t = Math.min(jetzt - 1000, tag + (5 + z() * 13) * 3_600_000);
  return new Date(t).toISOString();
}

const hex = (z: () => number, stellen: number) =>
  Array.from({ length: stellen }, () => Math.floor(z() * 16).toString(16)).join('');

interface Quellen {
  z: () => number;
  gesellschaft: () => Gesellschaft;
  makler: () => string;
  nachname: () => string;
  vorname: () => string;
  monat: (iso: string) => string;
  jetzt: number;
  monate: number;
}

function quellen(umfang: Umfang, jetzt: Date, saat: number): Quellen {
  const z = zufall(saat);
  return {
    z,
    // s = 0.8 over 30: the biggest insurer delivers about 18 % of the files, the smallest 1 %.
    gesellschaft: zipf(benchGesellschaften(umfang.gesellschaften), 0.8, z),
    makler: zipf(MAKLER, 0.8, z),
    // s = 0.6: the commonest name (Müller) about 4 % of the customers — a pool of a few hundred
    // names is flatter than the whole country's, where Müller is about 1 %.
    nachname: zipf(nachnamen(), 0.6, z),
    vorname: zipf(VORNAMEN, 0.7, z),
    monat: monatsZuordnung(),
    jetzt: jetzt.getTime(),
    monate: umfang.monate,
  };
}

/** Who delivered a file: company, broker, his access there and a shipment id of that day. */
function herkunft(q: Quellen, creationDate: string) {
  const g = q.gesellschaft();
  const maklernr = q.makler();
  const zugangId = g.gesellschaftId * 1000 + (Number(maklernr) % 1000);
  const tag = creationDate.slice(0, 10).replace(/-/g, '');
  return {
    g,
    maklernr,
    zugangId,
    transferId: `B${g.gesellschaftId}-${tag}-${String(Math.floor(q.z() * 10_000)).padStart(4, '0')}`,
  };
}

const vsnr = (q: Quellen) => String(10_000_000 + Math.floor(q.z() * 89_999_999));

/** The `n`-th document: filter mode 2 for about 74 %, 0 for 20 %, 1 for 6 %; 1 % deleted. */
function dokument(q: Quellen, id: number): BiproDateiEintrag {
  const creationDate = zeitpunkt(q.z, q.jetzt, q.monate);
  const { g, maklernr, zugangId, transferId } = herkunft(q, creationDate);
  const [gevoArt, category, stamm] = DOKUMENT_ARTEN[Math.floor(q.z() ** 2 * DOKUMENT_ARTEN.length)]!;
  const los = q.z();
  const zuordnung: Zuordnungsstand = los < 0.2 ? 0 : los < 0.26 ? 1 : 2;
  const policeNr = q.z() < 0.97 ? vsnr(q) : undefined;
  const basis: BiproDateiEintrag = {
    id,
    ziel: 'dokument',
    zugangId,
    transferId,
    nr: 1 + Math.floor(q.z() * 4),
    sha256: hex(q.z, 64),
    fileName: `${stamm}_${policeNr ?? transferId}.pdf`,
    fileSize: 20_000 + Math.floor(q.z() * 400_000),
    mimeType: 'application/pdf',
    bucket: 'lieferdesk-inbox',
    key: `bipro/${zugangId}/${transferId}/${id}.pdf`,
    gesellschaftId: g.gesellschaftId,
    maklernr,
    extUserName: `makler-${maklernr}`,
    gevoArt,
    category,
    monat: q.monat(creationDate),
    creationDate,
    policeNr,
    vermittlernummer: `${g.vuNrBafin ?? g.gesellschaftId}${maklernr}`,
    zuordnung,
    invisible: q.z() < 0.01,
  };
  if (zuordnung === 0) {
    const grund = GRUENDE_OFFEN[Math.floor(q.z() * GRUENDE_OFFEN.length)]!;
    return { ...basis, cause: grund, kandidaten: [{ grund }] };
  }
  const zeit = new Date(Date.parse(creationDate) + (zuordnung === 1 ? (1 + q.z() * 10) * TAG : 0));
  return {
    ...basis,
    internalId: 1_000_000 + Math.floor(q.z() * 8_000_000),
    kundennr: 100_000 + Math.floor(q.z() * 900_000),
    customerName: q.vorname(),
    customerSurname: q.nachname(),
    mscGesellschaft: g.name,
    mscDate: new Date(Math.min(zeit.getTime(), q.jetzt)).toISOString(),
    kandidaten: [],
  };
}

const GDV_ARTEN = [
  [999010010, 'Gesamtbestand'],
  [999010020, 'Aenderungen'],
  [999050000, 'Vermittlerabrechnung'],
] as const;

function gdvDatei(q: Quellen, id: number): BiproDateiEintrag {
  const creationDate = zeitpunkt(q.z, q.jetzt, q.monate);
  const { g, maklernr, zugangId, transferId } = herkunft(q, creationDate);
  const [gevoArt, art] = GDV_ARTEN[q.z() < 0.85 ? 1 : q.z() < 0.9 ? 2 : 0]!;
  const eingelesen = q.z() < 0.9;
  return {
    id,
    ziel: 'gdv',
    zugangId,
    transferId,
    nr: 1,
    sha256: hex(q.z, 64),
    fileName: `${g.vuNrBafin ?? g.gesellschaftId}_${art}_${creationDate.slice(0, 10).replace(/-/g, '')}.gdv`,
    fileSize: 5_000 + Math.floor(q.z() ** 3 * 50_000_000),
    mimeType: 'text/plain',
    bucket: 'lieferdesk-inbox',
    key: `bipro/${zugangId}/${transferId}/${id}.gdv`,
    gesellschaftId: g.gesellschaftId,
    maklernr,
    extUserName: `makler-${maklernr}`,
    gevoArt,
    monat: q.monat(creationDate),
    creationDate,
    vermittlernummer: `${g.vuNrBafin ?? g.gesellschaftId}${maklernr}`,
    ...(eingelesen ? { importDateiId: 2_000_000 + id - ERSTE_ID } : {}),
    invisible: q.z() < 0.01,
  };
}

/** The `n`-th delivery (its number makes the shipment id unique: the key is access + id). */
function lieferung(q: Quellen, n: number): BiproLieferungEintrag {
  const dateStarted = zeitpunkt(q.z, q.jetzt, q.monate);
  const { g, maklernr, zugangId } = herkunft(q, dateStarted);
  const transferId = `L${g.gesellschaftId}-${dateStarted.slice(0, 10).replace(/-/g, '')}-${n}`;
  const alle = 1 + Math.floor(q.z() ** 2 * 60);
  const nicht = Math.floor(alle * q.z() * 0.3);
  const fehler = q.z() < 0.02;
  return {
    zugangId,
    transferId,
    extZugangBezeichnung: `${g.name} BiPRO`,
    gesellschaftId: g.gesellschaftId,
    maklernr,
    monat: q.monat(dateStarted),
    dateStarted,
    dateFinished: new Date(Date.parse(dateStarted) + 2_000 + q.z() * 60_000).toISOString(),
    einstellzeitpunkt: new Date(Date.parse(dateStarted) - q.z() * 2 * TAG).toISOString(),
    gevoArt: DOKUMENT_ARTEN[Math.floor(q.z() * DOKUMENT_ARTEN.length)]![0],
    allInputFiles: alle,
    // Each file in one column (domain/bipro/lieferstatistik.ts): read in, or not.
    persistedFiles: alle - nicht,
    nichtzugeordnetePdfFiles: nicht,
    nonUniquePolices: Math.floor(nicht / 4),
    notFoundPolices: nicht - Math.floor(nicht / 4),
    inputUnassigned: 0,
    dbAlreadyExistFiles: q.z() < 0.05 ? 1 : 0,
    schadenLeistungMeldungen: 0,
    inputZips: 0,
    abgelegteZipFiles: 0,
    defekteZipFiles: 0,
    schonErledigteFiles: 0,
    numberGeschaeftsvorfallTransfers: alle,
    numberInkassoTransfers: 0,
    quittiert: !fehler,
    ...(fehler ? { error: `Lieferung ${transferId} nicht quittiert: Zeitüberschreitung` } : {}),
  };
}

/**
 * The start page's aggregates of the files written, as the repository keeps them when it stores
 * files (data/repositories/uebersicht.ts): the raw items bypass it, so their counts are summed
 * here per aggregate item and written once each at the end (one ADD per item, not per file).
 */
function startseitenAggregate() {
  const tage = new Map<string, TagesZaehlung>();
  const offen = new Map<string, OffenAenderung>();
  const istDatei = (item: Record<string, unknown>): item is Record<string, unknown> & GezaehlteBiproDatei =>
    typeof item.ziel === 'string' && typeof item.creationDate === 'string';
  return {
    zaehlen(items: readonly Record<string, unknown>[]) {
      const dateien = items.filter(istDatei);
      for (const z of tageszaehlungen(dateien)) {
        const schluessel = `${z.anteil}|${z.tag}|${z.gesellschaftId}`;
        const bisher = tage.get(schluessel);
        if (!bisher) tage.set(schluessel, z);
        else
          for (const [feld, wert] of Object.entries(z.werte))
            bisher.werte[feld as keyof typeof z.werte] += wert;
      }
      for (const a of offenAenderungen(dateien.map((nachher) => ({ nachher })))) {
        const schluessel = `${a.anteil}|${a.monat}|${a.gesellschaftId}`;
        const bisher = offen.get(schluessel);
        if (!bisher) offen.set(schluessel, a);
        else bisher.um += a.um;
      }
    },
    async schreiben(db: Datenbank) {
      const repo = uebersichtRepository(db);
      await repo.tageAddieren([...tage.values()]);
      await repo.offenAddieren([...offen.values()]);
    },
  };
}

/** How far the loading is: items written of all. */
export type Fortschritt = (geschrieben: number, gesamt: number) => void;

/** Items built and written in slices of this many, so memory stays flat. */
const SCHEIBE = 10_000;

/**
 * Writes the companies (30: the demo's and more) and the benchmark's documents, GDV files and
 * deliveries into the table. Items are built by ElectroDB's `put(...).params()` — the keys of
 * every index exactly as the repositories write them — and sent as BatchWriteItem of 25, several
 * at once, the unprocessed rest retried (data/stapelSchreiben.ts).
 */
export async function benchDatenSchreiben(
  db: Datenbank,
  o: { umfang?: Umfang; jetzt?: Date; saat?: number; fortschritt?: Fortschritt } = {},
): Promise<{ gesellschaften: Gesellschaft[] }> {
  const umfang = o.umfang ?? UMFANG;
  const q = quellen(umfang, o.jetzt ?? new Date(), o.saat ?? 2026);
  const gesellschaften = benchGesellschaften(umfang.gesellschaften);
  const repo = gesellschaftenRepository(db);
  for (const g of gesellschaften) await repo.speichern(g);

  const datei = new Entity(biproDateiSchema, { table: db.tabelle, client: db.client });
  const lieferungen = new Entity(biproLieferungSchema, { table: db.tabelle, client: db.client });
  const alsItem = (d: BiproDateiEintrag) =>
    datei
      .put({
        ...d,
        fach: fachVon(d.ziel, d.zuordnung as Zuordnungsstand | undefined),
        nachname: namensSchluessel(d.customerSurname) ?? OHNE_NAMEN,
      })
      .params<{ Item: Record<string, unknown> }>().Item;

  const gesamt = umfang.dokumente + umfang.gdvDateien + umfang.lieferungen;
  let geschrieben = 0;
  const teile: [number, (id: number) => Record<string, unknown>][] = [
    [umfang.dokumente, (id) => alsItem(dokument(q, id))],
    [umfang.gdvDateien, (id) => alsItem(gdvDatei(q, id))],
    [
      umfang.lieferungen,
      (n) => lieferungen.put(lieferung(q, n)).params<{ Item: Record<string, unknown> }>().Item,
    ],
  ];
  const aggregate = startseitenAggregate();
  let id = ERSTE_ID;
  for (const [anzahl, bauen] of teile) {
    for (let i = 0; i < anzahl; i += SCHEIBE) {
      const items = Array.from({ length: Math.min(SCHEIBE, anzahl - i) }, () => bauen(id++));
      await stapelweiseSchreiben(db, items);
      aggregate.zaehlen(items);
      o.fortschritt?.((geschrieben += items.length), gesamt);
    }
  }
  await aggregate.schreiben(db);
  return { gesellschaften };
}
