/**
 * GET /bipro_import/datensatz_zuordnen (reference §3 "Assignment data", §2.11): what the line
 * delivers, the contract and customer it names in the portfolio, and the suggestions.
 *
 * Candidates, all in the user's scope (bestand/sichtbarkeit.ts):
 * - contracts: the company's active contract with the delivered policy number (any broker the
 *   user may see), the contract the line is assigned to, and the contracts at the line's company
 *   of every candidate customer;
 * - customers: the line broker's customers with the delivered surname, and the customers of the
 *   contracts above — or, with the page's customer-name search (`name`, "Name, Vorname"), only
 *   the broker's customers whose surname begins with it (their contracts join the contracts).
 * Both lists are ranked by how many fields match (domain zuordnung/rangfolge.ts), 10 rows each.
 *
 * A few batched reads per call: one BatchGet per list of contracts or customers, one Query per
 * customer for his contracts (at most a few dozen customers share a surname at one broker).
 */
import { ZUORDNUNG_TEXTE as T, zuordnungsArt, type Benutzer, type ZuordnungsDaten } from '@lieferdesk/shared';
import type { Kunde, Vertrag } from '../domain/bestand';
import { normalisiereKennung } from '../domain/kennung';
import { teileName } from '../domain/namen';
import { anschriftText } from '../domain/zuordnung/geliefert';
import {
  rangiereKunden,
  rangiereVertraege,
  type Kundenfeld,
  type Vergleich,
} from '../domain/zuordnung/rangfolge';
import { datenbank, type Datenbank } from '../data/datenbank';
import { kundenRepository } from '../data/repositories/kunden';
import { maklerRepository } from '../data/repositories/makler';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { parallel } from '../data/parallel';
import { siehtBestandVon } from '../domain/datensicht';
import { zuordenbareZeile } from './zeile';

/** At most this many customers from one name search (the table shows 10 of them, ranked). */
const NAMENSSUCHE_HOECHSTENS = 50;

type Versicherungsvorschlag = ZuordnungsDaten['insurances'][number];
type Kundenvorschlag = ZuordnungsDaten['customers'][number];

/** The insurer's customer number of `kunde` at the company, if he has one there. */
const gesellschaftsnummer = (kunde: Kunde | undefined, gesellschaftId: number | undefined) =>
  kunde?.gesellschaftKundennummern.find((n) => n.gesellschaftId === gesellschaftId)?.nummer;

export async function zuordnungsDatenLaden(
  benutzer: Benutzer,
  abfrage: { id: number; name?: string },
  db: Datenbank = datenbank(),
): Promise<ZuordnungsDaten> {
  const z = await zuordenbareZeile(benutzer, abfrage.id, db);
  const vertraegeRepo = vertraegeRepository(db);
  const kundenRepo = kundenRepository(db);
  const g = z.geliefert;
  const gesellschaftId = z.gesellschaft?.gesellschaftId;
  const sichtbar = (maklernr: string) => siehtBestandVon(benutzer, maklernr);

  // The contract the delivery names: the one it is assigned to, else the one of its policy number.
  const [zugeordnet, mitVsnr] = await Promise.all([
    z.zeile.zuordnung ? vertraegeRepo.laden(z.zeile.zuordnung.vertragId) : undefined,
    gesellschaftId !== undefined && g.vsnrNorm ? vertraegeRepo.nachVsnr(gesellschaftId, [g.vsnrNorm]) : [],
  ]);
  const vsnrVertraege = mitVsnr.filter((v) => !v.geloescht && sichtbar(v.maklernr));
  const maklernr = z.maklernr ?? z.zeile.zuordnung?.maklernr ?? vsnrVertraege[0]?.maklernr;
  const kundenMakler = maklernr !== undefined && sichtbar(maklernr) ? maklernr : undefined;

  // Customer candidates.
  const suche = abfrage.name?.trim() ? teileName(abfrage.name.trim()) : undefined;
  let kunden: Kunde[] = [];
  if (kundenMakler !== undefined) {
    if (suche)
      kunden = (await kundenRepo.nachNamensanfang(kundenMakler, suche.name, NAMENSSUCHE_HOECHSTENS)).filter(
        (k) => !suche.vorname || (k.vorname ?? '').toLowerCase().startsWith(suche.vorname.toLowerCase()),
      );
    else if (g.person?.name) kunden = await kundenRepo.nachName(kundenMakler, g.person.name);
  }

  // Contract candidates: the two above, and the customers' contracts at the line's company.
  const vorhandeneVertraege = [
    ...vsnrVertraege,
    ...(zugeordnet && sichtbar(zugeordnet.maklernr) ? [zugeordnet] : []),
  ];
  const jeKunde = await parallel(kunden, (k) => vertraegeRepo.desKunden(k.kundennr));
  const kandidaten: Vertrag[] = [
    ...vorhandeneVertraege,
    ...jeKunde
      .flat()
      .filter((v) => !v.geloescht && sichtbar(v.maklernr))
      .filter((v) => gesellschaftId === undefined || v.gesellschaftId === gesellschaftId),
  ];
  const bekannt = new Map(kunden.map((k) => [k.kundennr, k]));
  for (const k of await kundenRepo.ladenMehrere(
    kandidaten.map((v) => v.kundennr).filter((nr) => !bekannt.has(nr)),
  ))
    bekannt.set(k.kundennr, k);
  // Without a name search the contracts' customers are customer suggestions too.
  if (!suche)
    for (const v of vorhandeneVertraege) if (bekannt.has(v.kundennr)) kunden.push(bekannt.get(v.kundennr)!);

  // The customer the delivery names: the assignment's; else the one holding the delivered
  // insurer customer number; else the customer of the contract with the delivered number.
  const nummer = normalisiereKennung(g.gesellschaftKundennummer);
  const inhaber = [...bekannt.values()].filter(
    (k) =>
      nummer !== undefined &&
      k.gesellschaftKundennummern.some(
        (n) => n.gesellschaftId === gesellschaftId && normalisiereKennung(n.nummer) === nummer,
      ),
  );
  const kundennr =
    z.zeile.zuordnung?.kundennr ??
    (inhaber.length === 1 ? inhaber[0]!.kundennr : undefined) ??
    (vsnrVertraege.length === 1 ? vsnrVertraege[0]!.kundennr : undefined);
  const vergleich: Vergleich = { vsnr: g.vsnr, person: g.person, kundennr };
  const aktuell = z.zeile.zuordnung?.vertragId;
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
    z.gesellschaften.find((x) => x.gesellschaftId === id)?.name ?? String(id);

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
      gesellnr: gesellschaftsnummer(k, v.gesellschaftId),
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
    gesellnr: gesellschaftsnummer(k, gesellschaftId),
    green: treffer as Kundenfeld[],
  }));

  return {
    title: T.titelImport(zuordnungsArt(benutzer)),
    // A reminder (Mahnung) in the sense of reference §2.11 is a BiPRO document category; import
    // lines are never one, so their assignment is always by customer company number.
    assignMahnungAllowed: false,
    fileName: z.datei.fileName,
    foreignName: g.person?.name,
    foreignVorname: g.person?.vorname,
    foreignBirthName: g.geburtsname,
    foreignAddress: anschriftText(g.person),
    foreignBirthDate: g.person?.geburtsdatum,
    kundennr: kundennr === undefined ? undefined : String(kundennr),
    cause: z.zeile.grund,
    damageNumber: g.schadennummer,
    customerGesellId: g.gesellschaftKundennummer,
    foreignPersonId: g.fremdePersonennummer,
    sparteNr: g.sparte,
    vtgSparte: genannt?.sparte,
    policeNr: g.vsnr,
    insuranceId,
    insurances,
    customers,
  };
}
