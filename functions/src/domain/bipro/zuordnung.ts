/**
 * Automatic assignment of a delivered document (reference §4 "Documents"): the policy number of
 * its `Zuordnungsdaten`, normalised as the import normalises it (vsnr.ts), names the contract;
 * without one that is found, the partner number names the customer by his number at the
 * insurer. Only a unique answer within the access's broker is taken: anything else stays open
 * for staff, with every candidate's reason kept for the assign page.
 *
 * A reminder (a document of a dunning category, zuordnung/mahnung.ts) is a payment demand on
 * exactly the contract the insurer names: it is assigned by its policy number only. The customer
 * its partner number names is noted as a candidate — the assign page suggests him — not taken.
 *
 * Candidates and reasons are the broker's own: the document and its hint are his to read, so a
 * contract of another broker with the delivered number is said to exist, never named — not its
 * number, customer or broker (reference §4 "Documents").
 */
import type { Kandidat } from './biproDatei';
import type { Kunde, Vertrag } from '../bestand';

export const ZUORDNUNG_GRUND = {
  keineDaten: 'Keine Versicherungsscheinnummer und keine Partnernummer geliefert',
  vertragNichtGefunden: (vsnr: string) => `Kein Vertrag mit der Versicherungsscheinnummer ${vsnr}`,
  andererMakler: (vsnr: string) =>
    `Vertrag ${vsnr} gehört zu einem anderen Makler, nicht zum Makler des Zugangs`,
  mehrdeutig: (vsnr: string, anzahl: number) => `Versicherungsscheinnummer ${vsnr}: ${anzahl} Verträge`,
  partnerNichtGefunden: (nr: string) => `Kein Kunde mit der Partnernummer ${nr}`,
  partnerMehrdeutig: (nr: string, anzahl: number) => `Partnernummer ${nr}: ${anzahl} Kunden`,
  mahnungOhneVsnr: 'Mahnung ohne Versicherungsscheinnummer: sie wird nur über diese zugeordnet',
  vertrag: (vsnr: string) => `Versicherungsscheinnummer ${vsnr}`,
  partner: (nr: string) => `Partnernummer ${nr}`,
} as const;

export interface ZuordnungsEingabe {
  maklernr: string;
  policeNr?: string;
  partnernummer?: string;
  /** Contracts (not deleted) of the access's companies with that normalised policy number. */
  vertraege: readonly Vertrag[];
  /** Customers whose number at one of the access's companies is the partner number. */
  kunden: readonly Kunde[];
  /** A reminder: assigned by its policy number only. */
  mahnung?: boolean;
}

export type Zuordnungsergebnis =
  | { stand: 2; vertragId?: number; kundennr: number; kandidaten: Kandidat[] }
  | { stand: 0; kandidaten: Kandidat[] };

export function zuordnen(e: ZuordnungsEingabe): Zuordnungsergebnis {
  const kandidaten: Kandidat[] = [];
  if (e.policeNr) {
    const aktiv = e.vertraege.filter((v) => !v.geloescht);
    const eigene = aktiv.filter((v) => v.maklernr === e.maklernr);
    if (eigene.length < aktiv.length) kandidaten.push({ grund: ZUORDNUNG_GRUND.andererMakler(e.policeNr) });
    if (eigene.length === 1) {
      const v = eigene[0]!;
      kandidaten.unshift({
        vertragId: v.vertragId,
        kundennr: v.kundennr,
        maklernr: v.maklernr,
        grund: ZUORDNUNG_GRUND.vertrag(e.policeNr),
      });
      return { stand: 2, vertragId: v.vertragId, kundennr: v.kundennr, kandidaten };
    }
    if (eigene.length > 1) {
      for (const v of eigene)
        kandidaten.push({
          vertragId: v.vertragId,
          kundennr: v.kundennr,
          maklernr: v.maklernr,
          grund: ZUORDNUNG_GRUND.mehrdeutig(e.policeNr, eigene.length),
        });
      return { stand: 0, kandidaten };
    }
    if (aktiv.length === 0) kandidaten.push({ grund: ZUORDNUNG_GRUND.vertragNichtGefunden(e.policeNr) });
  }
  if (e.partnernummer) {
    const eigene = e.kunden.filter((k) => k.maklernr === e.maklernr);
    if (e.mahnung && !e.policeNr) kandidaten.push({ grund: ZUORDNUNG_GRUND.mahnungOhneVsnr });
    if (eigene.length === 1) {
      const k = eigene[0]!;
      const kandidat = {
        kundennr: k.kundennr,
        maklernr: k.maklernr,
        grund: ZUORDNUNG_GRUND.partner(e.partnernummer),
      };
      if (e.mahnung) {
        // Noted after the reason the reminder stays open, which is its hint.
        kandidaten.push(kandidat);
        return { stand: 0, kandidaten };
      }
      kandidaten.unshift(kandidat);
      return { stand: 2, kundennr: k.kundennr, kandidaten };
    }
    if (eigene.length > 1)
      for (const k of eigene)
        kandidaten.push({
          kundennr: k.kundennr,
          maklernr: k.maklernr,
          grund: ZUORDNUNG_GRUND.partnerMehrdeutig(e.partnernummer, eigene.length),
        });
    else kandidaten.push({ grund: ZUORDNUNG_GRUND.partnerNichtGefunden(e.partnernummer) });
  }
  if (!e.policeNr && !e.partnernummer) kandidaten.push({ grund: ZUORDNUNG_GRUND.keineDaten });
  return { stand: 0, kandidaten };
}
