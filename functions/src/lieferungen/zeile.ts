/**
 * A delivery as a row of the deliveries list (reference §2.12, §3 "Delivery"). Pure. The fields
 * from inputZips on are for internal users only (reference §6): for everyone else they are left
 * out of the answer itself, not merely hidden by the page.
 */
import type { Lieferung } from '@lieferdesk/shared';
import type { BiproLieferungEintrag } from '../data/repositories/biproLieferungen';

/** A count the job writes when the delivery is complete: 0 while it is still being fetched. */
const anzahl = (wert: number | undefined) => wert ?? 0;

function interneFelder(l: BiproLieferungEintrag) {
  return {
    inputZips: anzahl(l.inputZips),
    abgelegteZipFiles: anzahl(l.abgelegteZipFiles),
    defekteZipFiles: anzahl(l.defekteZipFiles),
    schonErledigteFiles: anzahl(l.schonErledigteFiles),
    numberGeschaeftsvorfallTransfers: anzahl(l.numberGeschaeftsvorfallTransfers),
    numberInkassoTransfers: anzahl(l.numberInkassoTransfers),
    ...(l.fehlendeGevoArts ? { fehlendeGevoArts: l.fehlendeGevoArts } : {}),
    ...(l.error ? { error: l.error } : {}),
  };
}

export function lieferungsZeile(l: BiproLieferungEintrag, gesellschaft: string, intern: boolean): Lieferung {
  return {
    extZugangBzeichnung: l.extZugangBezeichnung,
    gesellschaft,
    zugangId: l.zugangId,
    transferId: l.transferId,
    dateStarted: l.dateStarted,
    ...(l.gevoArt !== undefined ? { gevoArt: l.gevoArt } : {}),
    allInputFiles: anzahl(l.allInputFiles),
    persistedFiles: anzahl(l.persistedFiles),
    nichtzugeordnetePdfFiles: anzahl(l.nichtzugeordnetePdfFiles),
    nonUniquePolices: anzahl(l.nonUniquePolices),
    notFoundPolices: anzahl(l.notFoundPolices),
    inputUnassigned: anzahl(l.inputUnassigned),
    dbAlreadyExistFiles: anzahl(l.dbAlreadyExistFiles),
    schadenLeistungMeldungen: anzahl(l.schadenLeistungMeldungen),
    ...(l.dateFinished ? { dateFinished: l.dateFinished } : {}),
    ...(l.einstellzeitpunkt ? { einstellzeitpunkt: l.einstellzeitpunkt } : {}),
    ...(intern ? interneFelder(l) : {}),
  };
}
