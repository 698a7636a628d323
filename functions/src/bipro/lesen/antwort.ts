/**
 * What an insurer's BiPRO norm 430 answer (listShipments, getShipment, acknowledgeShipment, or a
 * fault) says, read from an answer held in memory: whether it is OK, its messages, its shipments
 * and their files with their decoded content. Read by the very reader the download job streams
 * with (lesen/antwortLeser.ts, whose comment says how answers are read), its files collected in
 * memory instead of stored: `antwortLesen` sees what the job sees.
 */
import { createHash } from 'node:crypto';
import { antwortSynchronLesen } from './strom';
import { ZIP_HOECHSTE_BYTES, ZIP_HOECHSTE_EINTRAEGE, ZipStrom } from './zip';

export { EIGENE_MELDUNG } from './meldungen';
export { zuordnungsdatenAus } from './zuordnungsdaten';
export { ZIP_HOECHSTE_BYTES, ZIP_HOECHSTE_EINTRAEGE } from './zip';

export interface Meldung {
  /** Fehler, Warnung or Hinweis (BiPRO's ArtID); a SOAP fault's own entry is a Fehler. */
  art: string;
  /** The 5-digit MeldungID (04000 …), a fault's faultcode, or one of ours (LD…). */
  id: string;
  text: string;
}

export interface GelieferteDatei {
  dateiname: string;
  /** Index of the shipment's `Transfer` that carried the file (its `Zuordnungsdaten`). */
  transfer: number;
  bytes: number;
  sha256: string;
  /** The decoded content (not printed by the CLI). */
  inhalt: Buffer;
  /** Why the file's data could not be decoded; then `bytes` is 0. */
  fehler?: string;
  /** The delivered ZIP the file was unpacked from, or that failed (`AbgelegteDatei.zip`). */
  zip?: string;
}

/**
 * What a transfer says about whom its files concern (`Zuordnungsdaten`, the key for assigning a
 * document to a contract or customer) and its own GeVo type (`gevo:ArtID`), if it names one.
 */
export interface Zuordnungsdaten {
  versicherungsscheinnummer?: string;
  partnernummer?: string;
  vermittlernummer?: string;
  schadennummer?: string;
  artId?: string;
}

export interface Lieferung {
  id: string;
  kategorie: string;
  einstellzeitpunkt?: string;
  /** Acknowledged before, listed again (StromLieferung.quittiert). */
  quittiert?: true;
  /** One entry per `Transfer`, in order; `GelieferteDatei.transfer` indexes it. */
  transfers: Zuordnungsdaten[];
  dateien: GelieferteDatei[];
}

export interface Antwort {
  ok: boolean;
  /** The answer is a SOAP fault (not a NOK status): what a refused token gets, among others. */
  soapFault: boolean;
  meldungen: Meldung[];
  lieferungen: Lieferung[];
}

function eintrag(dateiname: string, inhalt: Buffer, transfer: number): GelieferteDatei {
  return {
    dateiname,
    transfer,
    bytes: inhalt.length,
    sha256: createHash('sha256').update(inhalt).digest('hex'),
    inhalt,
  };
}

/**
 * The entries of a ZIP (folders dropped), unpacked by the reader's own unpacker (lesen/zip.ts):
 * too many entries, or more bytes than allowed — declared or actually inflated — are refused with
 * an Error naming the limit.
 */
export function entpackt(
  zip: Buffer,
  grenzen = { bytes: ZIP_HOECHSTE_BYTES, eintraege: ZIP_HOECHSTE_EINTRAEGE },
  transfer = 0,
): GelieferteDatei[] {
  const eintraege: { name: string; teile: Uint8Array[] }[] = [];
  const strom = new ZipStrom(grenzen, {
    eintrag: (name) => eintraege.push({ name, teile: [] }),
    daten: (teil) => eintraege.at(-1)!.teile.push(teil),
    eintragEnde: () => undefined,
  });
  strom.schreiben(zip);
  strom.ende();
  return eintraege.map((e) => eintrag(e.name, Buffer.concat(e.teile), transfer));
}

/**
 * Reads an answer: the HTTP body and its Content-Type (an MTOM answer is recognised by a
 * multipart type, or — where an insurer sends none — by a body that starts with `--`).
 */
export function antwortLesen(koerper: Buffer, contentType?: string): Antwort {
  const inhalte = new Map<number, Uint8Array[]>();
  const { antwort, griffe } = antwortSynchronLesen([koerper], contentType, (a) => {
    if (a.art === 'oeffnen') inhalte.set(a.griff, []);
    else if (a.art === 'schreiben') inhalte.get(a.griff)?.push(a.teil);
    else if (a.art === 'abbrechen') inhalte.delete(a.griff);
  });
  return {
    ok: antwort.ok,
    soapFault: antwort.soapFault,
    meldungen: antwort.meldungen,
    lieferungen: antwort.lieferungen.map((l, i) => ({
      id: l.id,
      kategorie: l.kategorie,
      ...(l.einstellzeitpunkt !== undefined ? { einstellzeitpunkt: l.einstellzeitpunkt } : {}),
      ...(l.quittiert ? { quittiert: l.quittiert } : {}),
      transfers: l.transfers,
      dateien: l.dateien.map((d, j) => {
        const teile = inhalte.get(griffe[i]![j] ?? -1);
        return {
          dateiname: d.dateiname,
          transfer: d.transfer,
          bytes: d.bytes,
          sha256: d.sha256,
          inhalt: d.fehler === undefined && teile ? Buffer.concat(teile) : Buffer.alloc(0),
          ...(d.fehler !== undefined ? { fehler: d.fehler } : {}),
          ...(d.zip !== undefined ? { zip: d.zip } : {}),
        };
      }),
    })),
  };
}
