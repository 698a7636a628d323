/**
 * What an insurer's BiPRO norm 430 answer says (listShipments, getShipment, acknowledgeShipment,
 * or a fault), read the way the download job reads it and `npm run bipro -- lesen` shows it:
 * whether it is OK, its messages, its shipments and their files.
 *
 * Read leniently, as insurers answer (bipro/README.md): by namespace URI, never by prefix; the
 * version (2.1.x wrappers `ListShipmentsResponse`, 2.6.x `listShipmentsResponse`) does not
 * matter; a missing `BiPROVersion` or `xsi:type` is fine; `StatusID` NOK inside an HTTP 200 is a
 * failure like a SOAP fault, with or without a `BiproException` in its detail; a file's data
 * inline (base64) or an MTOM part (`xop:Include`); `Komprimierungstyp` ZIP unpacked into its
 * entries. A file that cannot be decoded is kept in the list with its reason, and the answer is
 * then not OK: nothing of a shipment may be acknowledged before all of it is stored.
 */
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { cidSchluessel, istMultipart, mtomLesen } from './mtom';
import { istBipro, istSoapEnvelope, NS } from './namensraeume';
import { attributSchluessel, kind, kinder, leseXml, nachfahren, type XmlElement } from './xmlBaum';

export interface Meldung {
  /** Fehler, Warnung or Hinweis (BiPRO's ArtID); a SOAP fault's own entry is a Fehler. */
  art: string;
  /** The 5-digit MeldungID (04000 …), a fault's faultcode, or one of ours (LD…). */
  id: string;
  text: string;
}

export interface GelieferteDatei {
  dateiname: string;
  bytes: number;
  sha256: string;
  /** The decoded content (not printed by the CLI). */
  inhalt: Buffer;
  /** Why the file's data could not be decoded; then `bytes` is 0. */
  fehler?: string;
}

export interface Lieferung {
  id: string;
  kategorie: string;
  einstellzeitpunkt?: string;
  dateien: GelieferteDatei[];
}

export interface Antwort {
  ok: boolean;
  /** The answer is a SOAP fault (not a NOK status): what a refused token gets, among others. */
  soapFault: boolean;
  meldungen: Meldung[];
  lieferungen: Lieferung[];
}

/** More unpacked bytes than this from one ZIP are refused (a ZIP bomb). */
export const ZIP_HOECHSTE_BYTES = 1024 ** 3;
/** More entries than this in one ZIP are refused. */
export const ZIP_HOECHSTE_EINTRAEGE = 10_000;

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

const nachrichten = (u: string) => u === NS.nachrichten || u === NS.allgemein;
const transfer = (u: string) => u === NS.transfer;
const bipro = istBipro;
const irgendeins = () => true;

const textVon = (e: XmlElement | undefined): string | undefined => {
  const t = e?.text.trim();
  return t === undefined || t === '' ? undefined : t;
};

function meldungenAus(status: XmlElement): Meldung[] {
  return kinder(status, 'Meldung', nachrichten).map((m) => ({
    art: textVon(kind(m, 'ArtID', nachrichten)) ?? '',
    id: textVon(kind(m, 'MeldungID', nachrichten)) ?? '',
    text: textVon(kind(m, 'Text', nachrichten)) ?? '',
  }));
}

function fehlerAus(fault: XmlElement): Meldung[] {
  // SOAP 1.1: faultcode / faultstring (no namespace); 1.2: Code/Value, Reason/Text.
  const code =
    textVon(kind(fault, 'faultcode', irgendeins)) ??
    textVon(kind(kind(fault, 'Code', irgendeins) ?? fault, 'Value', irgendeins)) ??
    '';
  const text =
    textVon(kind(fault, 'faultstring', irgendeins)) ??
    textVon(kind(kind(fault, 'Reason', irgendeins) ?? fault, 'Text', irgendeins)) ??
    '';
  const meldungen: Meldung[] = [{ art: 'Fehler', id: code, text }];
  for (const ausnahme of nachfahren(fault, 'BiproException', bipro)) {
    const status = kind(ausnahme, 'Status', nachrichten);
    if (status) meldungen.push(...meldungenAus(status));
  }
  return meldungen;
}

function datei(element: XmlElement, anhaenge: ReadonlyMap<string, Buffer>): GelieferteDatei[] {
  const dateiname = textVon(kind(element, 'Dateiname', bipro)) ?? 'ohne Namen';
  const fehlerhaft = (fehler: string): GelieferteDatei[] => [
    { dateiname, bytes: 0, sha256: '', inhalt: Buffer.alloc(0), fehler },
  ];
  const daten = kind(element, 'Daten', bipro);
  let inhalt: Buffer;
  const verweis = daten && kind(daten, 'Include', (u) => u === NS.xop);
  if (verweis) {
    const href = verweis.attribute.get(attributSchluessel('', 'href')) ?? '';
    const teil = anhaenge.get(cidSchluessel(href));
    if (!teil) return fehlerhaft(`der MTOM-Anhang ${href} fehlt in der Antwort`);
    inhalt = teil;
  } else {
    const text = (daten?.text ?? '').replace(/\s+/g, '');
    if (text === '') return fehlerhaft('sie enthält keine Daten');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
      return fehlerhaft('ihre Daten sind kein gültiges Base64');
    inhalt = Buffer.from(text, 'base64');
  }
  const komprimierung = textVon(kind(element, 'Komprimierungstyp', bipro))?.toUpperCase();
  if (komprimierung !== 'ZIP') return [eintrag(dateiname, inhalt)];
  try {
    return entpackt(inhalt);
  } catch (e) {
    return fehlerhaft(`das ZIP lässt sich nicht entpacken (${e instanceof Error ? e.message : String(e)})`);
  }
}

function eintrag(dateiname: string, inhalt: Buffer): GelieferteDatei {
  return {
    dateiname,
    bytes: inhalt.length,
    sha256: createHash('sha256').update(inhalt).digest('hex'),
    inhalt,
  };
}

/**
 * The entries of a ZIP (folders dropped). The sizes its directory declares are summed before
 * anything is inflated, and fflate inflates each entry into a buffer of its declared size: a ZIP
 * bomb is refused, not unpacked.
 */
export function entpackt(
  zip: Buffer,
  grenzen = { bytes: ZIP_HOECHSTE_BYTES, eintraege: ZIP_HOECHSTE_EINTRAEGE },
): GelieferteDatei[] {
  let summe = 0;
  let anzahl = 0;
  const eintraege = unzipSync(zip, {
    filter: (f) => {
      if (f.name.endsWith('/')) return false;
      summe += f.originalSize;
      anzahl++;
      if (anzahl > grenzen.eintraege) throw new Error(`mehr als ${grenzen.eintraege} Einträge`);
      if (summe > grenzen.bytes) throw new Error(`mehr als ${grenzen.bytes} Bytes entpackt`);
      return true;
    },
  });
  return Object.entries(eintraege).map(([name, bytes]) => eintrag(name, Buffer.from(bytes)));
}

function lieferungAus(l: XmlElement, anhaenge: ReadonlyMap<string, Buffer>): Lieferung {
  const dateien = kinder(l, 'Transfer', transfer).flatMap((t) =>
    nachfahren(t, 'Datei', bipro).flatMap((d) => datei(d, anhaenge)),
  );
  return {
    id: textVon(kind(l, 'ID', transfer)) ?? '',
    kategorie: textVon(kind(l, 'Kategorie', transfer)) ?? '',
    einstellzeitpunkt: textVon(kind(l, 'Einstellzeitpunkt', transfer)),
    dateien,
  };
}

/**
 * Reads an answer: the HTTP body and its Content-Type (an MTOM answer is recognised by a
 * multipart type, or — where an insurer sends none — by a body that starts with `--`).
 */
export function antwortLesen(koerper: Buffer, contentType?: string): Antwort {
  let xml = koerper;
  let anhaenge: ReadonlyMap<string, Buffer> = new Map();
  try {
    const mtom = istMultipart(contentType)
      ? contentType!
      : koerper.subarray(0, 2).toString() === '--'
        ? mtomTyp(koerper)
        : undefined;
    if (mtom) ({ wurzel: xml, anhaenge } = mtomLesen(koerper, mtom));
    const envelope = leseXml(xml.toString('utf8'));
    if (envelope.name !== 'Envelope' || !istSoapEnvelope(envelope.uri))
      throw new Error('Die Antwort ist kein SOAP-Envelope.');
    const body = kind(envelope, 'Body', istSoapEnvelope);
    const inhalt = body?.kinder[0];
    if (!inhalt) throw new Error('Der SOAP-Body der Antwort ist leer.');
    if (inhalt.name === 'Fault' && istSoapEnvelope(inhalt.uri))
      return { ok: false, soapFault: true, meldungen: fehlerAus(inhalt), lieferungen: [] };

    // The operation's wrapper holds a `Response` (2.1.x: the wrapper's children directly).
    const antwort = kind(inhalt, 'Response', transfer) ?? inhalt;
    const status = kind(antwort, 'Status', nachrichten);
    const meldungen = status ? meldungenAus(status) : [EIGENE_MELDUNG.keinStatus];
    const lieferungen = kinder(antwort, 'Lieferung', transfer).map((l) => lieferungAus(l, anhaenge));
    for (const l of lieferungen)
      for (const d of l.dateien)
        if (d.fehler) meldungen.push(EIGENE_MELDUNG.dateiFehler(d.dateiname, d.fehler));
    const statusOk = textVon(status && kind(status, 'StatusID', nachrichten))?.toUpperCase() === 'OK';
    const dateienOk = lieferungen.every((l) => l.dateien.every((d) => !d.fehler));
    return { ok: statusOk && dateienOk, soapFault: false, meldungen, lieferungen };
  } catch (e) {
    return {
      ok: false,
      soapFault: false,
      meldungen: [EIGENE_MELDUNG.keinSoap(e instanceof Error ? e.message : String(e))],
      lieferungen: [],
    };
  }
}

/** A multipart body without Content-Type: its boundary is its first line. */
function mtomTyp(koerper: Buffer): string {
  const zeile = koerper
    .subarray(2, Math.max(2, koerper.indexOf(0x0a)))
    .toString('latin1')
    .trim();
  return `multipart/related; boundary="${zeile}"`;
}
