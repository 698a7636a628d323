/**
 * The summary of a GDV file (CLI `gdv summary`, and what an import screen shows first):
 * encoding, packages with their Nachsatz figures, physical lines per Satzart, the contracts with
 * their policyholder, line errors and warnings. Built in one pass over the stream; it keeps only
 * the summary itself (contracts, and at most MAX_FEHLER errors).
 */
import { LESE_STATUS } from '../ergebnis';
import type { Kodierung } from './kodierung';
import { GdvLeser, gdvZeilenBloecke, MAX_WARNUNGEN, type GdvZeilenErgebnis } from './zeilen';

export interface GdvVertrag {
  vuNummer: string | null;
  sparte: string | null;
  vsnr: string | null;
  /** "Vorname Nachname" of a person, the names in order for a company; null without 0100. */
  versicherungsnehmer: string | null;
}

export interface GdvZusammenfassung {
  encoding: Kodierung;
  /** Non-empty physical lines. */
  lines: number;
  packages: {
    vuNummer: string | null;
    absender: string | null;
    adressat: string | null;
    erstellungsdatumVon: string | null;
    erstellungsdatumBis: string | null;
    records: number;
    nachsatzAnzahl: number | null;
  }[];
  /** Physical lines by their first four characters (part records, Vorsatz and Nachsatz included). */
  recordsBySatzart: Record<string, number>;
  contracts: GdvVertrag[];
  errors: { line: number; status: number; reason: string }[];
  warnings: { line: number | null; package: number | null; reason: string }[];
}

/** A broken file would otherwise list every line. */
export const MAX_FEHLER = 1000;

/** Anredeschlüssel of organisations (3 Firma, 6 Vereinigung): their name runs through Name 1–3. */
const ORGANISATION = new Set(['3', '6']);

/**
 * The policyholder's name from a 0100 address record. GDV writes a person's surname in Name 1,
 * a name suffix in Name 2 and the first name in Name 3; we give "Vorname [Zusatz] Nachname"
 * (e.g. "Martina Kitzelpfütze"), without title. A company's name continues over Name 1–3.
 */
export function versicherungsnehmerName(felder: Record<string, unknown>): string | null {
  const teil = (name: string) => (typeof felder[name] === 'string' ? (felder[name] as string) : null);
  const reihenfolge = ORGANISATION.has(teil('Anredeschluessel') ?? '')
    ? [teil('Name1'), teil('Name2'), teil('Name3')]
    : [teil('Name3'), teil('Name2'), teil('Name1')];
  const name = reihenfolge.filter((t): t is string => t !== null).join(' ');
  return name === '' ? null : name;
}

const sparteText = (s: unknown) => (typeof s === 'number' ? String(s).padStart(3, '0') : null);

export async function fasseZusammen(eingabe: AsyncIterable<Buffer>): Promise<GdvZusammenfassung> {
  const leser = new GdvLeser();
  const recordsBySatzart: Record<string, number> = {};
  const vertraege = new Map<string, GdvVertrag>();
  /** Policyholder names of the current contracts by VU + policy number (addresses precede 0200). */
  const namen = new Map<string, { name: string | null; vn: boolean }>();
  /** The recent contracts by VU + policy number, for an address that follows its contract. */
  const juengste = new Map<string, GdvVertrag[]>();
  const errors: GdvZusammenfassung['errors'] = [];
  let weitereFehler = 0;

  const adresse = (e: GdvZeilenErgebnis) => {
    const f = e.felder!;
    const schluessel = `${f.VuNr}|${f.VsNr}`;
    const vn = f.Adresskennzeichen === '01';
    const bisher = namen.get(schluessel);
    if (bisher?.vn && !vn) return;
    // Only the contracts around the current line matter: bounded, whatever the file size.
    if (namen.size > 1000) namen.clear();
    const name = versicherungsnehmerName(f);
    namen.set(schluessel, { name, vn });
    // An address after its contract (some insurers write it so) still names the policyholder.
    for (const v of juengste.get(schluessel) ?? [])
      if (vn || v.versicherungsnehmer === null) v.versicherungsnehmer = name;
  };

  for await (const block of gdvZeilenBloecke(eingabe, leser)) {
    for (const e of block) {
      const art = e.satzart ?? '';
      recordsBySatzart[art] = (recordsBySatzart[art] ?? 0) + 1;
      if (e.status < LESE_STATUS.gelesen) {
        if (errors.length < MAX_FEHLER)
          errors.push({ line: e.zeile, status: e.status, reason: e.grund ?? '' });
        else weitereFehler++;
      }
      if (!e.felder) continue;
      if (e.satz === '0100#1') adresse(e);
      else if (art === '0200') {
        const f = e.felder;
        const vsnr = (f.VsNr as string | null) ?? null;
        const vu = (f.VuNr as string | null) ?? null;
        const sparte = sparteText(f.Sparte);
        const schluessel = `${vu}|${sparte}|${vsnr}`;
        if (!vertraege.has(schluessel)) {
          const nummer = `${vu}|${vsnr}`;
          const vertrag = {
            vuNummer: vu,
            sparte,
            vsnr,
            versicherungsnehmer: namen.get(nummer)?.name ?? null,
          };
          vertraege.set(schluessel, vertrag);
          if (juengste.size > 1000) juengste.clear();
          juengste.set(nummer, [...(juengste.get(nummer) ?? []), vertrag]);
        }
      }
    }
  }

  const p = leser.protokoll;
  const warnings: GdvZusammenfassung['warnings'] = p.warnungen.map((w) => ({
    line: w.zeile,
    package: w.paket,
    reason: w.grund,
  }));
  if (p.weitereWarnungen > 0)
    warnings.push({
      line: null,
      package: null,
      reason: `… und ${p.weitereWarnungen} weitere Warnungen (nur die ersten ${MAX_WARNUNGEN} aufgeführt)`,
    });
  if (weitereFehler > 0)
    warnings.push({
      line: null,
      package: null,
      reason: `… und ${weitereFehler} weitere fehlerhafte Zeilen (nur die ersten ${MAX_FEHLER} aufgeführt)`,
    });

  return {
    encoding: p.kodierung,
    lines: p.zeilen,
    packages: p.pakete.map((pk) => ({
      vuNummer: pk.vuNummer,
      absender: pk.absender,
      adressat: pk.adressat,
      erstellungsdatumVon: pk.erstellungsdatumVon,
      erstellungsdatumBis: pk.erstellungsdatumBis,
      records: pk.saetze,
      nachsatzAnzahl: pk.nachsatzAnzahl,
    })),
    recordsBySatzart: Object.fromEntries(
      Object.entries(recordsBySatzart).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
    contracts: [...vertraege.values()],
    errors,
    warnings,
  };
}
