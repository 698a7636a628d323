/**
 * The assign page's rules (reference §2.11, §5) as pure functions, tested in web/test/zuordnung.test.ts.
 */
import { ZUORDNUNG_TEXTE as T, type BodyVon, type ROUTEN, type ZuordnungsDaten } from '@lieferdesk/shared';
import { formatDatum } from '../../format';

/** A positive whole number from an address or an input; undefined for anything else. */
export function nummerAus(text: string | null | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (!/^\d{1,15}$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 ? n : undefined;
}

/**
 * Why 'assign customer company number' is disabled, or undefined when it may be pressed (spec
 * §2.11: "disabled if assigning a reminder is allowed or no internal number is set"; §5).
 */
export function zuordnenGesperrt(
  daten: Pick<ZuordnungsDaten, 'assignMahnungAllowed'>,
  interneNummer: string,
): string | undefined {
  if (daten.assignMahnungAllowed) return T.mahnungGesperrt;
  if (nummerAus(interneNummer) === undefined) return T.kundennummerZuordnenGesperrt;
  return undefined;
}

/** Reference §2.11: 'transfer insurance number' is on by default if the customer number is known. */
export const uebertragenVorbelegt = (daten: Pick<ZuordnungsDaten, 'kundennr'>): boolean =>
  (daten.kundennr ?? '').trim() !== '';

/** What 'transfer insurance number' does: the contract takes a line's number, a document the contract's. */
export const uebertragenHinweis = (daten: Pick<ZuordnungsDaten, 'quelle'>): string =>
  daten.quelle === 'dokument'
    ? T.versicherungsnummerUebertragenHinweisDokument
    : T.versicherungsnummerUebertragenHinweis;

/** The internal number the page starts with: the address's insuranceId, else the data's. */
export function startNummer(adresse: string | null, daten: Pick<ZuordnungsDaten, 'insuranceId'>): string {
  const ausAdresse = nummerAus(adresse);
  if (ausAdresse !== undefined) return String(ausAdresse);
  return daten.insuranceId === undefined ? '' : String(daten.insuranceId);
}

/** The body of POST assign_gdv_kunde (reference §7). */
export function zuordnenNutzlast(
  id: number,
  daten: Pick<ZuordnungsDaten, 'insuranceId' | 'customerGesellId'>,
  interneNummer: string,
  uebertragen: boolean,
): BodyVon<typeof ROUTEN.kundeZuordnen> {
  const mscInternalId = nummerAus(interneNummer);
  if (mscInternalId === undefined) throw new Error('Keine interne Nummer');
  return {
    docId: id,
    mscInternalId,
    insuranceId: daten.insuranceId,
    setPoliceNr: uebertragen,
    kundennr: daten.customerGesellId,
  };
}

/**
 * A date as insurers deliver it, DD.MM.YYYY; a reduced one as MM.YYYY or YYYY (the day or month
 * is unknown, not the first).
 */
export function formatTeildatum(wert: string | undefined): string {
  if (!wert) return '';
  const teile = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(wert);
  if (!teile) return wert;
  if (teile[3]) return formatDatum(wert);
  return teile[2] ? `${teile[2]}.${teile[1]}` : teile[1]!;
}

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const formatBetrag = (wert: number | undefined): string =>
  wert === undefined ? '' : EURO.format(wert);

/** The broker as number and name, 'M1 – Muster GmbH'; either alone where the other is missing. */
export const maklerText = (m: { maklernr?: string; makler?: string }): string =>
  [m.maklernr, m.makler].filter(Boolean).join(' – ');

/** An address on one line, 'Weg 1, 12345 Ort'; missing parts leave no separator behind. */
export const anschriftText = (a: { strasse?: string; plz?: string; ort?: string } | undefined): string =>
  [a?.strasse, [a?.plz, a?.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
