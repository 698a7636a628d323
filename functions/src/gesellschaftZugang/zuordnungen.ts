/**
 * Use cases of the insurer-to-access mapping (reference §2.2, §2.3): list an access's insurers,
 * search the insurers not yet mapped to it, map one, remove one. Companies have no short name of
 * their own: a mapping's `gesellschaft` (its key beside the access name, reference §3 "Insurer
 * mapping") is the company's number as text, so the delete call names it by that.
 */
import {
  GESELLSCHAFT_ZUGANG_TEXTE as T,
  type GesellschaftTreffer,
  type GesellschaftZugang,
  type GesellschaftZugangEingabe,
} from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import { gesellschaftenRepository, type Gesellschaft } from '../data/repositories/gesellschaften';
import {
  gesellschaftZugaengeRepository,
  type GesellschaftZugangEintrag,
} from '../data/repositories/gesellschaftZugaenge';
import { nichtGefunden, ungueltig } from '../domain/fehler';

const nachName = (a: { gesellschaftName: string }, b: { gesellschaftName: string }) =>
  a.gesellschaftName.localeCompare(b.gesellschaftName, 'de');

/** A company as a search hit. */
export function alsTreffer(g: Gesellschaft): GesellschaftTreffer {
  return {
    gesellschaft: String(g.gesellschaftId),
    gesellschaftId: g.gesellschaftId,
    gesellschaftName: g.name,
    vuNrBafin: g.vuNrBafin,
    ort: g.ort,
  };
}

/**
 * A stored pair as the API answers it: the company's current name and place where it is still
 * in the list (a renamed company shows its new name), else what was kept when it was mapped.
 * The VU number is the mapping's own (the save call names it), else the company's.
 */
export function alsZuordnung(e: GesellschaftZugangEintrag, g: Gesellschaft | undefined): GesellschaftZugang {
  return {
    extZugangBezeichnung: e.extZugangBezeichnung,
    gesellschaft: String(e.gesellschaftId),
    gesellschaftId: e.gesellschaftId,
    gesellschaftName: g?.name ?? e.gesellschaftName,
    vuNrBafin: e.vuNrBafin ?? g?.vuNrBafin,
    ort: g?.ort ?? e.ort,
  };
}

/**
 * Whether a company is what the user searched for: its number exactly, or its name containing
 * the text, case ignored. Pure.
 */
export function trifftSuche(g: Pick<Gesellschaft, 'gesellschaftId' | 'name'>, suche: string): boolean {
  const text = suche.trim().toLocaleLowerCase('de');
  if (text === '') return false;
  if (/^\d+$/.test(text) && g.gesellschaftId === Number(text)) return true;
  return g.name.toLocaleLowerCase('de').includes(text);
}

/**
 * The insurers of an access name, by name. Without a name (the screen's first visit): those of
 * the first access name that has any — none at all answers an empty list.
 */
export async function zuordnungenListe(
  extZugangBezeichnung: string | undefined,
  db?: Datenbank,
): Promise<GesellschaftZugang[]> {
  const zuordnungen = gesellschaftZugaengeRepository(db);
  const name = extZugangBezeichnung?.trim() || (await zuordnungen.ersteBezeichnung());
  if (!name) return [];
  const [eintraege, gesellschaften] = await Promise.all([
    zuordnungen.liste(name),
    gesellschaftenRepository(db).liste(),
  ]);
  const nachId = new Map(gesellschaften.map((g) => [g.gesellschaftId, g]));
  return eintraege.map((e) => alsZuordnung(e, nachId.get(e.gesellschaftId))).sort(nachName);
}

/** Companies matching `suche` (§2.3), without those already mapped to the access name if one is given. */
export async function gesellschaftenSuchen(
  suche: string,
  extZugangBezeichnung: string | undefined,
  db?: Datenbank,
): Promise<GesellschaftTreffer[]> {
  const name = extZugangBezeichnung?.trim();
  const [gesellschaften, zugeordnet] = await Promise.all([
    gesellschaftenRepository(db).liste(),
    name ? gesellschaftZugaengeRepository(db).liste(name) : Promise.resolve([]),
  ]);
  const schonDa = new Set(zugeordnet.map((z) => z.gesellschaftId));
  return gesellschaften
    .filter((g) => !schonDa.has(g.gesellschaftId) && trifftSuche(g, suche))
    .map(alsTreffer)
    .sort(nachName);
}

/** Maps a company to an access name; saving a pair again overwrites it. An unknown company is 404. */
export async function zuordnungSpeichern(
  eingabe: GesellschaftZugangEingabe,
  db?: Datenbank,
): Promise<GesellschaftZugang> {
  const gesellschaft = (await gesellschaftenRepository(db).liste()).find(
    (g) => g.gesellschaftId === eingabe.gesellschaftId,
  );
  if (!gesellschaft) throw nichtGefunden(T.gesellschaftNichtGefunden(eingabe.gesellschaftId));
  const eintrag: GesellschaftZugangEintrag = {
    extZugangBezeichnung: eingabe.extZugangBezeichnung,
    gesellschaftId: gesellschaft.gesellschaftId,
    gesellschaftName: gesellschaft.name,
    // An empty VU number is "none given": the company's applies.
    vuNrBafin: eingabe.vuNrBafin || gesellschaft.vuNrBafin,
    ort: gesellschaft.ort,
  };
  await gesellschaftZugaengeRepository(db).speichern(eintrag);
  return alsZuordnung(eintrag, gesellschaft);
}

/** The company's number from the delete call's `gesellschaft`; anything else is 400. */
export function gesellschaftsNummer(gesellschaft: string): number {
  const text = gesellschaft.trim();
  const nummer = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(nummer)) {
    throw ungueltig(T.gesellschaftKeineNummer, [
      { feld: 'query.gesellschaft', grund: T.gesellschaftKeineNummer },
    ]);
  }
  return nummer;
}

/** Removes a pair; one that is not there (any more) is no error. */
export async function zuordnungLoeschen(
  extZugangBezeichnung: string,
  gesellschaft: string,
  db?: Datenbank,
): Promise<void> {
  await gesellschaftZugaengeRepository(db).loeschen(
    extZugangBezeichnung.trim(),
    gesellschaftsNummer(gesellschaft),
  );
}
