/**
 * Packages (Datenpakete): a file holds one or more runs of Vorsatz 0001 (one to three part
 * records) … records … Nachsatz 9999. The Vorsatz names sender, addressee, period and the version
 * of each record-type family (which picks the layout release, see release-wahl.ts); the Nachsatz
 * repeats the number of records and the total premium, which are checked here. Real files get
 * those wrong often enough that a mismatch is a warning, never an error of the lines.
 */
import { gdvDatum, istFehler } from '../werte';
import { familienName, type KompiliertesRelease } from './layout';
import { waehleLayouts, type LayoutWahl } from './release-wahl';

export interface GdvWarnung {
  /** Physical line the warning is about, if one. */
  zeile: number | null;
  paket: number | null;
  grund: string;
}

export interface GdvPaket {
  nr: number;
  vorsatzZeile: number;
  nachsatzZeile: number | null;
  vuNummer: string | null;
  absender: string | null;
  adressat: string | null;
  /** ISO dates (reduced precision where the day or month is 00). */
  erstellungsdatumVon: string | null;
  erstellungsdatumBis: string | null;
  /** Physical lines between Vorsatz and Nachsatz, both excluded. */
  saetze: number;
  /** What the Nachsatz says that number is; null without Nachsatz. */
  nachsatzAnzahl: number | null;
  /** Versions the Vorsatz names, by record-type family ("0100", "0220.010"). */
  versionen: Record<string, string>;
  /** Layout release(s) the package was read by. */
  release: string;
}

interface Zustand {
  paket: GdvPaket;
  /** Still in the Vorsatz (its part records come one after another). */
  imVorsatz: boolean;
  versionen: Map<string, string>;
  /** Sum of the 0200 net premiums in cents, for the Nachsatz check. */
  beitragCent: number;
  /** Collection records 0400: how many, and their gross premiums and commissions in cents. */
  inkasso: { saetze: number; bruttoCent: number; provisionCent: number };
  /** Record-type families read in the package (see familienSchluessel). */
  familien: Set<number>;
  /** Record types whose part-record number was blank, with the byte and the first line. */
  ohneNummer: Map<string, { stelle: number; zeile: number; anzahl: number }>;
}

const euro = (cent: number) =>
  (cent / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Frame errors kept for the file-level error; a file broken everywhere would list them all. */
const MAX_RAHMENFEHLER = 5;

export class Pakete {
  readonly liste: GdvPaket[] = [];
  /** Layouts for the lines being read now. */
  wahl: LayoutWahl;
  private readonly grundwahl: LayoutWahl;
  private zustand: Zustand | null = null;
  private ausserhalbGemeldet = false;
  /**
   * The reasons why the file's frame is broken — records outside a package, a Nachsatz without
   * Vorsatz, a missing Nachsatz or one whose record count differs: the file ended early or was
   * put together wrong. Also warnings; the read pipeline gives the file a file-level error.
   */
  readonly rahmenfehler: string[] = [];

  /**
   * `vorher`: packages that began before the first line this reader sees (a reader resumed
   * inside a file numbers packages as the whole file does).
   */
  constructor(
    private readonly releases: readonly KompiliertesRelease[],
    private readonly warne: (w: GdvWarnung) => void,
    private readonly vorher = 0,
  ) {
    this.grundwahl = waehleLayouts(releases, new Map());
    this.wahl = this.grundwahl;
  }

  /**
   * A warning that the file's frame is broken (see rahmenfehler). A reason the file's packages
   * share (each one's Nachsatz copied from the same file) is one reason of the file: the warnings
   * keep each package's line, the file-level error names it once.
   */
  rahmen(w: GdvWarnung): void {
    if (this.rahmenfehler.length < MAX_RAHMENFEHLER && !this.rahmenfehler.includes(w.grund))
      this.rahmenfehler.push(w.grund);
    this.warne(w);
  }

  /** Package number of the current line (null outside any package). */
  get aktuelleNummer(): number | null {
    return this.zustand?.paket.nr ?? null;
  }

  /** Packages begun so far, in the whole file. */
  get begonnen(): number {
    return this.vorher + this.liste.length;
  }

  /** The open package: the line of its Vorsatz, and whether the Vorsatz still goes on. */
  get offen(): { vorsatzZeile: number; imVorsatz: boolean } | null {
    const z = this.zustand;
    return z && { vorsatzZeile: z.paket.vorsatzZeile, imVorsatz: z.imVorsatz };
  }

  /** A Vorsatz line (first four bytes 0001): starts a package unless it continues the Vorsatz. */
  vorsatz(zeile: number): void {
    if (this.zustand?.imVorsatz) return;
    if (this.zustand) this.schliesse(null);
    const paket: GdvPaket = {
      nr: this.begonnen + 1,
      vorsatzZeile: zeile,
      nachsatzZeile: null,
      vuNummer: null,
      absender: null,
      adressat: null,
      erstellungsdatumVon: null,
      erstellungsdatumBis: null,
      saetze: 0,
      nachsatzAnzahl: null,
      versionen: {},
      release: this.releases[0]!.release.release,
    };
    this.liste.push(paket);
    this.zustand = {
      paket,
      imVorsatz: true,
      versionen: new Map(),
      beitragCent: 0,
      inkasso: { saetze: 0, bruttoCent: 0, provisionCent: 0 },
      familien: new Set(),
      ohneNummer: new Map(),
    };
    this.wahl = this.grundwahl;
    this.ausserhalbGemeldet = false;
  }

  /** The decoded fields of a Vorsatz part record. */
  vorsatzFelder(teil: number, felder: Record<string, unknown>): void {
    const z = this.zustand;
    if (!z) return;
    if (teil === 1) {
      const p = z.paket;
      p.vuNummer = (felder.VuNr as string | null) ?? null;
      p.absender = (felder.Absender as string | null) ?? null;
      p.adressat = (felder.Adressat as string | null) ?? null;
      const zeitraum = felder.ErstellungsDatumZeitraumVomZeitraumBis;
      if (typeof zeitraum === 'string' && zeitraum.length === 16) {
        const von = gdvDatum(zeitraum.slice(0, 8));
        const bis = gdvDatum(zeitraum.slice(8));
        p.erstellungsdatumVon = istFehler(von) ? null : von;
        p.erstellungsdatumBis = istFehler(bis) ? null : bis;
      }
    }
    for (const v of this.releases[0]!.release.vorsatzVersionen) {
      if (v.teil !== teil || !v.familie) continue;
      const version = felder[v.name];
      if (typeof version === 'string' && version !== '') z.versionen.set(v.familie, version);
    }
  }

  /** Any other line (first four bytes neither 0001 nor 9999). */
  satz(zeile: number): void {
    const z = this.zustand;
    if (!z) {
      if (!this.ausserhalbGemeldet)
        this.rahmen({
          zeile,
          paket: null,
          grund: 'Sätze außerhalb eines Datenpakets (vor dem Vorsatz 0001 oder nach dem Nachsatz 9999)',
        });
      this.ausserhalbGemeldet = true;
      return;
    }
    if (z.imVorsatz) this.beendeVorsatz(z);
    z.paket.saetze++;
  }

  /** A resumed reader whose point lies after the open package's Vorsatz (see GdvStand). */
  vorsatzBeenden(): void {
    if (this.zustand?.imVorsatz) this.beendeVorsatz(this.zustand);
  }

  /** The first line after the Vorsatz: now its versions are known, and with them the layouts. */
  private beendeVorsatz(z: Zustand): void {
    z.imVorsatz = false;
    z.paket.versionen = Object.fromEntries(z.versionen);
    this.wahl = waehleLayouts(this.releases, z.versionen);
    const aeltere = [...new Set(this.wahl.aeltere.values())];
    if (aeltere.length) z.paket.release = [z.paket.release, ...aeltere].join(', ');
  }

  /** The record-type family of a line read by a layout (for the version report). */
  familie(schluessel: number): void {
    this.zustand?.familien.add(schluessel);
  }

  /** A line whose part-record number was blank, read as the first part record (see layout.ts). */
  ohneTeilnummer(satzTyp: string, stelle: number, zeile: number): void {
    const z = this.zustand;
    if (!z) return;
    const bisher = z.ohneNummer.get(satzTyp);
    if (bisher) bisher.anzahl++;
    else z.ohneNummer.set(satzTyp, { stelle, zeile, anzahl: 1 });
  }

  /** Net premium of a 0200 contract, summed for the Nachsatz check. */
  beitrag(betrag: unknown): void {
    if (this.zustand && typeof betrag === 'number') this.zustand.beitragCent += Math.round(betrag * 100);
  }

  /** A collection record 0400 (part 1): gross premium and commission, signed. */
  inkasso(brutto: unknown, provision: unknown): void {
    const i = this.zustand?.inkasso;
    if (!i) return;
    i.saetze++;
    if (typeof brutto === 'number') i.bruttoCent += Math.round(brutto * 100);
    if (typeof provision === 'number') i.provisionCent += Math.round(provision * 100);
  }

  /** A Nachsatz line with its decoded fields (undefined if it could not be read). */
  nachsatz(zeile: number, felder: Record<string, unknown> | undefined): void {
    const z = this.zustand;
    if (!z) {
      this.rahmen({ zeile, paket: null, grund: 'Nachsatz 9999 ohne vorangehenden Vorsatz 0001' });
      return;
    }
    if (z.imVorsatz) this.beendeVorsatz(z);
    const p = z.paket;
    p.nachsatzZeile = zeile;
    const anzahl = felder?.AnzSaetze;
    p.nachsatzAnzahl = typeof anzahl === 'number' ? anzahl : null;
    if (p.nachsatzAnzahl !== null && p.nachsatzAnzahl !== p.saetze)
      this.rahmen({
        zeile,
        paket: p.nr,
        grund: `Nachsatz nennt ${p.nachsatzAnzahl} Sätze, das Paket hat ${p.saetze} zwischen Vor- und Nachsatz`,
      });
    const gesamt = felder?.Gesbeitrag;
    if (typeof gesamt === 'number' && Math.round(gesamt * 100) !== z.beitragCent)
      this.warne({
        zeile,
        paket: p.nr,
        grund: `Nachsatz nennt Gesamtbeitrag ${euro(Math.round(gesamt * 100))}, die Verträge (0200) ergeben ${euro(z.beitragCent)}`,
      });
    // The collection totals are compared only where the package has collection records 0400.
    const vergleiche: [unknown, number, string][] = [
      [felder?.GesbeitragBruttoInkasso, z.inkasso.bruttoCent, 'Gesamtbeitrag-Brutto (Inkasso)'],
      [felder?.GesprovisionsBetrag, z.inkasso.provisionCent, 'Gesamtprovisionsbetrag'],
    ];
    if (z.inkasso.saetze > 0)
      for (const [wert, cent, was] of vergleiche)
        if (typeof wert === 'number' && Math.round(wert * 100) !== cent)
          this.warne({
            zeile,
            paket: p.nr,
            grund: `Nachsatz nennt ${was} ${euro(Math.round(wert * 100))}, die Inkassosätze (0400) ergeben ${euro(cent)}`,
          });
    this.schliesse(zeile);
  }

  /** End of file. */
  ende(): void {
    if (this.zustand) this.schliesse(null);
  }

  private schliesse(nachsatzZeile: number | null): void {
    const z = this.zustand!;
    if (nachsatzZeile === null)
      this.rahmen({
        zeile: z.paket.vorsatzZeile,
        paket: z.paket.nr,
        grund: `Nachsatz 9999 fehlt: Datenpaket ab Zeile ${z.paket.vorsatzZeile} endet ohne Nachsatz`,
      });
    for (const [typ, { stelle, zeile, anzahl }] of z.ohneNummer)
      this.warne({
        zeile,
        paket: z.paket.nr,
        grund: `Satztyp ${typ}: Teildatensatz-Nummer (Byte ${stelle}) leer in ${anzahl} Zeile(n) ab Zeile ${zeile}, als erster Teildatensatz gelesen (älteres Release)`,
      });
    const abweichend = [...z.familien]
      .map((f) => this.wahl.abweichungen.get(familienName(f)))
      .filter((a) => a !== undefined)
      .sort((a, b) => (a.familie < b.familie ? -1 : 1));
    if (abweichend.length)
      this.warne({
        zeile: z.paket.vorsatzZeile,
        paket: z.paket.nr,
        grund:
          `Der Vorsatz nennt Satzart-Versionen, für die kein Layout vorliegt; gelesen nach ${abweichend[0]!.release}: ` +
          abweichend.map((a) => `${a.familie} ${a.vorsatz} (Layout ${a.layout})`).join(', '),
      });
    this.zustand = null;
    this.wahl = this.grundwahl;
  }
}
