/**
 * What a shipment's answer held, as its delivery counts it (reference §3 "Delivery"): its files,
 * its transfers as business transactions or as collection (Inkasso, GeVo-Art 140xxxxxx), the ZIPs
 * delivered and those broken. Pure: counted on the answer as read, before anything is stored.
 */
import { gevoArtAus } from './einordnung';

const istInkasso = (gevoArt: number | undefined) =>
  gevoArt !== undefined && Math.floor(gevoArt / 1_000_000) === 140;

/** Of an answer's shipment, what the counts need. */
export interface GelieferterInhalt {
  /** Per transfer its GeVo type as delivered (`gevo:ArtID`). */
  transfers: readonly { artId?: string }[];
  /** Per file the transfer that carried it, the ZIP it came out of, why it could not be read. */
  dateien: readonly { transfer: number; zip?: string; fehler?: string }[];
}

export interface Lieferinhalt {
  allInputFiles: number;
  numberGeschaeftsvorfallTransfers: number;
  numberInkassoTransfers: number;
  inputZips: number;
  defekteZipFiles: number;
}

export function lieferinhaltZaehlen(l: GelieferterInhalt): Lieferinhalt {
  const inkasso = l.transfers.filter((t) => istInkasso(gevoArtAus(t.artId))).length;
  // A delivered ZIP is known by its transfer and name (bipro/lesen/ablage.ts, `zip`); it is
  // broken if any file it became could not be unpacked or stored.
  const zipDateien = l.dateien.filter((d) => d.zip !== undefined);
  const zipSchluessel = (d: GelieferterInhalt['dateien'][number]) => JSON.stringify([d.transfer, d.zip]);
  return {
    allInputFiles: l.dateien.length,
    numberGeschaeftsvorfallTransfers: l.transfers.length - inkasso,
    numberInkassoTransfers: inkasso,
    inputZips: new Set(zipDateien.map(zipSchluessel)).size,
    defekteZipFiles: new Set(zipDateien.filter((d) => d.fehler !== undefined).map(zipSchluessel)).size,
  };
}
