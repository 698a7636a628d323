/**
 * Which interface reads a delivered file: the one named (upload with a choice), or the one whose
 * nameCheck fits the file name (drops, uploads without a choice) — over the built-in and the
 * stored interfaces alike. A GDV file whose name no nameCheck knows is recognised by its first
 * record (formate/gdv/vorsatz.ts).
 */
import { GESELLSCHAFT_ALLGEMEIN, type Schnittstelle, type SchnittstellenZeile } from '@lieferdesk/shared';
import type { SchnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { GDV_SCHNITTSTELLE_ID } from '../../formate/gdv/schnittstellen';
import { istGdvVorsatz } from '../../formate/gdv/vorsatz';
import { findeSchnittstelle } from '../../formate/schnittstellen';

/** findeSchnittstelle looks at the head only (nameCheck, active, invisible). */
const alsKopf = (zeile: SchnittstellenZeile): Schnittstelle => ({
  ...zeile,
  felder: [],
  multiInterfaces: [],
});

export async function findeNachDateiname(
  schnittstellen: SchnittstellenVerwaltung,
  dateiname: string,
): Promise<SchnittstellenZeile | undefined> {
  return findeSchnittstelle(dateiname, (await schnittstellen.liste()).map(alsKopf));
}

/** The GDV standard interface, for a file recognised by its Vorsatz (if it is active). */
export async function gdvNachInhalt(
  schnittstellen: SchnittstellenVerwaltung,
  anfang: Buffer,
): Promise<SchnittstellenZeile | undefined> {
  if (!istGdvVorsatz(anfang)) return undefined;
  const gdv = (await schnittstellen.liste()).find((s) => s.id === GDV_SCHNITTSTELLE_ID);
  return gdv?.active && !gdv.invisible ? gdv : undefined;
}

/**
 * The interface of this name (case ignored; never an invisible one). Several of one name: the
 * active one first, then the company's own before a general one, then the lower id.
 */
export async function findeNachName(
  schnittstellen: SchnittstellenVerwaltung,
  name: string,
  gesellschaft?: string,
): Promise<SchnittstellenZeile | undefined> {
  const gesucht = name.trim().toLowerCase();
  const rang = (s: SchnittstellenZeile) =>
    (s.active ? 0 : 2) + (gesellschaft && s.gesellschaft === gesellschaft ? 0 : 1);
  return (await schnittstellen.liste())
    .filter((s) => !s.invisible && s.interfaceName.trim().toLowerCase() === gesucht)
    .sort((a, b) => rang(a) - rang(b) || a.id - b.id)[0];
}

/**
 * The interfaces a person picks for a file: not invisible, and not a sub-interface of a multiple
 * one (a GDV part record or a commission booking line is never a file's interface).
 */
export async function dateiSchnittstellen(
  schnittstellen: SchnittstellenVerwaltung,
): Promise<SchnittstellenZeile[]> {
  const alle = (await schnittstellen.liste()).filter((s) => !s.invisible);
  const unter = new Set<number>();
  for (const s of alle.filter((z) => z.multiple)) {
    for (const m of (await schnittstellen.laden(s.id)).multiInterfaces) unter.add(m.newItabSid);
  }
  return alle.filter((s) => !unter.has(s.id));
}

/** The company a file of this interface belongs to, if the interface names one. */
export const gesellschaftVon = (s: Pick<SchnittstellenZeile, 'gesellschaft'>): string | undefined =>
  s.gesellschaft && s.gesellschaft !== GESELLSCHAFT_ALLGEMEIN ? s.gesellschaft : undefined;
