/**
 * The GDV standard record types as built-in interface definitions (reference §3 "Interface"), generated
 * from the same layout data the GDV reader uses: one multiple interface (id 100) whose
 * sub-interfaces (ids 101 …) are the part records of every record-type variant, with
 * fixed-position fields (art 1, 1-based position, length) and the conversion naming the type.
 *
 * Ids follow the sorted order of record-type key and part number, so they are the same on every
 * run for one layout release. The reader of type "GDV" decodes by the layout data directly; these
 * definitions show the layouts on the interface screens and let a user derive own variants.
 *
 * checkStatement: which lines a part record reads, in the check language of the interface engine
 * over the raw line (`zeile|teil(von, länge)`, 1-based like GDV positions), e.g.
 *   zeile|teil(1,4) == "0220" && zeile|teil(11,3) == "010" && zeile|teil(60,1) in ["1","3"] && zeile|teil(256,1) == "1"
 */
import type { MultiInterface, Schnittstelle, SchnittstellenFeld } from '@lieferdesk/shared';
import { LAYOUT_RELEASES } from './layout';
import type { LayoutFeld, LayoutTeil, LayoutTyp } from './layouts/typen';

export const GDV_SCHNITTSTELLE_ID = 100;
export const GDV_ERSTE_TEIL_ID = 101;

/** The conversion of a field, in the vocabulary of the interface engine. */
export function umwandlung(feld: LayoutFeld): string {
  switch (feld[3]) {
    case 'N':
      return 'gdv:numerisch';
    case 'F':
      return `gdv:dezimal:${feld[4]}`;
    case 'D':
      return 'gdv:datum';
    default:
      // A (text), Z (digits beyond a double's precision: kept as written), V (sign byte).
      return 'gdv:text';
  }
}

function bemerkung(feld: LayoutFeld, namen: Record<string, string>): string | undefined {
  const name = namen[feld[0]];
  if (feld[3] === 'V') return `${name ?? 'Vorzeichen'}: Vorzeichen zu ${feld[4]}`;
  if (feld[3] === 'Z') return `${name ?? feld[0]} (Ziffernfolge, als Text)`;
  return name;
}

const teil = (von: number, laenge: number, werte: string[]) =>
  werte.length === 1
    ? `zeile|teil(${von},${laenge}) == "${werte[0]}"`
    : `zeile|teil(${von},${laenge}) in [${werte.map((w) => `"${w}"`).join(',')}]`;

export function pruefausdruck(typ: LayoutTyp, t: LayoutTeil): string {
  const teile = [teil(1, 4, [typ.satzart])];
  if (typ.sparte) teile.push(teil(11, 3, [typ.sparte]));
  if (typ.merkmal) teile.push(teil(typ.merkmal.position, 1, [...typ.merkmal.werte]));
  if (t.nrPosition !== null) teile.push(teil(t.nrPosition, 1, [String(t.nr)]));
  return teile.join(' && ');
}

export function gdvSchnittstellen(): Schnittstelle[] {
  const release = LAYOUT_RELEASES[0]!;
  const eintraege = release.typen.flatMap((typ) =>
    [...typ.teile].sort((a, b) => a.nr - b.nr).map((t) => ({ typ, t })),
  );
  const flags = {
    gesellschaft: 'Allgemein',
    type: 'GDV',
    xml: false,
    keepErrors: false,
    hideErrors: false,
    active: true,
    invisible: false,
    unicode: false,
  };
  const unter: Schnittstelle[] = eintraege.map(({ typ, t }, i) => ({
    ...flags,
    id: GDV_ERSTE_TEIL_ID + i,
    interfaceName: `GDV ${typ.schluessel} Teil ${t.nr} (${release.release})`,
    description: `Satzart ${typ.satzart}${typ.sparte ? ` Sparte ${typ.sparte}` : ''}${typ.merkmal ? ` ${typ.merkmal.feld} ${[...typ.merkmal.werte].join('/')}` : ''}, Teildatensatz ${t.nr}, Version ${typ.version}`,
    tableName: `${typ.schluessel}#${t.nr}`,
    multiple: false,
    felder: t.felder.map((f): SchnittstellenFeld => ({
      name: f[0],
      conversion: umwandlung(f),
      art: 1,
      position: f[1],
      len: f[2],
      ...(bemerkung(f, release.namen) ? { comment: bemerkung(f, release.namen) } : {}),
    })),
    multiInterfaces: [],
  }));
  const multiInterfaces: MultiInterface[] = eintraege.map(({ typ, t }, i) => ({
    lfdno: i + 1,
    newItabSid: GDV_ERSTE_TEIL_ID + i,
    tableName: `${typ.schluessel}#${t.nr}`,
    checkStatement: pruefausdruck(typ, t),
    description: unter[i]!.description,
  }));
  const kopf: Schnittstelle = {
    ...flags,
    id: GDV_SCHNITTSTELLE_ID,
    interfaceName: `GDV VU-Vermittler (${release.release})`,
    description: `GDV-Satzarten nach der GDV-Beschreibung ${release.release}, Stand ${release.stand}: ${release.typen.length} Satzarten, ${eintraege.length} Teildatensätze`,
    multiple: true,
    felder: [],
    multiInterfaces,
  };
  return [kopf, ...unter];
}
