/**
 * What a read line delivers about the policy holder and the contract — the assign page's
 * customer and contract cards (reference §2.11), and what the suggestions are compared with.
 *
 * A GDV line carries only part of it: the policy holder is in the contract's address records
 * (0100, part 1 the address, part 2 the insurer's customer number, part 4 the birth name), the
 * Sparte and policy number in the contract record (0200). So a GDV line is read together with
 * its contract group — the consecutive lines with the same VU and policy number
 * (`gruppenSchluessel`), as evaluation reads them. OMDS, commission and dunning lines carry
 * what they have on the line itself.
 */
import { gruppenSchluessel, gdvSatz, istGdvSatz } from '../auswertung/gdv';
import { text, type Felder } from '../auswertung/felder';
import { istMahnzeile, istProvisionszeile } from '../auswertung/liste';
import { istOmdsZeile } from '../auswertung/omds';
import { teileName } from '../namen';
import type { Person } from '../person';
import { gdvSparte } from '../sparten';
import { normalisiereVsnr } from '../vsnr';

/** A line as read (the stored line has these and more). */
export interface GeleseneZeile {
  zeile: number;
  satz?: string;
  felder?: Record<string, unknown>;
}

export type Zeilenart = 'gdv' | 'omds' | 'provision' | 'mahnung' | 'sonstig';

export interface Geliefert {
  art: Zeilenart;
  vsnr?: string;
  vsnrNorm?: string;
  /** The insurer's VU number, where the line names it. */
  vuNummer?: string;
  /** GDV: three digits ("030"); OMDS: the SpartenCd as delivered. */
  sparte?: string;
  person?: Person;
  geburtsname?: string;
  /** The insurer's number of the customer (reference §2.11 "customer company number"). */
  gesellschaftKundennummer?: string;
  /** GDV: the broker's own number for the person, as the insurer repeats it ("foreign person number"). */
  fremdePersonennummer?: string;
  vermittlernummer?: string;
  schadennummer?: string;
}

/**
 * The contract group of line `zeile` among `zeilen` (sorted by line number): the consecutive
 * lines with its gruppenSchluessel. A line without one (Vorsatz, Nachsatz, a list line) is its
 * own group. An unreadable line in between ends the group, as it does for evaluation.
 */
export function vertragsgruppe<Z extends GeleseneZeile>(zeilen: readonly Z[], zeile: number): Z[] {
  const i = zeilen.findIndex((z) => z.zeile === zeile);
  if (i < 0) return [];
  const eigene = zeilen[i]!;
  if (!istGdvSatz(eigene.satz)) return [eigene];
  const schluessel = gruppenSchluessel(eigene);
  if (schluessel === undefined) return [eigene];
  const gehoertDazu = (z: Z | undefined, nachbar: number) =>
    z !== undefined && z.zeile === nachbar && istGdvSatz(z.satz) && gruppenSchluessel(z) === schluessel;
  let von = i;
  while (gehoertDazu(zeilen[von - 1], zeilen[von]!.zeile - 1)) von--;
  let bis = i;
  while (gehoertDazu(zeilen[bis + 1], zeilen[bis]!.zeile + 1)) bis++;
  return zeilen.slice(von, bis + 1);
}

/** Whether a group holds its contract record (0200 part 1). */
export const hatVertragssatz = (gruppe: readonly GeleseneZeile[]): boolean =>
  gruppe.some(
    (z) => z.satz !== undefined && gdvSatz(z.satz)?.satzart === '0200' && gdvSatz(z.satz)?.teil === 1,
  );

const ohneLeere = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, w]) => w !== undefined)) as T;

function sparteAus(f: Felder): string | undefined {
  const wert = f.Sparte;
  if (typeof wert === 'number' && Number.isInteger(wert)) return gdvSparte(wert);
  return text(f, 'Sparte');
}

function gdv(zeile: GeleseneZeile, gruppe: readonly GeleseneZeile[]): Geliefert {
  const eigene = zeile.felder ?? {};
  const vsnr = text(eigene, 'VsNr');
  const g: Geliefert = {
    art: 'gdv',
    vsnr,
    vsnrNorm: normalisiereVsnr(vsnr),
    vuNummer: text(eigene, 'VuNr'),
    vermittlernummer: text(eigene, 'GeschaeftsstelleVermittler'),
    schadennummer: text(eigene, 'SchadenNrVu'),
  };
  // The policy holder: the first address record of the group with Adresskennzeichen 01 or none
  // (evaluation takes the same one); its later parts belong to it until the next address.
  let vn: 'offen' | 'aktiv' | 'fertig' = 'offen';
  for (const z of gruppe) {
    const art = gdvSatz(z.satz);
    const f = z.felder;
    if (!art || !f) continue;
    if (art.satzart === '0100' && art.teil === 1) {
      if (vn === 'aktiv') vn = 'fertig';
      const kennzeichen = text(f, 'Adresskennzeichen');
      if (vn === 'offen' && (kennzeichen === undefined || kennzeichen === '01')) {
        vn = 'aktiv';
        const name = text(f, 'Name1');
        if (name !== undefined)
          g.person = ohneLeere({
            name,
            vorname: text(f, 'Name3'),
            geburtsdatum: text(f, 'Geburtsdatum'),
            strasse: text(f, 'Str'),
            plz: text(f, 'PLZ'),
            ort: text(f, 'Ort'),
          });
        g.sparte ??= sparteAus(f);
        g.vermittlernummer ??= text(f, 'GeschaeftsstelleVermittler');
      }
    } else if (art.satzart === '0100' && vn === 'aktiv') {
      g.gesellschaftKundennummer ??= text(f, 'PersonenKundenNrVersicherers');
      g.fremdePersonennummer ??= text(f, 'PersonenKundenNrVermittlers');
      g.geburtsname ??= text(f, 'Geburtsname');
    } else if (art.satzart === '0200' && art.teil === 1) {
      g.sparte = sparteAus(f) ?? g.sparte;
      g.gesellschaftKundennummer ??= text(f, 'PersonenKundenNrVersicherers');
      g.fremdePersonennummer ??= text(f, 'PersonenKundenNrVermittlers');
      g.vermittlernummer ??= text(f, 'GeschaeftsstelleVermittler');
    } else if (art.satzart !== '0100') {
      g.schadennummer ??= text(f, 'SchadenNrVu');
    }
  }
  g.sparte ??= sparteAus(eigene);
  return ohneLeere(g);
}

function liste(f: Felder, art: 'provision' | 'mahnung'): Geliefert {
  const vsnr = text(f, 'VSNR');
  const inhaber = text(f, 'Versicherungsnehmer');
  return ohneLeere({
    art,
    vsnr,
    vsnrNorm: normalisiereVsnr(vsnr),
    vuNummer: text(f, 'VUNr') ?? text(f, 'VuNr'),
    sparte: text(f, 'Sparte'),
    person: inhaber === undefined ? undefined : ohneLeere(teileName(inhaber)),
    vermittlernummer: text(f, 'Vermittlernummer'),
  });
}

function omds(f: Felder): Geliefert {
  const vsnr = text(f, 'Polizzennr');
  const firma = text(f, 'Firmenname');
  const name = text(f, 'Familienname') ?? firma;
  return ohneLeere({
    art: 'omds' as const,
    vsnr,
    vsnrNorm: normalisiereVsnr(vsnr),
    vuNummer: text(f, 'VUNr'),
    sparte: text(f, 'SpartenCd'),
    person:
      name === undefined
        ? undefined
        : ohneLeere({ name, vorname: firma === name ? undefined : text(f, 'Vorname') }),
    gesellschaftKundennummer: text(f, 'Personennr'),
    vermittlernummer: text(f, 'Vermittlernummer'),
  });
}

/**
 * What `zeile` delivers. `gruppe`: for a GDV line its contract group (vertragsgruppe), else
 * ignored. The kinds of line are told apart as evaluation tells them (README of auswertung/).
 */
export function gelieferteDaten(zeile: GeleseneZeile, gruppe: readonly GeleseneZeile[] = [zeile]): Geliefert {
  if (istGdvSatz(zeile.satz)) return gdv(zeile, gruppe.length ? gruppe : [zeile]);
  const f = zeile.felder;
  if (!f || Object.keys(f).length === 0) return { art: 'sonstig' };
  if (istOmdsZeile(f)) return omds(f);
  if (istProvisionszeile(f)) return liste(f, 'provision');
  if (istMahnzeile(f)) return liste(f, 'mahnung');
  return { art: 'sonstig' };
}

/** Reference §3: the address as "postcode, city, street", the parts the delivery has. */
export function anschriftText(person: Person | undefined): string | undefined {
  const teile = [person?.plz, person?.ort, person?.strasse].filter((t): t is string => !!t);
  return teile.length ? teile.join(', ') : undefined;
}
