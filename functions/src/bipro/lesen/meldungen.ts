/**
 * An answer's messages: its status's, a SOAP fault's (with a BiproException's status inside), and
 * our own about an answer we could not read, in the insurers' format so they list alike.
 */
import type { Meldung } from './antwort';
import { istBipro, istNachrichten, jederNamensraum } from './namensraeume';
import { kind, kinder, nachfahren, textVon, type XmlElement } from './xmlBaum';

/** Our own messages about an answer, in the insurers' format. */
export const EIGENE_MELDUNG = {
  keinSoap: (grund: string): Meldung => ({ art: 'Fehler', id: 'LD001', text: grund }),
  keinStatus: {
    art: 'Fehler',
    id: 'LD002',
    text: 'Die Antwort enthält keinen Status (StatusID); sie gilt nicht als erfolgreich.',
  } satisfies Meldung,
  dateiFehler: (dateiname: string, grund: string): Meldung => ({
    art: 'Fehler',
    id: 'LD003',
    text: `Die Datei „${dateiname}“ konnte nicht gelesen werden: ${grund}`,
  }),
};

/** An error's text, whatever was thrown. */
export const meldungText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function meldungenAus(status: XmlElement): Meldung[] {
  return kinder(status, 'Meldung', istNachrichten).map((m) => ({
    art: textVon(kind(m, 'ArtID', istNachrichten)) ?? '',
    id: textVon(kind(m, 'MeldungID', istNachrichten)) ?? '',
    text: textVon(kind(m, 'Text', istNachrichten)) ?? '',
  }));
}

export function fehlerAus(fault: XmlElement): Meldung[] {
  // SOAP 1.1: faultcode / faultstring (no namespace); 1.2: Code/Value, Reason/Text.
  const code =
    textVon(kind(fault, 'faultcode', jederNamensraum)) ??
    textVon(kind(kind(fault, 'Code', jederNamensraum) ?? fault, 'Value', jederNamensraum)) ??
    '';
  const text =
    textVon(kind(fault, 'faultstring', jederNamensraum)) ??
    textVon(kind(kind(fault, 'Reason', jederNamensraum) ?? fault, 'Text', jederNamensraum)) ??
    '';
  const meldungen: Meldung[] = [{ art: 'Fehler', id: code, text }];
  for (const ausnahme of nachfahren(fault, 'BiproException', istBipro)) {
    const status = kind(ausnahme, 'Status', istNachrichten);
    if (status) meldungen.push(...meldungenAus(status));
  }
  return meldungen;
}
