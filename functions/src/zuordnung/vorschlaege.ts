/**
 * The assign page's data for any record (quelle.ts): the contract and customer it names in the
 * portfolio, the suggestions, and what it delivered (reference §3 "Assignment data", §2.11).
 *
 * Candidates, all in the user's scope (domain/datensicht.ts `siehtBestandVon`) and, for a record
 * bound to its broker's portfolio (a document: `nurBestandDesMaklers`), of that broker alone:
 * - contracts: the active contracts with the delivered policy number at the record's companies
 *   (any broker the user may see), the contract it is assigned to, the contracts noted as
 *   candidates before, and the contracts at its companies of every candidate customer;
 * - customers: the broker's customers with the delivered surname (and, where the record says
 *   so, with the delivered insurer customer number at one of its companies), the customers noted
 *   before, and the customers of the contracts above — or, with the page's customer-name search
 *   (`name`, "Name, Vorname"), only the broker's customers whose surname begins with it (their
 *   contracts join the contracts).
 * Both lists are ranked by how many fields match (domain zuordnung/rangfolge.ts), 10 rows each.
 *
 * A few batched reads per call: one BatchGet per list of contracts or customers, one Query per
 * customer for his contracts (at most a few dozen customers share a surname at one broker), and
 * for a search by insurer customer number the broker's customers in pages (as the download's
 * automatic assignment reads them; there is no index by that number).
 */
import { ZUORDNUNG_TEXTE as T, type Benutzer, type ZuordnungsDaten } from '@lieferdesk/shared';
import type { Kunde, Vertrag } from '../domain/bestand';
import { siehtBestandVon } from '../domain/datensicht';
import { normalisiereKennung } from '../domain/kennung';
import { teileName } from '../domain/namen';
import type { Person } from '../domain/person';
import { anschriftText } from '../domain/zuordnung/geliefert';
import {
  rangiereKunden,
  rangiereVertraege,
  type Kundenfeld,
  type Vergleich,
} from '../domain/zuordnung/rangfolge';
import type { Datenbank } from '../data/datenbank';
import type { Gesellschaft } from '../data/repositories/gesellschaften';
import { kundenRepository } from '../data/repositories/kunden';
import { maklerRepository } from '../data/repositories/makler';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { parallel } from '../data/parallel';
import type { Zuordnungsquelle } from './quelle';

/** At most this many customers from one name search (the table shows 10 of them, ranked). */
const NAMENSSUCHE_HOECHSTENS = 50;

type Versicherungsvorschlag = ZuordnungsDaten['insurances'][number];
type Kundenvorschlag = ZuordnungsDaten['customers'][number];

/** The insurer's customer number of `kunde` at one of the companies, if he has one there. */
const gesellschaftsnummer = (kunde: Kunde | undefined, gesellschaftIds: readonly number[]) =>
  kunde?.gesellschaftKundennummern.find((n) => gesellschaftIds.includes(n.gesellschaftId))?.nummer;

/** A customer of the portfolio as the person to compare with (a document's customer card). */
const personVon = (k: Kunde): Person => ({
  name: k.name,
  vorname: k.vorname,
  geburtsdatum: k.geburtsdatum,
  strasse: k.strasse,
  plz: k.plz,
  ort: k.ort,
});

export async function zuordnungsDatenBilden(
  benutzer: Benutzer,
  q: Zuordnungsquelle,
  kontext: { gesellschaften: readonly Gesellschaft[]; name?: string },
  db: Datenbank,
): Promise<ZuordnungsDaten> {
  const vertraegeRepo = vertraegeRepository(db);
  const kundenRepo = kundenRepository(db);
  const g = q.geliefert;
  const sichtbar = (maklernr: string) =>
    siehtBestandVon(benutzer, maklernr) && (!q.nurBestandDesMaklers || maklernr === q.maklernr);
  const aktiv = (v: Vertrag) => !v.geloescht && sichtbar(v.maklernr);
  const beiGesellschaft = (v: Vertrag) =>
    q.gesellschaftIds.length === 0 || q.gesellschaftIds.includes(v.gesellschaftId);
  const nummer = normalisiereKennung(g.gesellschaftKundennummer);
  const haeltNummer = (k: Kunde) =>
    nummer !== undefined &&
    k.gesellschaftKundennummern.some(
      (n) => q.gesellschaftIds.includes(n.gesellschaftId) && normalisiereKennung(n.nummer) === nummer,
    );

  // What the record names: its assignment, its policy number, the candidates noted before.
  const vsnrNorm = g.vsnrNorm;
  const [zugeordnet, mitVsnr, vorgemerkteVertraege, vorgemerkteKunden] = await Promise.all([
    q.zugeordnet.vertragId === undefined ? undefined : vertraegeRepo.laden(q.zugeordnet.vertragId),
    vsnrNorm ? parallel(q.gesellschaftIds, (id) => vertraegeRepo.nachVsnr(id, [vsnrNorm])) : [],
    vertraegeRepo.ladenMehrere(q.vorgemerkt.vertragIds),
    kundenRepo.ladenMehrere(q.vorgemerkt.kundennrn),
  ]);
  const vsnrVertraege = mitVsnr.flat().filter(aktiv);
  const maklernr = q.maklernr ?? vsnrVertraege[0]?.maklernr;
  const kundenMakler = maklernr !== undefined && sichtbar(maklernr) ? maklernr : undefined;

  // Customer candidates.
  const suche = kontext.name?.trim() ? teileName(kontext.name.trim()) : undefined;
  let kunden: Kunde[] = [];
  if (suche) {
    if (kundenMakler !== undefined)
      kunden = (await kundenRepo.nachNamensanfang(kundenMakler, suche.name, NAMENSSUCHE_HOECHSTENS)).filter(
        (k) => !suche.vorname || (k.vorname ?? '').toLowerCase().startsWith(suche.vorname.toLowerCase()),
      );
  } else {
    const [namensgleiche, nummerninhaber] = await Promise.all([
      kundenMakler !== undefined && g.person?.name ? kundenRepo.nachName(kundenMakler, g.person.name) : [],
      kundenMakler !== undefined && q.kundennummerSuchen && nummer !== undefined
        ? kundenRepo.alleDesMaklers(kundenMakler).then((alle) => alle.filter(haeltNummer))
        : [],
    ]);
    kunden = [...namensgleiche, ...nummerninhaber, ...vorgemerkteKunden.filter((k) => sichtbar(k.maklernr))];
  }

  // Contract candidates: those the record names, and the customers' contracts at its companies.
  const vorhandeneVertraege = [
    ...vsnrVertraege,
    ...(zugeordnet && sichtbar(zugeordnet.maklernr) ? [zugeordnet] : []),
    ...vorgemerkteVertraege.filter(aktiv).filter(beiGesellschaft),
  ];
  const jeKunde = await parallel(kunden, (k) => vertraegeRepo.desKunden(k.kundennr));
  const kandidaten: Vertrag[] = [
    ...vorhandeneVertraege,
    ...jeKunde.flat().filter(aktiv).filter(beiGesellschaft),
  ];
  const bekannt = new Map(kunden.map((k) => [k.kundennr, k]));
  const fehlend = [
    ...kandidaten.map((v) => v.kundennr),
    ...(q.zugeordnet.kundennr === undefined ? [] : [q.zugeordnet.kundennr]),
  ].filter((nr) => !bekannt.has(nr));
  for (const k of await kundenRepo.ladenMehrere(fehlend))
    if (sichtbar(k.maklernr)) bekannt.set(k.kundennr, k);
  // Without a name search the customers the record names are customer suggestions too.
  if (!suche)
    for (const nr of [...vorhandeneVertraege.map((v) => v.kundennr), q.zugeordnet.kundennr]) {
      const k = nr === undefined ? undefined : bekannt.get(nr);
      if (k) kunden.push(k);
    }

  // The customer the record names: the assignment's; else the one holding the delivered
  // insurer customer number; else the customer of the one contract with the delivered number.
  const inhaber = [...bekannt.values()].filter(haeltNummer);
  const kundennr =
    q.zugeordnet.kundennr ??
    (inhaber.length === 1 ? inhaber[0]!.kundennr : undefined) ??
    (vsnrVertraege.length === 1 ? vsnrVertraege[0]!.kundennr : undefined);
  const genannterKunde = kundennr === undefined ? undefined : bekannt.get(kundennr);
  const person = q.personAusBestand ? genannterKunde && personVon(genannterKunde) : g.person;
  const vergleich: Vergleich = { vsnr: g.vsnr, person, kundennr };
  const aktuell = q.zugeordnet.vertragId;
  const insuranceId = aktuell ?? (vsnrVertraege.length === 1 ? vsnrVertraege[0]!.vertragId : undefined);
  const genannt =
    aktuell !== undefined ? zugeordnet : vsnrVertraege.length === 1 ? vsnrVertraege[0] : undefined;

  const vertragsRang = rangiereVertraege(vergleich, kandidaten, bekannt, aktuell);
  const kundenRang = rangiereKunden(vergleich, kunden);
  const maklerNamen = new Map(
    await parallel(
      [
        ...new Set([
          ...vertragsRang.map((r) => r.eintrag.maklernr),
          ...kundenRang.map((r) => r.eintrag.maklernr),
        ]),
      ],
      async (nr) => [nr, (await maklerRepository(db).laden(nr))?.name] as const,
    ),
  );
  const gesellschaftsName = (id: number) =>
    kontext.gesellschaften.find((x) => x.gesellschaftId === id)?.name ?? String(id);

  const insurances = vertragsRang.map(({ eintrag: v, treffer }): Versicherungsvorschlag => {
    const k = bekannt.get(v.kundennr);
    const feld = (name: Kundenfeld | 'policeNr', text: string | undefined) => ({
      text: text ?? '',
      green: treffer.includes(name),
    });
    return {
      id: v.vertragId,
      gesellschaft: gesellschaftsName(v.gesellschaftId),
      insuranceId: v.vertragId,
      policeNr: feld('policeNr', v.vsnr),
      sparte: v.sparte,
      begin: v.beginn,
      beitrag: v.beitrag,
      status: v.status === undefined ? undefined : T.vertragsstatus(v.status),
      name: feld('name', k?.name),
      vorname: feld('vorname', k?.vorname),
      kundennr: feld('kundennr', String(v.kundennr)),
      street: feld('street', k?.strasse),
      plz: feld('plz', k?.plz),
      ort: feld('ort', k?.ort),
      birthdate: { text: k?.geburtsdatum, green: treffer.includes('birthdate') },
      maklernr: v.maklernr,
      makler: maklerNamen.get(v.maklernr),
      gesellnr: gesellschaftsnummer(k, [v.gesellschaftId]),
      current: v.vertragId === aktuell,
    };
  });
  const customers = kundenRang.map(({ eintrag: k, treffer }): Kundenvorschlag => ({
    name: k.name,
    vorname: k.vorname,
    kundennr: String(k.kundennr),
    street: k.strasse,
    plz: k.plz,
    ort: k.ort,
    birthdate: k.geburtsdatum,
    maklernr: k.maklernr,
    makler: maklerNamen.get(k.maklernr),
    gesellnr: gesellschaftsnummer(k, q.gesellschaftIds),
    green: treffer as Kundenfeld[],
  }));

  return {
    quelle: q.quelle,
    title: q.titel,
    assignMahnungAllowed: q.assignMahnungAllowed,
    fileName: q.fileName,
    foreignName: person?.name,
    foreignVorname: person?.vorname,
    foreignBirthName: q.personAusBestand ? undefined : g.geburtsname,
    foreignAddress: anschriftText(person),
    foreignBirthDate: person?.geburtsdatum,
    kundennr: kundennr === undefined ? undefined : String(kundennr),
    cause: q.cause,
    damageNumber: g.schadennummer,
    customerGesellId: g.gesellschaftKundennummer,
    foreignPersonId: g.fremdePersonennummer,
    sparteNr: g.sparte,
    vtgSparte: genannt?.sparte,
    policeNr: g.vsnr,
    vermittlernummer: g.vermittlernummer,
    insuranceId,
    insurances,
    customers,
  };
}
