/**
 * Joining part records (Teildatensätze) into records. A GDV record longer than one line is
 * written as part records 1, 2, 3 … of the same record type — the full type, Satzart + Sparte +
 * Wagnisart/mark as the layout defines it — for the same contract, in ascending order. Other
 * record types may come in between (a 0221 between the parts of a 0220), so each type has its
 * own open record. A record ends when its type starts over (a part number not above the last),
 * when the contract changes, or at the end of the input.
 *
 * Only the records of the current contract are held open: memory stays flat.
 */
import type { GdvLeser, GdvZeilenErgebnis } from './zeilen';
import { gdvZeilenBloecke } from './zeilen';

export interface GdvTeil {
  teilsatz: number;
  zeile: number;
  felder: Record<string, unknown>;
}

export interface GdvDatensatz {
  /** Record type ("0220.030"), or for a line no layout read, its first four characters. */
  satzTyp: string;
  /** Physical lines, in order. */
  zeilen: number[];
  /** The part records with their own fields (for lines no layout read: none). */
  teile: GdvTeil[];
  /** All fields of the parts by name; where a name repeats (Satzart, VsNr …) the first part's value. */
  felder: Record<string, unknown>;
  /** Lowest status of its lines (0 read, negative: an error status of reference §8). */
  status: number;
  /** Reasons of its lines' errors and notes. */
  gruende: string[];
  paket: number | null;
}

interface Offen {
  satz: GdvDatensatz;
  letzterTeil: number;
  geschlossen: boolean;
}

/** Contract and sequence key of a line: VU number, Sparte, policy number, sequence number. */
function vertragsKopf(e: GdvZeilenErgebnis): string {
  const f = e.felder;
  if (f) return `${f.VuNr ?? ''}|${f.Sparte ?? ''}|${f.VsNr ?? ''}|${f.FolgeNr ?? ''}`;
  const roh = e.roh ?? '';
  // Unknown record types keep the GDV key positions (VU 5–9, Sparte 11–13, VSNR 14–30, 31–32).
  const t = (von: number, bis: number) => roh.slice(von - 1, bis).trim();
  const sparte = t(11, 13);
  return `${t(5, 9)}|${/^\d+$/.test(sparte) ? Number(sparte) : sparte}|${t(14, 30)}|${Number(t(31, 32)) || t(31, 32)}`;
}

export class Teilsatzverbinder {
  private kopf: string | null = null;
  private readonly offen = new Map<string, Offen>();
  /** Records in the order of their first line; emitted from the front once closed. */
  private readonly reihe: Offen[] = [];

  /** Takes the next line; returns the records completed by it, in file order. */
  neu(e: GdvZeilenErgebnis): GdvDatensatz[] {
    const kopf = vertragsKopf(e);
    if (kopf !== this.kopf) {
      this.schliesseAlle();
      this.kopf = kopf;
    }
    if (e.teilsatz === undefined || !e.felder || !e.satzTyp) {
      this.reihe.push({
        satz: this.datensatz(e, e.satz ?? e.satzart ?? ''),
        letzterTeil: 0,
        geschlossen: true,
      });
      return this.fertige();
    }
    const offen = this.offen.get(e.satzTyp);
    if (offen && e.teilsatz > offen.letzterTeil) {
      const s = offen.satz;
      s.zeilen.push(e.zeile);
      s.teile.push({ teilsatz: e.teilsatz, zeile: e.zeile, felder: e.felder });
      for (const [name, wert] of Object.entries(e.felder)) if (!(name in s.felder)) s.felder[name] = wert;
      s.status = Math.min(s.status, e.status);
      if (e.grund) s.gruende.push(`Zeile ${e.zeile}: ${e.grund}`);
      offen.letzterTeil = e.teilsatz;
      return [];
    }
    if (offen) offen.geschlossen = true;
    const neu: Offen = { satz: this.datensatz(e, e.satzTyp), letzterTeil: e.teilsatz, geschlossen: false };
    this.offen.set(e.satzTyp, neu);
    this.reihe.push(neu);
    return this.fertige();
  }

  /** End of input: every open record. */
  ende(): GdvDatensatz[] {
    this.schliesseAlle();
    return this.fertige();
  }

  private datensatz(e: GdvZeilenErgebnis, satzTyp: string): GdvDatensatz {
    return {
      satzTyp,
      zeilen: [e.zeile],
      teile:
        e.felder && e.teilsatz !== undefined
          ? [{ teilsatz: e.teilsatz, zeile: e.zeile, felder: e.felder }]
          : [],
      felder: { ...e.felder },
      status: e.status,
      gruende: e.grund ? [`Zeile ${e.zeile}: ${e.grund}`] : [],
      paket: e.paket ?? null,
    };
  }

  private schliesseAlle(): void {
    for (const o of this.reihe) o.geschlossen = true;
    this.offen.clear();
  }

  private fertige(): GdvDatensatz[] {
    const fertig: GdvDatensatz[] = [];
    while (this.reihe.length > 0 && this.reihe[0]!.geschlossen) fertig.push(this.reihe.shift()!.satz);
    return fertig;
  }
}

/** The records of a GDV stream, part records joined, in the order of their first line. */
export async function* gdvDatensaetze(
  eingabe: AsyncIterable<Buffer>,
  leser?: GdvLeser,
): AsyncIterable<GdvDatensatz> {
  const verbinder = new Teilsatzverbinder();
  for await (const block of gdvZeilenBloecke(eingabe, leser)) for (const e of block) yield* verbinder.neu(e);
  yield* verbinder.ende();
}
