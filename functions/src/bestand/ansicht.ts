/**
 * The read-only contract and customer pages the assign page links to (reference §2.11: "contracts
 * open … at /home/versicherungen/insurance-group/details/{id}", "open customer company
 * numbers"). A handful of GetItems and one Query each; outside the user's scope 404.
 */
import {
  ZUORDNUNG_TEXTE as T,
  type Benutzer,
  type KundenAnsicht,
  type VertragsAnsicht,
} from '@lieferdesk/shared';
import type { Kunde, Vertrag } from '../domain/bestand';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { kundenRepository } from '../data/repositories/kunden';
import { maklerRepository } from '../data/repositories/makler';
import { provisionsbuchungenRepository } from '../data/repositories/provisionsbuchungen';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { nichtGefunden } from '../domain/fehler';
import { siehtBestandVon } from '../domain/datensicht';

const kundeKurz = (k: Kunde) => ({
  kundennr: k.kundennr,
  name: k.name,
  vorname: k.vorname,
  geburtsdatum: k.geburtsdatum,
  strasse: k.strasse,
  plz: k.plz,
  ort: k.ort,
});

async function namen(db: Datenbank) {
  const gesellschaften = new Map(
    (await gesellschaftenRepository(db).liste()).map((g) => [g.gesellschaftId, g.name]),
  );
  return (id: number) => gesellschaften.get(id) ?? String(id);
}

const vertragWerte = (v: Vertrag, gesellschaft: (id: number) => string) => ({
  vertragId: v.vertragId,
  vsnr: v.vsnr,
  gesellschaft: gesellschaft(v.gesellschaftId),
  sparte: v.sparte,
  beginn: v.beginn,
  beitrag: v.beitrag,
  status: v.status,
  geloescht: v.geloescht,
});

export async function vertragsAnsicht(
  benutzer: Benutzer,
  vertragId: number,
  db: Datenbank = datenbank(),
): Promise<VertragsAnsicht> {
  const vertrag = await vertraegeRepository(db).laden(vertragId);
  if (!vertrag || !siehtBestandVon(benutzer, vertrag.maklernr))
    throw nichtGefunden(T.vertragNichtGefunden(vertragId));
  const [gesellschaft, kunde, makler, buchungen] = await Promise.all([
    namen(db),
    kundenRepository(db).laden(vertrag.kundennr),
    maklerRepository(db).laden(vertrag.maklernr),
    provisionsbuchungenRepository(db).desVertrags(vertragId),
  ]);
  return {
    ...vertragWerte(vertrag, gesellschaft),
    gesellschaftId: vertrag.gesellschaftId,
    vuNummer: vertrag.vuNummer,
    ablauf: vertrag.ablauf,
    zahlweise: vertrag.zahlweise,
    herkunft: vertrag.herkunft,
    maklernr: vertrag.maklernr,
    makler: makler?.name,
    kunde: kunde ? kundeKurz(kunde) : undefined,
    // Newest first: the index sorts by booking date.
    buchungen: buchungen.reverse().map((b) => ({
      dateiId: b.dateiId,
      zeile: b.zeile,
      datum: b.datum,
      betrag: b.betrag,
      provisionssatz: b.provisionssatz,
      text: b.text,
    })),
  };
}

export async function kundenAnsicht(
  benutzer: Benutzer,
  kundennr: number,
  db: Datenbank = datenbank(),
): Promise<KundenAnsicht> {
  const kunde = await kundenRepository(db).laden(kundennr);
  if (!kunde || !siehtBestandVon(benutzer, kunde.maklernr))
    throw nichtGefunden(T.kundeNichtGefunden(kundennr));
  const [gesellschaft, makler, vertraege] = await Promise.all([
    namen(db),
    maklerRepository(db).laden(kunde.maklernr),
    vertraegeRepository(db).desKunden(kundennr),
  ]);
  return {
    ...kundeKurz(kunde),
    maklernr: kunde.maklernr,
    makler: makler?.name,
    gesellschaftKundennummern: kunde.gesellschaftKundennummern.map((n) => ({
      gesellschaftId: n.gesellschaftId,
      gesellschaft: gesellschaft(n.gesellschaftId),
      nummer: n.nummer,
    })),
    // Active contracts first, then by internal number.
    vertraege: vertraege
      .sort((a, b) => Number(a.geloescht) - Number(b.geloescht) || a.vertragId - b.vertragId)
      .map((v) => vertragWerte(v, gesellschaft)),
  };
}
