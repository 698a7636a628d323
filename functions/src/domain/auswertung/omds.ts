/**
 * OMDS 2.x contracts (built-in interface "OMDS 2.x Verträge", or a copy: recognised by the field
 * `Polizzennr`). One line carries the policy holder and the contract, so the customer and the
 * contract are decided on the same line, by the same rules as GDV 0100 and 0200.
 */
import { AUSWERTUNG_TEXTE as T, VERARBEITUNG_TEXTE as V } from '@lieferdesk/shared';
import type { Vertragswerte } from '../bestand';
import type { Person } from '../person';
import { normalisiereVsnr } from '../vsnr';
import type { Auswertung, Treffer } from './ergebnis';
import { ohneLeere, text, zahl, type Felder } from './felder';
import {
  fehler,
  gesellschaftDerZeile,
  istFehler,
  kundeErmitteln,
  kundennummerPruefen,
  maklerDerZeileOderFehler,
  spartePruefen,
  vertragPruefen,
  vertragZu,
} from './gemeinsam';
import type { AuswertungsKontext, Vertragsgruppe } from './kontext';
import { AUSWERTUNG_STATUS as S } from './status';

export const istOmdsZeile = (f: Felder): boolean => 'Polizzennr' in f;

export function werteOmdsZeileAus(
  f: Felder,
  k: AuswertungsKontext,
  zugeordnet?: NonNullable<Vertragsgruppe['zuordnung']>,
): Auswertung {
  const ges = gesellschaftDerZeile(k, text(f, 'VUNr'));
  if (istFehler(ges)) return ges;
  const vsnr = text(f, 'Polizzennr');
  const vsnrNorm = normalisiereVsnr(vsnr);
  if (vsnr === undefined || vsnrNorm === undefined) return fehler(S.wertFalsch, T.vsnrFehlt);
  const sparte = text(f, 'SpartenCd');
  const sparteFalsch = spartePruefen(k, ges, sparte, false);
  if (sparteFalsch) return sparteFalsch;
  const firma = text(f, 'Firmenname');
  const name = text(f, 'Familienname') ?? firma;
  if (name === undefined) return fehler(S.wertFalsch, T.nameFehlt);
  const person: Person = ohneLeere({ name, vorname: firma === name ? undefined : text(f, 'Vorname') });
  if (zugeordnet) return zugeordneterVertrag(f, ges.gesellschaftId, person, zugeordnet);

  const makler = maklerDerZeileOderFehler(k, ges.gesellschaftId, text(f, 'Vermittlernummer'));
  if (istFehler(makler)) return makler;
  const gefunden = vertragZu(k, ges.gesellschaftId, vsnr, vsnrNorm);
  if (istFehler(gefunden)) return gefunden;

  let maklernr = makler.maklernr;
  let kundennr: number | undefined;
  const vertrag = gefunden.vertrag;
  if (vertrag) {
    const falsch = vertragPruefen(k, vertrag, maklernr, person);
    if (falsch) return falsch;
    maklernr = vertrag.maklernr;
    kundennr = vertrag.kundennr;
  } else {
    if (maklernr === undefined) return fehler(S.zusatzdatenFehlen, T.maklerUnbekannt(undefined));
    const kunde = kundeErmitteln(k, maklernr, person);
    if (istFehler(kunde)) return kunde;
    kundennr = kunde.kundennr;
  }
  const personennr = text(f, 'Personennr');
  const nummerFalsch = kundennummerPruefen(k, maklernr, ges.gesellschaftId, personennr, kundennr);
  if (nummerFalsch) return nummerFalsch;

  const werte: Vertragswerte = ohneLeere({
    sparte,
    beginn: text(f, 'VtgBeg'),
    ablauf: text(f, 'VtgEnd'),
    beitrag: zahl(f, 'PraemieNtoVtg'),
  });
  const treffer: Treffer = ohneLeere({
    art: 'vertrag' as const,
    gesellschaftId: ges.gesellschaftId,
    maklernr,
    vuNummer: text(f, 'VUNr') ?? ges.vuNrBafin,
    vsnr,
    vsnrNorm,
    vertragId: vertrag?.vertragId,
    kundennr,
    person,
    gesellschaftKundennummer: personennr,
    werte,
  });
  const grund = vertrag
    ? T.vertragGefunden(vertrag.vertragId, vertrag.kundennr)
    : kundennr !== undefined
      ? T.vertragNeuFuerKunde(kundennr)
      : T.vertragUndKundeNeu;
  return { status: S.ausgewertet, grund, treffer };
}

/** A line a person assigned to a contract: that contract, its customer and broker, the delivered values. */
function zugeordneterVertrag(
  f: Felder,
  gesellschaftId: number,
  person: Person,
  a: NonNullable<Vertragsgruppe['zuordnung']>,
): Auswertung {
  const treffer: Treffer = ohneLeere({
    art: 'vertrag' as const,
    gesellschaftId,
    maklernr: a.maklernr,
    vuNummer: text(f, 'VUNr'),
    vsnr: a.vertrag.vsnr,
    vsnrNorm: a.vertrag.vsnrNorm,
    vertragId: a.vertrag.vertragId,
    kundennr: a.kundennr,
    person,
    gesellschaftKundennummer: text(f, 'Personennr'),
    werte: ohneLeere({
      sparte: text(f, 'SpartenCd'),
      beginn: text(f, 'VtgBeg'),
      ablauf: text(f, 'VtgEnd'),
      beitrag: zahl(f, 'PraemieNtoVtg'),
    }),
  });
  return { status: S.ausgewertet, grund: V.zugeordnet(a.vertrag.vertragId, a.kundennr), treffer };
}
