/**
 * The rules every kind of line shares: which company, which broker, which contract, which
 * customer. Each answers either its finding or the Auswertung of the error it found.
 */
import { AUSWERTUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Kunde, Vertrag } from '../bestand';
import { normalisiereKennung } from '../kennung';
import { maklerDerZeile } from '../makler';
import { normalisiereName, teileName } from '../namen';
import { nachAnschrift, personPasst, personText, vornamenVertraeglich, type Person } from '../person';
import type { Auswertung } from './ergebnis';
import {
  kundennummerSchluessel,
  namensSchluessel,
  vertragsSchluessel,
  type AuswertungsKontext,
  type GesellschaftKurz,
} from './kontext';
import { AUSWERTUNG_STATUS as S } from './status';

export const fehler = (status: number, grund: string): Auswertung => ({ status, grund });
export const istFehler = (x: object): x is Auswertung => 'status' in x;

/**
 * The company of a line: by its VU number where it has one, else the file's. An unknown VU
 * number is -10; a known one that is not the file's company is -4.
 */
export function gesellschaftDerZeile(
  k: AuswertungsKontext,
  vuNummer: string | undefined,
): GesellschaftKurz | Auswertung {
  if (vuNummer === undefined) return k.dateiGesellschaft ?? fehler(S.fremdbezeichnung, T.gesellschaftFehlt);
  const g = k.gesellschaftNachVu.get(normalisiereKennung(vuNummer) ?? '');
  if (!g) return fehler(S.fremdbezeichnung, T.vuUnbekannt(vuNummer));
  if (k.dateiGesellschaft && k.dateiGesellschaft.gesellschaftId !== g.gesellschaftId)
    return fehler(S.falschZugeordnet, T.andereGesellschaft(g.name, k.dateiGesellschaft.name));
  return g;
}

/** The line's broker (makler.ts); -4 for an intermediary number of a broker the file may not deliver for. */
export function maklerDerZeileOderFehler(
  k: AuswertungsKontext,
  gesellschaftId: number,
  vermittlernummer: string | undefined,
): { maklernr: string | undefined } | Auswertung {
  const m = maklerDerZeile(k.makler, gesellschaftId, vermittlernummer);
  return 'fremd' in m ? fehler(S.falschZugeordnet, T.andererMakler(m.fremd)) : m;
}

/** -6: a Sparte outside the known ones, or outside the company's where it has a list. */
export function spartePruefen(
  k: AuswertungsKontext,
  g: GesellschaftKurz,
  sparte: string | undefined,
  gdv: boolean,
): Auswertung | undefined {
  if (sparte === undefined) return undefined;
  const eigene = k.spartenJeGesellschaft.get(g.gesellschaftId);
  if (eigene)
    return eigene.has(sparte)
      ? undefined
      : fehler(S.sparteFalsch, T.sparteNichtBeiGesellschaft(sparte, g.name));
  if (gdv && !k.sparten.has(sparte)) return fehler(S.sparteFalsch, T.sparteUnbekannt(sparte));
  return undefined;
}

/**
 * The active contract with this policy number: undefined when there is none (the reason for -13
 * then tells a deleted one apart), -3 when there are several.
 */
export function vertragZu(
  k: AuswertungsKontext,
  gesellschaftId: number,
  vsnr: string,
  vsnrNorm: string,
): { vertrag?: Vertrag; geloescht?: Vertrag } | Auswertung {
  const schluessel = vertragsSchluessel(gesellschaftId, vsnrNorm);
  const vertraege = k.vertraegeNachVsnr.get(schluessel) ?? [];
  if (vertraege.length > 1)
    return fehler(
      S.duplikat,
      T.vertragMehrfach(
        vsnr,
        vertraege.map((v) => v.vertragId),
      ),
    );
  return { vertrag: vertraege[0], geloescht: k.geloeschteNachVsnr.get(schluessel) };
}

/** -13 for a line that needs an existing contract. */
export function vertragFehlt(vsnr: string, geloescht: Vertrag | undefined): Auswertung {
  return geloescht
    ? fehler(S.vertragFehlt, T.vertragGeloescht(vsnr, geloescht.vertragId))
    : fehler(S.vertragFehlt, T.vertragNichtImBestand(vsnr));
}

/**
 * -8 unless the existing contract may take this line: it must be the line's broker's (where the
 * line has one) and its customer must be the delivered person (where the line names one).
 */
export function vertragPruefen(
  k: AuswertungsKontext,
  vertrag: Vertrag,
  maklernr: string | undefined,
  person: Person | undefined,
): Auswertung | undefined {
  if (maklernr !== undefined && vertrag.maklernr !== maklernr)
    return fehler(S.andererKunde, T.vertragBeiAnderemMakler(vertrag.vertragId));
  const kunde = k.kunden.get(vertrag.kundennr);
  if (person && kunde && !personPasst(person, kunde))
    return fehler(
      S.andererKunde,
      T.vertragBeiAnderemKunden(vertrag.vertragId, kunde.kundennr, personText(kunde), personText(person)),
    );
  return undefined;
}

/**
 * The holder as a settlement or dunning list names it ("Gruber, Johanna", "Tischlerei Moser GmbH;
 * Wien") against the contract's customer: surname and first name as for persons; a name without
 * a comma matches when one normalised text begins with the other.
 */
export function inhaberPasst(inhaber: string, kunde: Kunde): boolean {
  const { name, vorname } = teileName(inhaber);
  if (vorname !== undefined)
    return (
      normalisiereName(name) === normalisiereName(kunde.name) && vornamenVertraeglich(vorname, kunde.vorname)
    );
  const text = normalisiereName(name);
  const voll = normalisiereName(`${kunde.name}${kunde.vorname ?? ''}`);
  const nurName = normalisiereName(kunde.name);
  return [voll, nurName].some((n) => n !== '' && (text.startsWith(n) || n.startsWith(text)));
}

/** -8 when a settlement/dunning line's holder is not the contract's customer. */
export function inhaberPruefen(
  k: AuswertungsKontext,
  vertrag: Vertrag,
  inhaber: string | undefined,
): Auswertung | undefined {
  const kunde = k.kunden.get(vertrag.kundennr);
  if (inhaber === undefined || !kunde || inhaberPasst(inhaber, kunde)) return undefined;
  return fehler(
    S.andererKunde,
    T.vertragBeiAnderemKunden(vertrag.vertragId, kunde.kundennr, personText(kunde), inhaber),
  );
}

/**
 * The broker's customer for a delivered person (no contract known): by surname key, compatible
 * first name and birth date; several → the one at the delivered address; still several → -16.
 * `kundennr` undefined: no customer matches, booking creates one.
 */
export function kundeErmitteln(
  k: AuswertungsKontext,
  maklernr: string,
  person: Person,
): { kundennr: number | undefined } | Auswertung {
  const kandidaten = (k.kundenNachName.get(namensSchluessel(maklernr, person.name)) ?? []).filter((c) =>
    personPasst(person, c),
  );
  if (kandidaten.length <= 1) return { kundennr: kandidaten[0]?.kundennr };
  const eindeutig = nachAnschrift(person, kandidaten);
  if (eindeutig) return { kundennr: eindeutig.kundennr };
  return fehler(S.zuVielePersonen, T.zuVielePersonen(kandidaten.length, personText(person)));
}

/**
 * -17: the insurer's customer number on the line is held by one of the broker's customers, but
 * not by the one the line was matched to (or the line would create a new customer). Undefined
 * when the number is unknown or held by the matched customer.
 */
export function kundennummerPruefen(
  k: AuswertungsKontext,
  maklernr: string | undefined,
  gesellschaftId: number,
  nummer: string | undefined,
  kundennr: number | undefined,
): Auswertung | undefined {
  if (maklernr === undefined || nummer === undefined) return undefined;
  const inhaber =
    k.kundenNachGesellschaftsNr.get(kundennummerSchluessel(maklernr, gesellschaftId, nummer)) ?? [];
  if (inhaber.length === 0 || inhaber.some((c) => c.kundennr === kundennr)) return undefined;
  const anderer = inhaber[0]!;
  return fehler(
    S.kundennummerFalsch,
    T.kundennummerAndererKunde(nummer, anderer.kundennr, personText(anderer)),
  );
}

/** "46,86" for reasons: amounts as a German reader writes them. */
export const betragText = (betrag: number): string =>
  betrag.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
