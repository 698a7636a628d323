/**
 * POST /bipro_import/assign_gdv_kunde for an import line (reference §2.11 'assign customer company
 * number', §7; dispatched by zuordnen.ts): a person assigns the line to a contract. The line gets the assignment (contract,
 * customer, broker, policy number — domain zuordnung/zuordnung.ts) and a journal entry; with
 * 'transfer insurance number' the contract takes the delivered policy number; the insurer's
 * customer number is kept with the contract's customer. Then the assignment takes effect at
 * once: the lines it changes — a GDV line's whole contract, any other line itself — are
 * evaluated and written back (pipeline/verarbeitung/nachZuordnung.ts), so booking right after
 * follows it without evaluating the file again.
 *
 * Refused, each with its German text (the wrapper puts it in the `fehlertext` header, reference §8):
 * - the line is unknown or outside the scope (404, zeile.ts), no import right (403);
 * - the file is locked by a run (409, the lock's text), the line is booked already (409);
 * - the page showed another current contract than the line now has (409: somebody else was
 *   quicker);
 * - the contract is unknown or outside the user's scope (404), deleted (409, reference §8 'Vertrag
 *   wurde anscheinend gelöscht!'), of another company than the line (409) — pruefung.ts, as for
 *   documents;
 * - 'transfer insurance number' without a delivered number, or the number belongs to another
 *   active contract of the company (409).
 * The assignment is written in one transaction (data/repositories/zuordnungen.ts): a lock taken,
 * a booking or a contract change in between refuses it instead of being overwritten. The
 * evaluation after it is written under the same condition on the file's lock: should a run take
 * the file in the moment between, the answer is the lock's message (409) — the assignment is
 * stored, and the run's own evaluation follows it.
 */
import {
  GEBUCHT_AB,
  LESE_TEXTE,
  ZUORDNUNG_TEXTE as T,
  zuordnungsArt,
  type Benutzer,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { normalisiereKennung } from '../domain/kennung';
import type { Zuordnung } from '../domain/zuordnung/zuordnung';
import type { Datenbank } from '../data/datenbank';
import { importDateienRepository } from '../data/repositories/importDateien';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { zuordnungenRepository, type ZuordnungSchreiben } from '../data/repositories/zuordnungen';
import { konflikt, nichtGefunden } from '../domain/fehler';
import { werteZuordnungAus } from '../pipeline/verarbeitung/nachZuordnung';
import { auswertungsStruktur } from '../pipeline/verarbeitung/struktur';
import { deutscheZeit } from '../zeitangabe';
import { geprueferVertrag, pruefeAktuell } from './pruefung';
import { zeilenQuelle } from './quelleZeile';
import { zuordenbareZeile } from './zeile';

type Eingabe = BodyVon<typeof ROUTEN.kundeZuordnen>;

const gesperrt = (dateiId: number, seit: string) =>
  konflikt(LESE_TEXTE.dateiGesperrt(dateiId, deutscheZeit(seit)));

/** The file refused a write: locked by a run meanwhile (its message), else gone. */
async function dateiAbgelehnt(dateiId: number, docId: number, db: Datenbank): Promise<never> {
  const jetzt = await importDateienRepository(db).laden(dateiId);
  if (jetzt?.sperre) throw gesperrt(dateiId, jetzt.gesperrtAm ?? jetzt.dateFrom);
  throw nichtGefunden(T.zeileNichtGefunden(docId));
}

export async function zeileZuordnen(
  benutzer: Benutzer,
  eingabe: Eingabe,
  db: Datenbank,
  jetzt: Date,
): Promise<{ message: string }> {
  const z = await zuordenbareZeile(benutzer, eingabe.docId, db);
  const { datei, zeile, geliefert: g } = z;
  if (datei.sperre) throw gesperrt(datei.id, datei.gesperrtAm ?? datei.dateFrom);
  if (zeile.status >= GEBUCHT_AB) throw konflikt(T.bereitsGebucht(zeile.status));
  pruefeAktuell(eingabe.insuranceId, zeile.zuordnung?.vertragId);
  const vertraege = vertraegeRepository(db);
  const vertrag = await geprueferVertrag(
    benutzer,
    eingabe.mscInternalId,
    zeilenQuelle(z, zuordnungsArt(benutzer)),
    z.gesellschaften,
    db,
  );

  const zeit = jetzt.toISOString();
  const journal = [{ zeit, text: T.journal.zugeordnet(vertrag.vertragId, vertrag.kundennr, benutzer.name) }];
  const schreiben: Omit<ZuordnungSchreiben, 'zuordnung'> = { dateiId: datei.id, zeile: zeile.zeile, journal };

  // 'Transfer insurance number'.
  let vsnr = vertrag.vsnr;
  let vsnrNorm = vertrag.vsnrNorm;
  if (eingabe.setPoliceNr) {
    if (g.vsnr === undefined || g.vsnrNorm === undefined) throw konflikt(T.keineVersicherungsnummer);
    if (g.vsnrNorm !== vertrag.vsnrNorm) {
      const halter = (await vertraege.nachVsnr(vertrag.gesellschaftId, [g.vsnrNorm])).find(
        (v) => v.vertragId !== vertrag.vertragId && !v.geloescht,
      );
      if (halter) throw konflikt(T.versicherungsnummerVergeben(g.vsnr, halter.vertragId));
    }
    if (g.vsnr !== vertrag.vsnr) {
      const eigener = (await vertraege.nachVsnr(vertrag.gesellschaftId, [vertrag.vsnrNorm])).some(
        (v) => v.vertragId === vertrag.vertragId,
      );
      schreiben.vsnr = {
        vertragId: vertrag.vertragId,
        gesellschaftId: vertrag.gesellschaftId,
        altNorm: vertrag.vsnrNorm,
        haeltAltenSchluessel: eigener,
        neu: g.vsnr,
        neuNorm: g.vsnrNorm,
      };
      journal.push({ zeit, text: T.journal.vsnrUebertragen(g.vsnr, vertrag.vertragId) });
    }
    vsnr = g.vsnr;
    vsnrNorm = g.vsnrNorm;
  }

  // The insurer's customer number, kept with the contract's customer unless he has it.
  const nummer = eingabe.kundennr || g.gesellschaftKundennummer;
  if (nummer) {
    const stand = await zuordnungenRepository(db).kundenStand(vertrag.kundennr);
    const hat = stand?.nummern.some(
      (n) =>
        n.gesellschaftId === vertrag.gesellschaftId &&
        normalisiereKennung(n.nummer) === normalisiereKennung(nummer),
    );
    if (stand && !hat) {
      schreiben.kundennummer = {
        kundennr: vertrag.kundennr,
        version: stand.version,
        bisher: stand.nummern,
        neu: { gesellschaftId: vertrag.gesellschaftId, nummer },
      };
      journal.push({ zeit, text: T.journal.kundennummerZugeordnet(nummer, vertrag.kundennr) });
    }
  }

  const zuordnung: Zuordnung = {
    vertragId: vertrag.vertragId,
    kundennr: vertrag.kundennr,
    maklernr: vertrag.maklernr,
    gesellschaftId: vertrag.gesellschaftId,
    vsnr,
    vsnrNorm,
    vsnrUebertragen: eingabe.setPoliceNr,
    ...(nummer ? { gesellschaftKundennummer: nummer } : {}),
    zeit,
    benutzer: benutzer.name,
  };
  const abgelehnt = await zuordnungenRepository(db).schreiben({ ...schreiben, zuordnung });
  if (abgelehnt === undefined) {
    const ausgewertet = await werteZuordnungAus(
      datei,
      zeile.zeile,
      auswertungsStruktur(benutzer, datei),
      zeit,
      db,
    );
    if (!('abgelehnt' in ausgewertet)) return { message: T.zuordnenErfolg(vertrag.vertragId) };
    if (ausgewertet.abgelehnt === 'zeile') throw konflikt(T.gleichzeitigGeaendert);
    await dateiAbgelehnt(datei.id, eingabe.docId, db);
  }

  // Refused by a change in between: say which, as the checks above would have.
  if (abgelehnt === 'datei') await dateiAbgelehnt(datei.id, eingabe.docId, db);
  if (abgelehnt === 'zeile') {
    const nun = await zuordenbareZeile(benutzer, eingabe.docId, db);
    if (nun.zeile.status >= GEBUCHT_AB) throw konflikt(T.bereitsGebucht(nun.zeile.status));
  }
  if (abgelehnt === 'schluessel' && schreiben.vsnr) {
    const halter = await vertraege.nachVsnr(vertrag.gesellschaftId, [schreiben.vsnr.neuNorm]);
    const anderer = halter.find((v) => v.vertragId !== vertrag.vertragId);
    if (anderer) throw konflikt(T.versicherungsnummerVergeben(schreiben.vsnr.neu, anderer.vertragId));
  }
  if (abgelehnt === 'vertrag' && (await vertraege.laden(vertrag.vertragId))?.geloescht)
    throw konflikt(T.vertragGeloescht);
  throw konflikt(T.gleichzeitigGeaendert);
}
