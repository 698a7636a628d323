/**
 * Which layout release reads a package. The Vorsatz (0001) names a version for each record-type
 * family ("0100" 1.9, "0220.010" 2.2 …). Per family the reader takes the release that has exactly
 * that version; where no shipped release has it, the newest release that knows the family — GDV
 * releases are upward compatible in practice (new fields take former filler, existing fields keep
 * their bytes), so an older file read by a newer layout keeps its key fields and amounts — and
 * the package gets a warning naming the families read by another version than their own.
 *
 * Shipped: VUVM2023 only (the one machine-readable GDV description at hand). The 2009 release
 * from opengdv carries no per-record-type versions, so a Vorsatz cannot select it; it is not used.
 */
import type { KompiliertesRelease, SatzartEintrag } from './layout';

export interface Versionsabweichung {
  familie: string;
  /** Version the Vorsatz names. */
  vorsatz: string;
  /** Release and version the family is read by instead. */
  release: string;
  layout: string;
}

export interface LayoutWahl {
  satzarten: (SatzartEintrag | undefined)[];
  /** Families whose named version no release has (read by the newest one). */
  abweichungen: Map<string, Versionsabweichung>;
  /** Families read by an older release because it has the named version. */
  aeltere: Map<string, string>;
}

/** All Satzarten of the newest release, plus those only older releases know. */
const vereinigt = new WeakMap<readonly KompiliertesRelease[], (SatzartEintrag | undefined)[]>();
function grundtabelle(releases: readonly KompiliertesRelease[]): (SatzartEintrag | undefined)[] {
  let tabelle = vereinigt.get(releases);
  if (!tabelle) {
    tabelle = [...releases[0]!.satzarten];
    for (const r of releases.slice(1))
      r.satzarten.forEach((e, i) => {
        if (e && !tabelle![i]) tabelle![i] = e;
      });
    vereinigt.set(releases, tabelle);
  }
  return tabelle;
}

/** The layouts for one package, given the versions its Vorsatz names (family → version). */
export function waehleLayouts(
  releases: readonly KompiliertesRelease[],
  versionen: ReadonlyMap<string, string>,
): LayoutWahl {
  let satzarten = grundtabelle(releases);
  let kopiert = false;
  const abweichungen = new Map<string, Versionsabweichung>();
  const aeltere = new Map<string, string>();
  for (const [fam, version] of versionen) {
    const [satzart, sparte] = fam.split('.');
    const kennen = releases.filter((r) => r.familienVersionen.has(fam));
    if (kennen.length === 0) continue;
    const passend = kennen.find((r) => r.familienVersionen.get(fam) === version);
    if (!passend) {
      abweichungen.set(fam, {
        familie: fam,
        vorsatz: version,
        release: kennen[0]!.release.release,
        layout: kennen[0]!.familienVersionen.get(fam)!,
      });
      continue;
    }
    if (passend === kennen[0]) continue;
    // An older release has the named version: this family is read by it (copy on write).
    if (!kopiert) {
      satzarten = [...satzarten];
      kopiert = true;
    }
    const nummer = Number(satzart);
    const alt = passend.satzarten[nummer]!;
    if (sparte === undefined) satzarten[nummer] = alt;
    else {
      const aktuell = satzarten[nummer] ?? alt;
      const nachSparte = new Map(aktuell.nachSparte);
      nachSparte.set(Number(sparte), alt.nachSparte.get(Number(sparte))!);
      satzarten[nummer] = { ...aktuell, nachSparte };
    }
    aeltere.set(fam, passend.release.release);
  }
  return { satzarten, abweichungen, aeltere };
}
