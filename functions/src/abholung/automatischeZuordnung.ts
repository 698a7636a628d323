/**
 * The automatic assignment of delivered documents against the portfolio (reference §4
 * "Documents"), in one place for the download job's intake (lieferung.ts) and the inbox's bulk
 * re-assign (posteingang/neuZuordnen.ts), so both find the same contract, keep the same
 * candidates and reasons and write the same fields: the rule itself is domain/bipro/zuordnung.ts,
 * what a document keeps of it domain/bipro/zuordnungsfelder.ts; here are the lookups it needs and
 * the fields a document record takes.
 *
 * - The frame: the access's broker, the access's company and every company the insurer mapping
 *   (§2.2) ties to its access name — one BiPRO access often delivers for several companies of a
 *   group — and the broker blacklist's verdict (§2.10: a blacklisted structure is left out of the
 *   suggestion search; the intake archives its files, a re-assign leaves its documents open).
 * - The lookups are grouped: the contracts of many documents' policy numbers in one batched read
 *   per company, the broker's customers (for a partner number) once, the assigned customers'
 *   names in one batched read — so assigning n documents stays linear in n.
 */
import { blacklistNummern } from '@lieferdesk/shared';
import type { Kandidat } from '../domain/bipro/biproDatei';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { einstellungenRepository } from '../data/repositories/einstellungen';
import { gesellschaftZugaengeRepository } from '../data/repositories/gesellschaftZugaenge';
import { kundenRepository } from '../data/repositories/kunden';
import { maklerRepository } from '../data/repositories/makler';
import { vertraegeRepository } from '../data/repositories/vertraege';
import type { Datenbank } from '../data/datenbank';
import type { Kunde, Vertrag } from '../domain/bestand';
import { ARCHIV_GRUND } from '../domain/bipro/einordnung';
import { zuordnen, type Zuordnungsergebnis } from '../domain/bipro/zuordnung';
import { zuordnungsFelder, type Zuordnungsfelder } from '../domain/bipro/zuordnungsfelder';
import { normalisiereKennung } from '../domain/kennung';
import { normalisiereVsnr } from '../domain/vsnr';

/** Whose portfolio, at which companies, an access's documents are assigned in. */
export interface Zuordnungsrahmen {
  maklernr: string;
  gesellschaften: ReadonlySet<number>;
  /** The broker's number or his structure leader's, if the broker blacklist names it. */
  gesperrteStruktur?: string;
}

/** The broker's number or his structure leader's, if the broker blacklist names it. */
export async function gesperrteStrukturVon(db: Datenbank, maklernr: string): Promise<string | undefined> {
  const gesperrt = new Set(blacklistNummern(await einstellungenRepository(db).maklerBlacklist()));
  if (gesperrt.size === 0) return undefined;
  if (gesperrt.has(maklernr)) return maklernr;
  const leiter = (await maklerRepository(db).laden(maklernr))?.strukturLeiter;
  return leiter !== undefined && gesperrt.has(leiter) ? leiter : undefined;
}

/**
 * The frame of an access's documents: its broker, its company and the companies mapped to its
 * access name (none when the access is gone: then its company alone).
 */
export async function zuordnungsrahmen(
  db: Datenbank,
  quelle: { maklernr: string; gesellschaftId: number; extZugangBezeichnung?: string },
): Promise<Zuordnungsrahmen> {
  const [zugeordnet, gesperrteStruktur] = await Promise.all([
    quelle.extZugangBezeichnung === undefined
      ? []
      : gesellschaftZugaengeRepository(db).liste(quelle.extZugangBezeichnung),
    gesperrteStrukturVon(db, quelle.maklernr),
  ]);
  return {
    maklernr: quelle.maklernr,
    gesellschaften: new Set([quelle.gesellschaftId, ...zugeordnet.map((g) => g.gesellschaftId)]),
    ...(gesperrteStruktur !== undefined ? { gesperrteStruktur } : {}),
  };
}

/** What the assignment reads of the frame's portfolio. */
export interface BestandsSicht {
  rahmen: Zuordnungsrahmen;
  /** The active contracts at the frame's companies, by normalised policy number. */
  vertraegeNach(policeNrs: Iterable<string | undefined>): Promise<Map<string, Vertrag[]>>;
  /** The customers whose number at one of the frame's companies is the partner number (any broker). */
  kunden(partnernummer: string | undefined): Promise<Kunde[]>;
  /** Customers by number. */
  kundenMit(kundennrn: Iterable<number>): Promise<Map<number, Kunde>>;
}

/** The frame's portfolio; the broker's customers (for a partner number) are read once, when first needed. */
export function bestandsSicht(db: Datenbank, rahmen: Zuordnungsrahmen): BestandsSicht {
  const vertraege = vertraegeRepository(db);
  const kundenRepo = kundenRepository(db);
  let kundenDesMaklers: Promise<Kunde[]> | undefined;
  return {
    rahmen,
    async vertraegeNach(policeNrs) {
      const normen = [
        ...new Set([...policeNrs].map(normalisiereVsnr).filter((n): n is string => n !== undefined)),
      ];
      const nach = new Map(normen.map((n) => [n, [] as Vertrag[]]));
      if (normen.length === 0) return nach;
      const gefunden = await Promise.all(
        [...rahmen.gesellschaften].map((g) => vertraege.nachVsnr(g, normen)),
      );
      for (const v of gefunden.flat()) nach.get(v.vsnrNorm)?.push(v);
      return nach;
    },
    async kunden(partnernummer) {
      const norm = normalisiereKennung(partnernummer);
      if (!norm) return [];
      kundenDesMaklers ??= kundenRepo.alleDesMaklers(rahmen.maklernr);
      return (await kundenDesMaklers).filter(
        (k) => partnerNummerBei(k, norm, rahmen.gesellschaften) !== undefined,
      );
    },
    async kundenMit(kundennrn) {
      return new Map((await kundenRepo.ladenMehrere(kundennrn)).map((k) => [k.kundennr, k]));
    },
  };
}

/** The company at which the customer holds the (normalised) partner number, among `gesellschaften`. */
function partnerNummerBei(k: Kunde, norm: string, gesellschaften: ReadonlySet<number>): number | undefined {
  return k.gesellschaftKundennummern.find(
    (n) => gesellschaften.has(n.gesellschaftId) && normalisiereKennung(n.nummer) === norm,
  )?.gesellschaftId;
}

/** What a document delivers for its assignment, and whether it is a reminder (zuordnung/mahnung.ts). */
export interface ZuzuordnendesDokument {
  policeNr?: string;
  partnernummer?: string;
  mahnung?: boolean;
}

/** The fields a document record takes of its assignment (open: state 0 with candidates and cause). */
export type Zuordnungsaenderung = Partial<Zuordnungsfelder> &
  Pick<BiproDateiEintrag, 'zuordnung' | 'kandidaten' | 'cause'>;

export interface DokumentZuordnung {
  ergebnis: Zuordnungsergebnis;
  felder: Zuordnungsaenderung;
}

/**
 * The fields of one result: assigned (state 2) with contract, customer and his names, the MSC
 * company (the contract's company; for a customer found by partner number the company of that
 * number) and the time — the cause then is gone; open with its candidates and the first one's
 * reason as the cause (the hint column).
 */
export function zuordnungsaenderung(
  ergebnis: Zuordnungsergebnis,
  a: {
    vertraege: readonly Vertrag[];
    kunde?: Kunde;
    partnernummer?: string;
    rahmen: Zuordnungsrahmen;
    namen: ReadonlyMap<number, string>;
    zeit: string;
  },
): Zuordnungsaenderung {
  if (ergebnis.stand === 0)
    return { zuordnung: 0, kandidaten: ergebnis.kandidaten, cause: ergebnis.kandidaten[0]?.grund };
  const vertrag =
    ergebnis.vertragId === undefined
      ? undefined
      : a.vertraege.find((v) => v.vertragId === ergebnis.vertragId);
  const norm = normalisiereKennung(a.partnernummer);
  const gesellschaftId =
    vertrag?.gesellschaftId ??
    (a.kunde && norm ? partnerNummerBei(a.kunde, norm, a.rahmen.gesellschaften) : undefined);
  return {
    ...zuordnungsFelder(2, {
      vertrag,
      kunde: a.kunde,
      mscGesellschaft:
        gesellschaftId === undefined ? undefined : (a.namen.get(gesellschaftId) ?? String(gesellschaftId)),
      zeit: a.zeit,
    }),
    // The customer's number as the assignment found it, should his record be gone.
    kundennr: a.kunde?.kundennr ?? ergebnis.kundennr,
    kandidaten: ergebnis.kandidaten,
    cause: undefined,
  };
}

/** A blacklisted structure is not searched: the document stays open and says why. */
const gesperrt = (struktur: string): Zuordnungsergebnis => ({
  stand: 0,
  kandidaten: [{ grund: ARCHIV_GRUND.gesperrt(struktur) } satisfies Kandidat],
});

/**
 * Assigns documents of one frame automatically, each as domain/bipro/zuordnung.ts decides; the
 * answer in the documents' order.
 */
export async function dokumenteZuordnen(
  sicht: BestandsSicht,
  dokumente: readonly ZuzuordnendesDokument[],
  o: { namen: ReadonlyMap<number, string>; zeit: string },
): Promise<DokumentZuordnung[]> {
  const { rahmen } = sicht;
  const vertraege = rahmen.gesperrteStruktur
    ? new Map<string, Vertrag[]>()
    : await sicht.vertraegeNach(dokumente.map((d) => d.policeNr));
  const eingaben = await Promise.all(
    dokumente.map(async (d) => ({
      d,
      vertraege: vertraege.get(normalisiereVsnr(d.policeNr) ?? '') ?? [],
      kunden: rahmen.gesperrteStruktur ? [] : await sicht.kunden(d.partnernummer),
    })),
  );
  const ergebnisse = eingaben.map(({ d, vertraege: v, kunden }) =>
    rahmen.gesperrteStruktur
      ? gesperrt(rahmen.gesperrteStruktur)
      : zuordnen({
          maklernr: rahmen.maklernr,
          policeNr: d.policeNr,
          partnernummer: d.partnernummer,
          vertraege: v,
          kunden,
          mahnung: d.mahnung,
        }),
  );
  const kunden = await sicht.kundenMit(ergebnisse.flatMap((e) => (e.stand === 2 ? [e.kundennr] : [])));
  return ergebnisse.map((ergebnis, i) => ({
    ergebnis,
    felder: zuordnungsaenderung(ergebnis, {
      vertraege: eingaben[i]!.vertraege,
      kunde: ergebnis.stand === 2 ? kunden.get(ergebnis.kundennr) : undefined,
      partnernummer: dokumente[i]!.partnernummer,
      rahmen,
      namen: o.namen,
      zeit: o.zeit,
    }),
  }));
}
