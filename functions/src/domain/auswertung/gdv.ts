/**
 * GDV lines. A contract arrives as consecutive records with the same VU number and policy
 * number: address records 0100 (the policy holder's has Adresskennzeichen 01), the contract
 * 0200, then parts (0210/0220/0221 … per Sparte, 0230, 0350 clauses, 0400/0410 collection …).
 * The first line where something is wrong gets the status that says what; every later line of
 * the same contract is a follow-up error (-2), so the cause is where a person looks first.
 *
 * - 0100 of the policy holder (part 1) decides the customer: the existing contract's customer
 *   (-8 if the person is someone else), else the broker's customer by name (-16 if several);
 *   the part carrying the insurer's customer number checks it (-17).
 * - 0200 (part 1) decides the contract: update the existing one or create it (-5 without a
 *   policy holder, -6 for a Sparte the contract does not have).
 * - 0400 (part 1) is a commission line (GDV collection record): its contract must exist or be
 *   created by this delivery (-13).
 * - Every other record follows its contract; without a contract in this delivery it needs an
 *   existing one (-13).
 * - A contract a person assigned (kontext `zugeordnetJeGruppe`: one line of the group was
 *   assigned on the assign page) is the group's contract, its customer and broker the group's:
 *   no -8/-16/-17/-4/-5/-13 for finding them; the company, Sparte and value rules still apply.
 */
import { AUSWERTUNG_TEXTE as T, VERARBEITUNG_TEXTE as V } from '@lieferdesk/shared';
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import type { Vertragswerte } from '../bestand';
import { normalisiereKennung } from '../kennung';
import type { Person } from '../person';
import { gdvSparte } from '../sparten';
import { vertragsstatusAusGdv, zahlweiseAusGdv } from '../vertragswerte';
import { normalisiereVsnr } from '../vsnr';
import type { Auswertung, Treffer, TrefferArt } from './ergebnis';
import { ohneLeere, text, zahl, type Felder } from './felder';
import {
  betragText,
  fehler,
  gesellschaftDerZeile,
  istFehler,
  kundeErmitteln,
  kundennummerPruefen,
  maklerDerZeileOderFehler,
  spartePruefen,
  vertragFehlt,
  vertragPruefen,
  vertragZu,
} from './gemeinsam';
import { neueGruppe, type AuswertungsKontext, type GesellschaftKurz, type Vertragsgruppe } from './kontext';
import { AUSWERTUNG_STATUS as S } from './status';

/** `satz` of a GDV line: Satzart, optional record-type detail, part number ("0220.030#2"). */
const SATZ = /^(\d{4})(?:\.[0-9.]+)?#(\d+)$/;

export function gdvSatz(satz: string | undefined): { satzart: string; teil: number } | undefined {
  const m = satz ? SATZ.exec(satz) : null;
  return m ? { satzart: m[1]!, teil: Number(m[2]) } : undefined;
}

/** Whether a `satz` is a GDV record (also one kept raw: "0800"). */
export const istGdvSatz = (satz: string | undefined): boolean =>
  satz !== undefined && /^\d{4}(\.|#|$)/.test(satz);

/**
 * The contract a GDV line belongs to (VU number and normalised policy number), or undefined for
 * Vorsatz, Nachsatz and lines without one. A chunk that starts inside a contract goes back to
 * the first line with the same key and evaluates from there.
 */
export function gruppenSchluessel(zeile: Pick<ZeilenErgebnis, 'felder'>): string | undefined {
  const f = zeile.felder;
  if (!f) return undefined;
  const vsnrNorm = normalisiereVsnr(text(f, 'VsNr'));
  return vsnrNorm === undefined ? undefined : `${normalisiereKennung(text(f, 'VuNr')) ?? ''}#${vsnrNorm}`;
}

const ok = (grund: string, treffer?: Treffer): Auswertung => ({
  status: S.ausgewertet,
  grund,
  ...(treffer ? { treffer } : {}),
});

const sparteDer = (f: Felder): string | undefined => {
  const s = zahl(f, 'Sparte');
  return s === undefined ? undefined : gdvSparte(s);
};

interface Zeile {
  f: Felder;
  g: Vertragsgruppe;
  ges: GesellschaftKurz;
  vsnr: string;
  vsnrNorm: string;
}

function treffer(z: Zeile, art: TrefferArt, zusatz: Partial<Treffer> = {}): Treffer {
  const { g } = z;
  // An assigned contract keeps its own policy number: booking finds it under that key.
  const vertrag = g.zuordnung?.vertrag;
  return ohneLeere({
    art,
    gesellschaftId: z.ges.gesellschaftId,
    maklernr: g.maklernr,
    vuNummer: text(z.f, 'VuNr'),
    vsnr: vertrag?.vsnr ?? z.vsnr,
    vsnrNorm: vertrag?.vsnrNorm ?? z.vsnrNorm,
    vertragId: g.vertrag?.vertragId,
    kundennr: g.kundennr,
    ...zusatz,
  });
}

/** Evaluates one GDV line; `k.gruppe` carries the contract across its lines. */
export function werteGdvZeileAus(zeile: ZeilenErgebnis, k: AuswertungsKontext): Auswertung {
  const art = gdvSatz(zeile.satz);
  const f = zeile.felder;
  if (!art || !f) {
    // Unreadable (-7 …): the contract it sits in must not be booked without it.
    if (zeile.status < 0) {
      k.gruppe.fehler ??= { zeile: zeile.zeile, status: zeile.status };
      return { status: zeile.status, grund: zeile.grund };
    }
    return ok(T.satzartNichtAusgewertet(zeile.satz ?? '?'));
  }
  if (art.satzart === '0001' || art.satzart === '9999') {
    k.gruppe = neueGruppe();
    if (zeile.status < 0) return { status: zeile.status, grund: zeile.grund };
    if (art.satzart === '9999') return ok(T.nachsatz);
    const ges = gesellschaftDerZeile(k, text(f, 'VuNr'));
    return istFehler(ges) ? ges : ok(T.vorsatz(ges.name));
  }

  const vsnr = text(f, 'VsNr');
  const vsnrNorm = normalisiereVsnr(vsnr);
  const schluessel = gruppenSchluessel(zeile);
  if (schluessel === undefined || schluessel !== k.gruppe.schluessel) {
    k.gruppe = neueGruppe(schluessel);
    const zuordnung = schluessel === undefined ? undefined : k.zugeordnetJeGruppe.get(schluessel);
    if (zuordnung) k.gruppe.zuordnung = zuordnung;
  }
  const g = k.gruppe;
  if (zeile.status < 0) {
    g.fehler ??= { zeile: zeile.zeile, status: zeile.status };
    return { status: zeile.status, grund: zeile.grund };
  }
  if (g.fehler) return fehler(S.folgefehler, T.folgefehler(g.fehler.zeile, g.fehler.status));

  const ergebnis = ((): Auswertung => {
    const ges = gesellschaftDerZeile(k, text(f, 'VuNr'));
    if (istFehler(ges)) return ges;
    if (vsnr === undefined || vsnrNorm === undefined) return fehler(S.wertFalsch, T.vsnrFehlt);
    const z: Zeile = { f, g, ges, vsnr, vsnrNorm };
    if (art.satzart === '0100') return art.teil === 1 ? anschrift(z, k) : anschriftFolgeteil(z, k);
    if (art.satzart === '0200' && art.teil === 1) return vertragssatz(z, k);
    if (art.satzart === '0400' && art.teil === 1) return inkasso(z, k);
    return vertragsteil(z, k);
  })();
  if (ergebnis.status < 0) g.fehler = { zeile: zeile.zeile, status: ergebnis.status };
  return ergebnis;
}

/** The assigned contract becomes the group's contract, its customer and broker the group's. */
function uebernimmZuordnung(g: Vertragsgruppe): void {
  const a = g.zuordnung!;
  g.vertrag = a.vertrag;
  g.kundennr = a.kundennr;
  g.maklernr = a.maklernr;
}

/** 0100 part 1: the policy holder's address decides the customer; other addresses are noted. */
function anschrift(z: Zeile, k: AuswertungsKontext): Auswertung {
  const { f, g, ges } = z;
  const kennzeichen = text(f, 'Adresskennzeichen');
  if (kennzeichen !== undefined && kennzeichen !== '01') {
    g.vnAktiv = false;
    return ok(T.weitereAnschrift(kennzeichen), treffer(z, 'zugehoerig'));
  }
  if (g.vnGesehen) {
    g.vnAktiv = false;
    return ok(T.weitererVersicherungsnehmer, treffer(z, 'zugehoerig'));
  }
  g.vnAktiv = true;
  g.vnGesehen = true;

  const sparte = spartePruefen(k, ges, sparteDer(f), true);
  if (sparte) return sparte;
  const name = text(f, 'Name1');
  if (name === undefined) return fehler(S.wertFalsch, T.nameFehlt);
  const person: Person = ohneLeere({
    name,
    vorname: text(f, 'Name3'),
    geburtsdatum: text(f, 'Geburtsdatum'),
    strasse: text(f, 'Str'),
    plz: text(f, 'PLZ'),
    ort: text(f, 'Ort'),
  });
  g.person = person;
  if (g.zuordnung) {
    uebernimmZuordnung(g);
    return ok(V.zugeordnet(g.zuordnung.vertrag.vertragId, g.zuordnung.kundennr), treffer(z, 'zugehoerig'));
  }

  const vermittlernummer = text(f, 'GeschaeftsstelleVermittler');
  const makler = maklerDerZeileOderFehler(k, ges.gesellschaftId, vermittlernummer);
  if (istFehler(makler)) return makler;
  const gefunden = vertragZu(k, ges.gesellschaftId, z.vsnr, z.vsnrNorm);
  if (istFehler(gefunden)) return gefunden;
  if (gefunden.vertrag) {
    const falsch = vertragPruefen(k, gefunden.vertrag, makler.maklernr, person);
    if (falsch) return falsch;
    g.vertrag = gefunden.vertrag;
    g.kundennr = gefunden.vertrag.kundennr;
    g.maklernr = gefunden.vertrag.maklernr;
    return ok(T.vertragGefunden(g.vertrag.vertragId, g.kundennr), treffer(z, 'zugehoerig'));
  }
  if (makler.maklernr === undefined) return fehler(S.zusatzdatenFehlen, T.maklerUnbekannt(vermittlernummer));
  g.maklernr = makler.maklernr;
  const kunde = kundeErmitteln(k, makler.maklernr, person);
  if (istFehler(kunde)) return kunde;
  g.kundennr = kunde.kundennr;
  return ok(
    kunde.kundennr === undefined ? T.kundeNeu : T.kundeGefunden(kunde.kundennr),
    treffer(z, 'zugehoerig'),
  );
}

/** The insurer's customer number, checked once per contract where it first appears. */
function kundennummer(z: Zeile, k: AuswertungsKontext): Auswertung | undefined {
  const { g } = z;
  const nummer = text(z.f, 'PersonenKundenNrVersicherers');
  if (nummer === undefined || g.kundennummerGeprueft) return undefined;
  g.kundennummerGeprueft = true;
  g.gesellschaftKundennummer = nummer;
  // A person assigned the customer: the number is kept with him, not checked against him.
  if (g.zuordnung) return undefined;
  return kundennummerPruefen(k, g.maklernr, z.ges.gesellschaftId, nummer, g.kundennr);
}

/** 0100 parts 2 …: the policy holder's carry the insurer's customer number (-17). */
function anschriftFolgeteil(z: Zeile, k: AuswertungsKontext): Auswertung {
  if (z.g.vnAktiv) {
    const falsch = kundennummer(z, k);
    if (falsch) return falsch;
  }
  return ok(T.teilDesVertrags(z.vsnr), treffer(z, 'zugehoerig'));
}

/**
 * A contract line without the policy holder's address before it: the contract must exist (it
 * is looked up once per contract and kept in the group). -13 where it does not.
 */
function bestehenderVertrag(z: Zeile, k: AuswertungsKontext): Auswertung | undefined {
  const { g } = z;
  if (g.zuordnung) {
    uebernimmZuordnung(g);
    return undefined;
  }
  const makler = maklerDerZeileOderFehler(k, z.ges.gesellschaftId, text(z.f, 'GeschaeftsstelleVermittler'));
  if (istFehler(makler)) return makler;
  const gefunden = vertragZu(k, z.ges.gesellschaftId, z.vsnr, z.vsnrNorm);
  if (istFehler(gefunden)) return gefunden;
  if (!gefunden.vertrag) return vertragFehlt(z.vsnr, gefunden.geloescht);
  const falsch = vertragPruefen(k, gefunden.vertrag, makler.maklernr, undefined);
  if (falsch) return falsch;
  g.vertrag = gefunden.vertrag;
  g.kundennr = gefunden.vertrag.kundennr;
  g.maklernr = gefunden.vertrag.maklernr;
  return undefined;
}

/** 0200 part 1: the contract. */
function vertragssatz(z: Zeile, k: AuswertungsKontext): Auswertung {
  const { f, g, ges } = z;
  const sparte = sparteDer(f);
  const sparteFalsch = spartePruefen(k, ges, sparte, true);
  if (sparteFalsch) return sparteFalsch;
  if (!g.vnGesehen) {
    const ohneKopf = bestehenderVertrag(z, k);
    if (ohneKopf?.status === S.vertragFehlt) return fehler(S.zusatzdatenFehlen, T.personFehlt);
    if (ohneKopf) return ohneKopf;
  }
  const vertrag = g.vertrag;
  if (vertrag?.sparte !== undefined && sparte !== undefined && vertrag.sparte !== sparte)
    return fehler(S.sparteFalsch, T.sparteWeichtAb(sparte, vertrag.vertragId, vertrag.sparte));
  const falsch = kundennummer(z, k);
  if (falsch) return falsch;

  const werte: Vertragswerte = ohneLeere({
    sparte,
    beginn: text(f, 'Vertragsbeginn'),
    ablauf: text(f, 'Vertragsablauf'),
    beitrag: zahl(f, 'GesbeitragNettoInWE'),
    zahlweise: zahlweiseAusGdv(f.Zahlungsweise),
    status: vertragsstatusAusGdv(f.Vertragsstatus, f.Abgangsgrund),
  });
  g.vertragGelesen = true;
  const grund = vertrag
    ? T.vertragGefunden(vertrag.vertragId, vertrag.kundennr)
    : g.kundennr !== undefined
      ? T.vertragNeuFuerKunde(g.kundennr)
      : T.vertragUndKundeNeu;
  return ok(
    grund,
    treffer(z, 'vertrag', {
      person: g.person,
      gesellschaftKundennummer: g.gesellschaftKundennummer,
      werte,
    }),
  );
}

/** 0400 part 1: a collection record with the commission; the contract must exist or come with it. */
function inkasso(z: Zeile, k: AuswertungsKontext): Auswertung {
  const { f, g } = z;
  if (!g.vertrag && !g.vertragGelesen) {
    if (g.vnGesehen) return vertragFehlt(z.vsnr, undefined);
    const ohneVertrag = bestehenderVertrag(z, k);
    if (ohneVertrag) return ohneVertrag;
  }
  const datum = text(f, 'Buchungsdatum');
  if (datum === undefined) return fehler(S.wertFalsch, T.wertFehlt('Buchungsdatum'));
  const betrag = zahl(f, 'GesProvisionsbetragInWE') ?? 0;
  const grund = g.vertrag
    ? T.provision(g.vertrag.vertragId, betragText(betrag))
    : T.provisionNeuerVertrag(z.vsnr, betragText(betrag));
  return ok(grund, treffer(z, 'provision', { provision: { betrag, datum, text: 'Inkasso' } }));
}

/** Any other record: part of its contract. */
function vertragsteil(z: Zeile, k: AuswertungsKontext): Auswertung {
  const { g } = z;
  if (!g.vertrag && !g.vertragGelesen) {
    if (g.vnGesehen) return vertragFehlt(z.vsnr, undefined);
    const ohneVertrag = bestehenderVertrag(z, k);
    if (ohneVertrag) return ohneVertrag;
  }
  return ok(T.teilDesVertrags(z.vsnr), treffer(z, 'zugehoerig'));
}
