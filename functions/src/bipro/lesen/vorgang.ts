/**
 * What the reader keeps of a shipment while it reads it, and what a file's data meets on its way
 * into a sink (`Ziel`: roh.ts, zipZiel.ts, spool.ts, vorbehalt.ts).
 */
import type { AbgelegteDatei } from './ablage';
import { istTransfer } from './namensraeume';
import { kind, textVon, type XmlElement } from './xmlBaum';

/** A file as the reader records it; `griff` names its sink, if one was opened. */
export interface Eintrag extends AbgelegteDatei {
  griff?: number;
}

/** A file's metadata once it is final. */
export interface Meta {
  lieferungId: string;
  dateiname: string;
  mimeType?: string;
  zip: boolean;
}

/** Where a file's decoded bytes go. `fertig` when all have come; exactly one of them reports to the file. */
export interface Ziel {
  daten(teil: Uint8Array): void;
  fertig(meta: Meta): void;
  abbrechen(grund: string): void;
}

export interface LieferungsVorgang {
  /** Kept: its `ID`, `Kategorie`, `Einstellzeitpunkt`, `Bestaetigungszeitpunkt`. */
  knoten: XmlElement;
  /** Per transfer, kept: its first `Zuordnungsdaten` and its first `gevo:ArtID`. */
  transfers: XmlElement[];
  /** Per `Datei`, in document order: the files it became (a ZIP's entries each one). */
  plaetze: Eintrag[][];
  naechsteNr: number;
  /** Bytes handed to its files' sinks so far. */
  bytes: number;
}

export const lieferungsId = (l: LieferungsVorgang) => textVon(kind(l.knoten, 'ID', istTransfer));
