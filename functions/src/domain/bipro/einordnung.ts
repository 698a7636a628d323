/**
 * Where a delivered file goes (reference §4 "Sorting what arrived"), decided from its BiPRO
 * category (GeVo-Art, 9 digits; bipro/README.md) alone, so the same file always lands in the
 * same place:
 *
 * - a file that could not be read, a file type the download does not take (dateiname.ts), a
 *   category the company's exceptions exclude (§2.15), a
 *   delivery for a broker whose structure is on the broker blacklist (§2.10), or content the
 *   access delivered before → the archive, with the cause;
 * - commission statements (210400000 Bereitstellung Abrechnung, 999050000 GDV-Vermittlerabrechnung,
 *   230070xxx funds commission) → the commission list;
 * - dunning (140012xxx) lists — data, not a letter to one customer → the dunning list; a PDF
 *   dunning letter concerns one contract and is a document;
 * - other GDV data files (999xxxxxx) → the GDV files list;
 * - everything else → the documents inbox.
 */
import type { BiproKategorie } from '@lieferdesk/shared';
import type { BiproZiel } from './biproDatei';
import { dateitypErlaubt } from './dateiname';

export const ARCHIV_GRUND = {
  unlesbar: (grund: string) => `Datei nicht lesbar: ${grund}`,
  dateityp: 'Dateityp nicht erlaubt',
  ausgenommen: (gevoArt: number) => `Kategorie ${gevoArt} ist für diese Gesellschaft ausgenommen`,
  gesperrt: (struktur: string) => `Die Struktur ${struktur} steht auf der Makler-Blacklist`,
  doppelt: (id: number) => `Inhalt bereits geliefert (Datei ${id})`,
} as const;

export interface EinzuordnendeDatei {
  /** The transfer's GeVo type, else the shipment's category. */
  gevoArt?: number;
  /** The normalised name (dateiname.ts). */
  dateiname: string;
  /** The file's first bytes, where stored: a PDF or ZIP must begin as one. */
  anfang?: Uint8Array;
  /** Why it could not be read. */
  fehler?: string;
  /** The record that already holds the same content from this access. */
  bereitsGeliefert?: number;
  /** The blacklisted structure (broker or structure leader) the delivery is for. */
  gesperrteStruktur?: string;
}

export interface Einordnung {
  ziel: BiproZiel;
  cause?: string;
  /** The category's labels, if the GeVo type is a known category. */
  kategorie?: BiproKategorie;
}

const istAbrechnung = (g: number) => g === 210400000 || g === 999050000 || Math.floor(g / 1000) === 230070;
const istMahnung = (g: number) => Math.floor(g / 1000) === 140012;
const istGdv = (g: number) => Math.floor(g / 1_000_000) === 999;
const istPdf = (dateiname: string) => /\.pdf$/i.test(dateiname);

/** The GeVo type of a delivered code: 3, 6 or 9 digits, filled up to 9; anything else none. */
export function gevoArtAus(code: string | undefined): number | undefined {
  const t = code?.trim();
  if (!t || !/^(\d{3}){1,3}$/.test(t)) return undefined;
  return Number(t.padEnd(9, '0'));
}

export function einordnen(
  d: EinzuordnendeDatei,
  kategorien: ReadonlyMap<number, BiproKategorie>,
  ausnahmen: ReadonlySet<number>,
): Einordnung {
  const kategorie = d.gevoArt === undefined ? undefined : kategorien.get(d.gevoArt);
  const mit = (ziel: BiproZiel, cause?: string): Einordnung => ({
    ziel,
    ...(cause ? { cause } : {}),
    ...(kategorie ? { kategorie } : {}),
  });
  if (d.fehler) return mit('archiv', ARCHIV_GRUND.unlesbar(d.fehler));
  if (!dateitypErlaubt(d.dateiname, d.anfang)) return mit('archiv', ARCHIV_GRUND.dateityp);
  const g = d.gevoArt;
  if (g !== undefined && ausnahmen.has(g)) return mit('archiv', ARCHIV_GRUND.ausgenommen(g));
  if (d.gesperrteStruktur) return mit('archiv', ARCHIV_GRUND.gesperrt(d.gesperrteStruktur));
  if (d.bereitsGeliefert !== undefined) return mit('archiv', ARCHIV_GRUND.doppelt(d.bereitsGeliefert));
  if (g === undefined) return mit('dokument');
  if (istAbrechnung(g)) return mit('abrechnung');
  if (istMahnung(g)) return mit(istPdf(d.dateiname) ? 'dokument' : 'mahnung');
  if (istGdv(g)) return mit('gdv');
  return mit('dokument');
}
