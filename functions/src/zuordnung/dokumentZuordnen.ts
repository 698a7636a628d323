/**
 * POST /bipro_import/assign_gdv_kunde for a BiPRO document (reference §2.11, inbox variant; §4
 * "Documents"): a person assigns the document to a contract. It leaves the unassigned list:
 * state 1 "assigned later" (`fach` dokument-1), with the contract, its customer and his names,
 * the contract's company and the time (domain/bipro/zuordnungsfelder.ts — as the download's
 * automatic assignment and the re-assign write them), and a journal entry.
 *
 * Refused, each with its German text (reference §8):
 * - unknown, outside the scope, deleted or no document (404, dokument.ts);
 * - a document the user may only read: the internal view, a structure's (403,
 *   domain/bipro/aenderungsrecht.ts);
 * - a reminder: assigned by its policy number only (409, mahnung.ts);
 * - the page showed another current contract than the document now has (409);
 * - the contract is unknown or outside the scope (404), deleted (409 'Vertrag wurde anscheinend
 *   gelöscht!'), of another broker than the document's (409: a document is its broker's, even
 *   for a user who sees several), of none of the access's companies (409) — pruefung.ts;
 * - the document changed its list in between — assigned or deleted by somebody else (409): the
 *   write is conditional on it (biproDateien.ts `aendern`), nothing is overwritten.
 *
 * What the line variant also does (zeileZuordnen.ts), for a document:
 * - the insurer's customer number — the page sends the delivered partner number — is kept with
 *   the contract's customer at the contract's company unless he has it (compared normalised), under
 *   the customer's optimistic lock (kunden.ts `kundennummerErgaenzen`), after the document's write
 *   so a refused assignment changes no customer;
 * - 'transfer insurance number' does not change the contract: its number is the portfolio's key,
 *   moved only together with the import line that delivers it (data/repositories/zuordnungen.ts),
 *   so booking and the number agree. A document takes the contract's number instead (its
 *   delivered one stays in the journal): afterwards document and contract carry one number.
 */
import {
  BIPRO_DATEI_TEXTE,
  ZUORDNUNG_TEXTE as T,
  type Benutzer,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { zuordnungsFelder } from '../domain/bipro/zuordnungsfelder';
import { keineBerechtigung, konflikt } from '../domain/fehler';
import { normalisiereKennung } from '../domain/kennung';
import { normalisiereVsnr } from '../domain/vsnr';
import type { Datenbank } from '../data/datenbank';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { kundenRepository } from '../data/repositories/kunden';
import { zuordenbaresDokument } from './dokument';
import { journalErgaenzen } from './journal';
import { geprueferVertrag, pruefeAktuell } from './pruefung';

type Eingabe = BodyVon<typeof ROUTEN.kundeZuordnen>;

export async function dokumentZuordnen(
  benutzer: Benutzer,
  eingabe: Eingabe,
  db: Datenbank,
  jetzt: Date,
): Promise<{ message: string }> {
  const { datei, quelle, gesellschaften } = await zuordenbaresDokument(benutzer, eingabe.docId, db);
  if (!darfBiproDateiAendern(benutzer, datei))
    throw keineBerechtigung(BIPRO_DATEI_TEXTE.nurLesen([datei.id]));
  if (quelle.assignMahnungAllowed) throw konflikt(T.mahnungGesperrt);
  pruefeAktuell(eingabe.insuranceId, datei.internalId);
  const vertrag = await geprueferVertrag(benutzer, eingabe.mscInternalId, quelle, gesellschaften, db);
  const kunden = kundenRepository(db);
  const kunde = await kunden.laden(vertrag.kundennr);
  const zeit = jetzt.toISOString();
  const eintraege = [T.journal.zugeordnet(vertrag.vertragId, vertrag.kundennr, benutzer.name)];

  const aenderung = {
    ...zuordnungsFelder(1, {
      vertrag,
      kunde,
      mscGesellschaft: gesellschaften.find((g) => g.gesellschaftId === vertrag.gesellschaftId)?.name,
      zeit,
    }),
    ...(eingabe.setPoliceNr && normalisiereVsnr(datei.policeNr) !== vertrag.vsnrNorm
      ? { policeNr: vertrag.vsnr }
      : {}),
  };
  if (aenderung.policeNr !== undefined)
    eintraege.push(T.journal.vsnrUebernommen(datei.policeNr, vertrag.vsnr, vertrag.vertragId));

  const nummer = eingabe.kundennr || datei.partnernummer;
  const neueNummer =
    nummer &&
    kunde &&
    !kunde.gesellschaftKundennummern.some(
      (n) =>
        n.gesellschaftId === vertrag.gesellschaftId &&
        normalisiereKennung(n.nummer) === normalisiereKennung(nummer),
    )
      ? nummer
      : undefined;
  if (neueNummer) eintraege.push(T.journal.kundennummerZugeordnet(neueNummer, vertrag.kundennr));

  const journal = journalErgaenzen(
    datei.journal,
    eintraege.map((text) => ({ zeit, text })),
  );
  if (!(await biproDateienRepository(db).aendern(datei, { ...aenderung, journal })))
    throw konflikt(T.dokumentGleichzeitigGeaendert);
  if (neueNummer)
    await kunden.kundennummerErgaenzen(vertrag.kundennr, {
      gesellschaftId: vertrag.gesellschaftId,
      nummer: neueNummer,
    });
  return { message: T.dokumentZugeordnet(vertrag.vertragId) };
}
