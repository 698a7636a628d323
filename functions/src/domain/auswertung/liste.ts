/**
 * Lines of commission (Courtage) and dunning lists: CSV or Excel in each insurer's layout,
 * naming the policy but neither the company (it is the file's, chosen at upload) nor a contract
 * record. They refer to a contract the broker already has: without one they are -13.
 *
 * Recognised by their fields, not by the interface's name, so a user's copy of the built-in
 * layout (another column order, another name) is evaluated the same:
 * - commission: `VSNR` and `Provisionsbetrag` (built-in "Courtage-Buchung");
 * - dunning: `VSNR` and `Mahnstufe` (built-in "Mahnung").
 */
import { AUSWERTUNG_TEXTE as T } from '@lieferdesk/shared';
import { normalisiereVsnr } from '../vsnr';
import type { Auswertung, Treffer } from './ergebnis';
import { text, zahl, type Felder } from './felder';
import {
  betragText,
  fehler,
  gesellschaftDerZeile,
  inhaberPruefen,
  istFehler,
  maklerDerZeileOderFehler,
  vertragFehlt,
  vertragPruefen,
  vertragZu,
} from './gemeinsam';
import type { AuswertungsKontext, Vertragsgruppe } from './kontext';

/** An assignment resolved to its contract (kontext zugeordnetJeZeile). */
type Zuordnung = NonNullable<Vertragsgruppe['zuordnung']>;
import { AUSWERTUNG_STATUS as S } from './status';

export const istProvisionszeile = (f: Felder): boolean => 'VSNR' in f && 'Provisionsbetrag' in f;
export const istMahnzeile = (f: Felder): boolean => 'VSNR' in f && 'Mahnstufe' in f;

/**
 * The contract a list line names, with everything that can be wrong about it — or, where a
 * person assigned the line, that contract (its broker, customer and policy number).
 */
function listenVertrag(
  f: Felder,
  k: AuswertungsKontext,
  zugeordnet: Zuordnung | undefined,
): Omit<Treffer, 'art'> | Auswertung {
  const ges = gesellschaftDerZeile(k, text(f, 'VUNr') ?? text(f, 'VuNr'));
  if (istFehler(ges)) return ges;
  const vsnr = text(f, 'VSNR');
  const vsnrNorm = normalisiereVsnr(vsnr);
  if (vsnr === undefined || vsnrNorm === undefined) return fehler(S.wertFalsch, T.vsnrFehlt);
  if (zugeordnet)
    return {
      gesellschaftId: ges.gesellschaftId,
      maklernr: zugeordnet.maklernr,
      vsnr: zugeordnet.vertrag.vsnr,
      vsnrNorm: zugeordnet.vertrag.vsnrNorm,
      vertragId: zugeordnet.vertrag.vertragId,
      kundennr: zugeordnet.kundennr,
    };
  const makler = maklerDerZeileOderFehler(k, ges.gesellschaftId, text(f, 'Vermittlernummer'));
  if (istFehler(makler)) return makler;
  const gefunden = vertragZu(k, ges.gesellschaftId, vsnr, vsnrNorm);
  if (istFehler(gefunden)) return gefunden;
  const vertrag = gefunden.vertrag;
  if (!vertrag) return vertragFehlt(vsnr, gefunden.geloescht);
  const falsch =
    vertragPruefen(k, vertrag, makler.maklernr, undefined) ??
    inhaberPruefen(k, vertrag, text(f, 'Versicherungsnehmer'));
  if (falsch) return falsch;
  return {
    gesellschaftId: ges.gesellschaftId,
    maklernr: vertrag.maklernr,
    vsnr,
    vsnrNorm,
    vertragId: vertrag.vertragId,
    kundennr: vertrag.kundennr,
  };
}

export function werteProvisionszeileAus(
  f: Felder,
  k: AuswertungsKontext,
  zugeordnet?: Zuordnung,
): Auswertung {
  const basis = listenVertrag(f, k, zugeordnet);
  if (istFehler(basis)) return basis;
  const betrag = zahl(f, 'Provisionsbetrag');
  if (betrag === undefined) return fehler(S.wertFalsch, T.wertFehlt('Provisionsbetrag'));
  const datum = text(f, 'Buchungsdatum');
  if (datum === undefined) return fehler(S.wertFalsch, T.wertFehlt('Buchungsdatum'));
  const provisionssatz = zahl(f, 'Provisionssatz');
  const buchungstext = text(f, 'Buchungstext');
  return {
    status: S.ausgewertet,
    grund: T.provision(basis.vertragId!, betragText(betrag)),
    treffer: {
      ...basis,
      art: 'provision',
      provision: {
        betrag,
        datum,
        ...(provisionssatz === undefined ? {} : { provisionssatz }),
        ...(buchungstext === undefined ? {} : { text: buchungstext }),
      },
    },
  };
}

export function werteMahnzeileAus(f: Felder, k: AuswertungsKontext, zugeordnet?: Zuordnung): Auswertung {
  const basis = listenVertrag(f, k, zugeordnet);
  if (istFehler(basis)) return basis;
  const stufe = zahl(f, 'Mahnstufe');
  const betrag = zahl(f, 'OffenerBetrag');
  const faellig = text(f, 'Faelligkeit');
  return {
    status: S.ausgewertet,
    grund: T.mahnung(basis.vertragId!, stufe),
    treffer: {
      ...basis,
      art: 'mahnung',
      mahnung: {
        ...(stufe === undefined ? {} : { stufe }),
        ...(betrag === undefined ? {} : { betrag }),
        ...(faellig === undefined ? {} : { faellig }),
      },
    },
  };
}
