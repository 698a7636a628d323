/**
 * Whether a delivered person is one of the broker's customers. Duplicate customers are the
 * main fear (DOMAIN.md): a value only one side knows never speaks against a match, and first
 * names that extend each other ("Hans" / "Hans-Peter") are compatible.
 */
import type { Kunde } from './bestand';
import { normalisiereName, normalisierePlz, normalisiereStrasse } from './namen';

/** A person as a line delivers it. */
export interface Person {
  name: string;
  vorname?: string;
  geburtsdatum?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
}

/** Both known and neither extends the other. */
export function vornamenVertraeglich(a: string | undefined, b: string | undefined): boolean {
  const na = normalisiereName(a);
  const nb = normalisiereName(b);
  return na === '' || nb === '' || na.startsWith(nb) || nb.startsWith(na);
}

/** Equal, or one a reduced form of the other ("1979-11" and "1979-11-11"), or one unknown. */
export function geburtsdatenVertraeglich(a: string | undefined, b: string | undefined): boolean {
  return !a || !b || a.startsWith(b) || b.startsWith(a);
}

/** Same surname (as key), compatible first names and birth dates. Addresses never decide. */
export function personPasst(person: Person, kunde: Kunde): boolean {
  return (
    normalisiereName(person.name) === normalisiereName(kunde.name) &&
    vornamenVertraeglich(person.vorname, kunde.vorname) &&
    geburtsdatenVertraeglich(person.geburtsdatum, kunde.geburtsdatum)
  );
}

/**
 * Of several matching customers, the one at the delivered address: first by postcode, then by
 * street. Undefined when the address does not single one out.
 */
export function nachAnschrift(person: Person, kandidaten: readonly Kunde[]): Kunde | undefined {
  let rest = kandidaten;
  const plz = normalisierePlz(person.plz);
  if (plz) {
    rest = rest.filter((k) => normalisierePlz(k.plz) === plz);
    if (rest.length === 1) return rest[0];
    if (rest.length === 0) return undefined;
  }
  const strasse = normalisiereStrasse(person.strasse);
  if (strasse) {
    rest = rest.filter((k) => normalisiereStrasse(k.strasse) === strasse);
    if (rest.length === 1) return rest[0];
  }
  return undefined;
}

/**
 * The key under which a new customer is created at most once per broker: surname, first name
 * and birth date as keys. Two bookings of the same new person (two contracts in one file, a
 * retried booking, two chunks at once) meet at this key instead of creating two customers.
 */
export function kundenSchluessel(maklernr: string, person: Person): string {
  return [
    maklernr,
    normalisiereName(person.name),
    normalisiereName(person.vorname),
    person.geburtsdatum ?? '',
  ].join('#');
}

/** "Kitzelpfütze, Martina (11.11.1979)" for reasons and protocols. */
export function personText(person: Pick<Person, 'name' | 'vorname' | 'geburtsdatum'>): string {
  const name = person.vorname ? `${person.name}, ${person.vorname}` : person.name;
  if (!person.geburtsdatum) return name;
  const [j, m, t] = person.geburtsdatum.split('-');
  return `${name} (${[t, m, j].filter(Boolean).join('.')})`;
}
