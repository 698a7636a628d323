/**
 * Which documents the inbox's search finds (reference §2.10, §5, §7 "BiPRO documents"), pure: the
 * range of German calendar days, the one index the list reads, the criteria applied to the rows
 * read, and a record as the API answers it.
 *
 * - **Range**: without dates the last month up to today (§5); one bound alone: the other is
 *   today, or a month before `toDate`.
 * - **Index** (biproDateien.ts `liste`, at most one narrowing): the broker scope when the user
 *   does not see everything (his own numbers; with the BiPRO-structure role and `mitStruktur`
 *   his structure's too, in the unassigned list only — domain/bipro/sicht.ts); else the
 *   customer name's beginning; else the company; else the whole list.
 * - **Customer name**: "Name, Vorname" as on the assign page (domain/namen.ts `teileName`): the
 *   surname's beginning and the first name's beginning; case, umlauts written out or not and
 *   accents do not matter (biproDateien.ts `namensSchluessel`). Without a comma the whole text
 *   is the surname's beginning.
 * - **Numbers**: the policy number normalised as the import normalises it (domain/vsnr.ts), so
 *   blanks, dashes, prefixes and leading zeros do not matter; the foreign number (the delivered
 *   partner number) and the agent number the same way as identifiers (domain/kennung.ts);
 *   internal number, customer number and GeVo type exactly. Deleted rows only with `showDeleted`.
 */
import {
  LISTEN_GRENZE,
  type Benutzer,
  type BiproDokument,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { fachVon, namensSchluessel, type BiproDateiEintrag } from '../data/repositories/biproDateien';
import type { ListenKriterien } from '../data/repositories/biproDateien';
import { monateZwischen } from '../data/repositories/importDateien';
import { darfBiproDateiAendern } from '../domain/bipro/aenderungsrecht';
import { normalisiereKennung } from '../domain/kennung';
import { teileName } from '../domain/namen';
import { gleicheVsnr } from '../domain/vsnr';
import { deutscherTag, type Zeitraum } from '../zeitangabe';

export type DokumentFilter = BodyVon<typeof ROUTEN.dokumenteFilter>;

/** The customer name searched for as keys: the surname's beginning, the first name's beginning. */
export function namensSuche(text: string | undefined): { nachname?: string; vorname?: string } {
  if (!text?.trim()) return {};
  const { name, vorname } = teileName(text.trim());
  const nachname = namensSchluessel(name);
  const vornameSchluessel = namensSchluessel(vorname);
  return {
    ...(nachname ? { nachname } : {}),
    ...(vornameSchluessel ? { vorname: vornameSchluessel } : {}),
  };
}

/** The list the search reads: one narrowing, chosen in the order of the module's comment. */
export function listenKriterien(
  f: DokumentFilter,
  makler: readonly string[] | undefined,
  z: Zeitraum,
): ListenKriterien {
  const basis = {
    fach: fachVon('dokument', f.filterMode),
    monate: monateZwischen(z.vonTag, z.bisTag),
    von: z.von,
    bis: z.bis,
    grenze: LISTEN_GRENZE,
  };
  if (makler) return { ...basis, makler };
  const { nachname } = namensSuche(f.customerName);
  if (nachname) return { ...basis, nachname };
  if (f.gesellschaftId !== undefined) return { ...basis, gesellschaftId: f.gesellschaftId };
  return basis;
}

const beginntMit = (wert: string | undefined, anfang: string | undefined) =>
  anfang === undefined || (namensSchluessel(wert) ?? '').startsWith(anfang);

const gleicheKennung = (gesucht: string | undefined, wert: string | undefined) =>
  !gesucht ||
  (normalisiereKennung(gesucht) !== undefined && normalisiereKennung(gesucht) === normalisiereKennung(wert));

/** Whether a row read is one the search asks for (every criterion, whichever index was read). */
export function passtZumFilter(d: BiproDateiEintrag, f: DokumentFilter, z: Zeitraum): boolean {
  if ((d.invisible && !f.showDeleted) || d.ziel !== 'dokument' || (d.zuordnung ?? 0) !== f.filterMode)
    return false;
  const tag = deutscherTag(d.creationDate);
  if (tag < z.vonTag || tag > z.bisTag) return false;
  if (f.gesellschaftId !== undefined && d.gesellschaftId !== f.gesellschaftId) return false;
  if (f.policeNr && !gleicheVsnr(f.policeNr, d.policeNr)) return false;
  if (f.internalId !== undefined && d.internalId !== f.internalId) return false;
  if (f.customerId !== undefined && d.kundennr !== f.customerId) return false;
  if (f.gevoArt !== undefined && d.gevoArt !== f.gevoArt) return false;
  if (!gleicheKennung(f.fremdnummer, d.partnernummer)) return false;
  if (!gleicheKennung(f.vermittlernummer, d.vermittlernummer)) return false;
  const name = namensSuche(f.customerName);
  return beginntMit(d.customerSurname, name.nachname) && beginntMit(d.customerName, name.vorname);
}

/** A record as the inbox shows it to `b` (reference §3 "BiPRO document"); `namen`: company names by id. */
export function alsBiproDokument(
  d: BiproDateiEintrag,
  namen: ReadonlyMap<number, string>,
  b: Benutzer,
): BiproDokument {
  return {
    id: d.id,
    fileName: d.fileName,
    policeNr: d.policeNr,
    customerName: d.customerName,
    customerSurname: d.customerSurname,
    cause: d.cause,
    fremdnummer: d.partnernummer,
    vermittlernummer: d.vermittlernummer,
    category: d.category,
    gevoArt: d.gevoArt,
    creationDate: d.creationDate,
    comment: d.comment,
    // The company of the access that delivered it; the MSC company is the assigned contract's.
    biproGesellschaft: namen.get(d.gesellschaftId) ?? String(d.gesellschaftId),
    mscGesellschaft: d.mscGesellschaft,
    mscDate: d.mscDate,
    internalId: d.internalId,
    brokerId: d.maklernr,
    accessId: d.zugangId,
    invisible: d.invisible,
    aenderbar: darfBiproDateiAendern(b, d),
  };
}
