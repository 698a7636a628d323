/**
 * Generates the GDV record layouts from the GDV's machine-readable description (the
 * "VU-Vermittler" XML, e.g. VUVM2023.xml) into compact JSON the reader compiles at start-up.
 *
 *   npm run gdv:layouts            writes layouts/VUVM2023.json and layouts/VUVM2023.dekodierer.ts
 *
 * The XML is a test fixture (`test/fixtures/gdv-layouts/`, provenance in the README there);
 * the JSON and the decoders generated from it (VUVM2023.dekodierer.ts) are committed so the
 * Lambda bundle needs no XML parser at run time, and a test regenerates both and compares, so
 * they cannot drift from the XML. Both are written as Prettier formats them.
 *
 * What the description gives and how it is used:
 * - `<satzart>` = one record-type variant. Its `<kennzeichnung>` names Satzart, for Sparte-specific
 *   types the Sparte ("010"), and where one Sparte has several layouts a mark ("010.13" = Wagnisart
 *   1 or 3, "580.01" = Bausparart 0 or 1, "020.2" = tariff sequence 2), sometimes also the
 *   part-record number ("6" for the life insurance Bezugsrechte).
 * - `<satzanfang teilsatz="n"/>` … `<satzende/>` = one part record (Teildatensatz); the fields in
 *   between are `<feldreferenz referenz="SSS-EEE-Name-Typ">` with the byte range in the reference.
 *   The part-record number is the field `SatzNr` with its `auspraegung`: byte 256 for most types,
 *   elsewhere (43, 49, 51, 60 …) for many Sparte-specific ones, even differing between the parts
 *   of one type (0220.030: 49, 43, 60).
 * - the global `<felder>` list gives each reference's data type (Alphanumerisch, Numerisch,
 *   Datum, Fliesskomma) and implied decimals.
 */
import { XMLParser } from 'fast-xml-parser';
import * as prettier from 'prettier';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GDV_LAYOUTS } from '@lieferdesk/test/fixtures';
import type { FeldArt, LayoutFeld, LayoutRelease, LayoutTeil, LayoutTyp, VorsatzVersion } from './typen';

export const LAYOUT_JSON_ORDNER = import.meta.dirname;

/** Releases generated and shipped; a further GDV XML release only needs its name added here. */
export const RELEASES = ['VUVM2023'] as const;

type Knoten = Record<string, unknown> & { ':@'?: Record<string, string> };

const kinder = (knoten: Knoten, name: string): Knoten[] => (knoten[name] as Knoten[] | undefined) ?? [];
const finde = (liste: Knoten[], name: string): Knoten | undefined => liste.find((k) => name in k);
const textVon = (liste: Knoten[], name: string): string | undefined => {
  const k = finde(liste, name);
  if (!k) return undefined;
  const t = kinder(k, name).find((c) => '#text' in c);
  return t ? String(t['#text']) : '';
};

interface Referenz {
  von: number;
  bis: number;
  name: string;
  typ: string;
}
function zerlegeReferenz(referenz: string): Referenz {
  const m = /^(\d{3})-(\d{3})-(.+)-([A-Za-z]+)$/.exec(referenz);
  if (!m) throw new Error(`Unlesbare Feldreferenz ${referenz}`);
  return { von: Number(m[1]), bis: Number(m[2]), name: m[3]!, typ: m[4]! };
}

interface FeldDefinition {
  bytes: number;
  datentyp: string;
  nachkommastellen: number;
}

interface Feldreferenz extends Referenz {
  technischerName: string;
  bezeichnung: string;
  auspraegung: string | undefined;
}
function leseFeldreferenz(k: Knoten): Feldreferenz {
  const referenz = k[':@']?.referenz;
  if (!referenz) throw new Error('feldreferenz ohne referenz');
  const inhalt = kinder(k, 'feldreferenz');
  return {
    ...zerlegeReferenz(referenz),
    technischerName: textVon(inhalt, 'technischerName') ?? zerlegeReferenz(referenz).name,
    bezeichnung: textVon(inhalt, 'name') ?? '',
    auspraegung: textVon(inhalt, 'auspraegung'),
  };
}

/** Numeric fields longer than this cannot be a JavaScript number without losing digits. */
const MAX_ZIFFERN_ALS_ZAHL = 15;

function feldArt(def: FeldDefinition, laenge: number, name: string): FeldArt {
  switch (def.datentyp) {
    case 'Alphanumerisch':
      // Sign bytes are alphanumeric in the description; they sign the amount right before them.
      return /^Vorzeichen/.test(name) && laenge === 1 ? 'V' : 'A';
    case 'Numerisch':
      return laenge > MAX_ZIFFERN_ALS_ZAHL ? 'Z' : 'N';
    case 'Datum':
      return 'D';
    case 'Fliesskomma':
      return 'F';
    default:
      throw new Error(`Unbekannter Datentyp ${def.datentyp} (${name})`);
  }
}

/**
 * Where the Vorsatz's version fields have irregular names, the family they speak for. The 2009
 * description names these fields Satzart0210080, Satzart0210170, Satzart0210190, Satzart0210000
 * (and the same for 0211/0220/0221); the 2023 one shortened them to Satzart0210, Satzart02102 …
 */
const UNREGELMAESSIGE_FAMILIEN: Record<string, string> = { '': '080', '2': '170', '3': '190', '4': '000' };
const FAMILIE_NACH_NAME: Record<string, string> = {
  KfzBaustein: '0220.055',
  FondsdatensatzLeben0230: '0230.010',
  UnfallLeistungsarten0230: '0230.030',
};

function familieDerVersion(name: string, spartenAbhaengig: Map<string, Set<string>>): string | null {
  if (FAMILIE_NACH_NAME[name]) return FAMILIE_NACH_NAME[name];
  const unregelmaessig = /^Satzart(02[12][01])(\d?)$/.exec(name);
  if (unregelmaessig && unregelmaessig[2]!.length <= 1) {
    const sparte = UNREGELMAESSIGE_FAMILIEN[unregelmaessig[2]!];
    if (sparte) return `${unregelmaessig[1]}.${sparte}`;
  }
  const m = /(\d{4})(\d{3})?(?:[A-Z][a-z]+)?$/.exec(name);
  if (!m) return null;
  const satzart = m[1]!;
  if (m[2]) return `${satzart}.${m[2]}`;
  // A Sparte-specific type named without Sparte: only meaningful when there is just one Sparte.
  const sparten = spartenAbhaengig.get(satzart);
  if (sparten && sparten.size === 1) return `${satzart}.${[...sparten][0]}`;
  return satzart;
}

/** Reads one release's XML (ISO-8859-1, as the GDV publishes it) into layout data. */
export function erzeugeRelease(xmlBytes: Buffer, release: string): LayoutRelease {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: true,
  });
  const dokument = parser.parse(xmlBytes.toString('latin1')) as Knoten[];
  const service = kinder(finde(dokument, 'service') ?? {}, 'service');
  const stand = textVon(kinder(finde(service, 'info') ?? {}, 'info'), 'stand') ?? '';

  const definitionen = new Map<string, FeldDefinition>();
  for (const feld of kinder(finde(service, 'felder') ?? {}, 'felder')) {
    const referenz = feld[':@']?.referenz;
    if (!referenz) continue;
    const inhalt = kinder(feld, 'feld');
    definitionen.set(referenz, {
      bytes: Number(textVon(inhalt, 'bytes')),
      datentyp: textVon(inhalt, 'datentyp') ?? '',
      nachkommastellen: Number(textVon(inhalt, 'nachkommastellen') ?? 0),
    });
  }

  const namen: Record<string, string> = {};
  const typen: LayoutTyp[] = [];
  const vorsatzFelder: { teil: number; feld: Feldreferenz }[] = [];

  for (const satzart of kinder(finde(service, 'satzarten') ?? {}, 'satzarten')) {
    const inhalt = kinder(satzart, 'satzart');
    const kennzeichnung = kinder(finde(inhalt, 'kennzeichnung') ?? {}, 'kennzeichnung')
      .filter((k) => 'feldreferenz' in k)
      .map(leseFeldreferenz);
    const art = kennzeichnung.find((k) => k.technischerName === 'Satzart')?.auspraegung;
    if (!art) throw new Error('Satzart ohne Kennzeichnung');
    const spartenKennung = kennzeichnung.find((k) => k.von === 11)?.auspraegung;
    const satzNrKennung = kennzeichnung.find((k) => k.technischerName === 'SatzNr')?.auspraegung ?? null;
    const [sparte, merkmalWerte] = spartenKennung ? spartenKennung.split('.') : [null, undefined];

    // Walk the children in order: fields belong to the part record opened before them.
    const teile: { nr: number; refs: Feldreferenz[] }[] = [];
    for (const k of inhalt) {
      if ('satzanfang' in k) teile.push({ nr: Number(k[':@']?.teilsatz), refs: [] });
      else if ('feldreferenz' in k) {
        const aktuell = teile[teile.length - 1];
        if (!aktuell) throw new Error(`Feld vor dem ersten Teildatensatz in ${art}`);
        aktuell.refs.push(leseFeldreferenz(k));
      }
    }

    const ersteRefs = teile[0]?.refs ?? [];
    let merkmal: LayoutTyp['merkmal'] = null;
    if (merkmalWerte) {
      // The mark is the one-byte field (other than Satzart, Sparte and SatzNr) whose preset
      // value is one of the characters the kennzeichnung names.
      const kandidaten = ersteRefs.filter(
        (r) =>
          r.von > 13 &&
          r.von === r.bis &&
          r.technischerName !== 'SatzNr' &&
          r.auspraegung !== undefined &&
          merkmalWerte.includes(r.auspraegung),
      );
      if (kandidaten.length !== 1)
        throw new Error(`Merkmal für ${art}.${spartenKennung} nicht eindeutig (${kandidaten.length})`);
      merkmal = { position: kandidaten[0]!.von, feld: kandidaten[0]!.technischerName, werte: merkmalWerte };
    }

    const layoutTeile: LayoutTeil[] = teile.map(({ nr, refs }) => {
      const satzNr = refs.find((r) => r.technischerName === 'SatzNr' && r.auspraegung !== undefined);
      if (satzNr && satzNr.auspraegung !== String(nr))
        throw new Error(`${art}.${spartenKennung} Teil ${nr}: SatzNr ${satzNr.auspraegung}`);
      const felder: LayoutFeld[] = [];
      const vergeben = new Map<string, number>();
      let belegtBis = 0;
      let vorheriges: LayoutFeld | undefined;
      for (const r of refs) {
        const def = definitionen.get(
          `${String(r.von).padStart(3, '0')}-${String(r.bis).padStart(3, '0')}-${r.name}-${r.typ}`,
        );
        if (!def) throw new Error(`Feld ${r.name} (${r.von}-${r.bis}) fehlt in <felder>`);
        const laenge = r.bis - r.von + 1;
        if (def.bytes !== laenge) throw new Error(`Feld ${r.name}: ${def.bytes} Bytes, Bereich ${laenge}`);
        if (r.von <= belegtBis) throw new Error(`${art} Teil ${nr}: ${r.name} überlappt`);
        belegtBis = r.bis;
        if (art === '0001' && laenge === 3 && r.von >= 96) vorsatzFelder.push({ teil: nr, feld: r });
        // Filler: nothing to read.
        if (/^Leerstellen\d*$/.test(r.technischerName)) continue;
        // Names are unique per part record; a repeated one gets a number.
        const anzahl = (vergeben.get(r.technischerName) ?? 0) + 1;
        vergeben.set(r.technischerName, anzahl);
        const name = anzahl === 1 ? r.technischerName : `${r.technischerName}${anzahl}`;
        namen[name] ??= r.bezeichnung;
        const artDesFelds = feldArt(def, laenge, name);
        let feld: LayoutFeld;
        if (artDesFelds === 'F') feld = [name, r.von, laenge, 'F', def.nachkommastellen];
        else if (artDesFelds === 'V') {
          // The sign byte belongs to the amount ending right before it (checked: all 62 in 2023).
          if (!vorheriges || vorheriges[3] !== 'F' || vorheriges[1] + vorheriges[2] !== r.von)
            throw new Error(`${art} Teil ${nr}: Vorzeichen ${name} ohne Betrag davor`);
          feld = [name, r.von, laenge, 'V', vorheriges[0]];
        } else feld = [name, r.von, laenge, artDesFelds];
        felder.push(feld);
        vorheriges = feld;
      }
      return { nr, nrPosition: satzNr ? satzNr.von : null, felder };
    });

    const schluessel = [art, sparte, merkmalWerte, satzNrKennung && merkmalWerte ? satzNrKennung : null]
      .filter((t): t is string => !!t)
      .join('.');
    typen.push({
      schluessel,
      satzart: art,
      sparte: sparte ?? null,
      merkmal,
      satzNr: merkmalWerte ? satzNrKennung : null,
      version: textVon(inhalt, 'version') ?? '',
      teile: layoutTeile,
    });
  }

  typen.sort((a, b) => (a.schluessel < b.schluessel ? -1 : a.schluessel > b.schluessel ? 1 : 0));
  for (let i = 1; i < typen.length; i++)
    if (typen[i]!.schluessel === typen[i - 1]!.schluessel)
      throw new Error(`Satztyp ${typen[i]!.schluessel} doppelt`);

  const spartenAbhaengig = new Map<string, Set<string>>();
  for (const t of typen)
    if (t.sparte)
      spartenAbhaengig.set(t.satzart, (spartenAbhaengig.get(t.satzart) ?? new Set()).add(t.sparte));
  const vorsatzVersionen: VorsatzVersion[] = vorsatzFelder.map(({ teil, feld }) => ({
    teil,
    position: feld.von,
    familie: familieDerVersion(feld.technischerName, spartenAbhaengig),
    name: feld.technischerName,
  }));

  const sortierteNamen: Record<string, string> = {};
  for (const n of Object.keys(namen).sort()) sortierteNamen[n] = namen[n]!;
  return { release, stand, namen: sortierteNamen, vorsatzVersionen, typen };
}

/** Formatted as the repository's Prettier setup would, so `prettier --write` leaves it alone. */
async function formatiert(text: string, datei: string, parser: 'json' | 'typescript'): Promise<string> {
  const einstellungen = (await prettier.resolveConfig(datei)) ?? {};
  return prettier.format(text, { ...einstellungen, parser, filepath: datei });
}

const SCHLUESSEL = /^[A-Za-z_$][\w$]*$/;

/**
 * Source of the release's decoders: per part record one function building the line's values as
 * an object literal (see satz.ts for why), each field a helper call with its constant offsets.
 */
export function dekodiererQuelle(release: LayoutRelease): string {
  const funktionen = release.typen.flatMap((typ) =>
    typ.teile.map((teil) => {
      const vorzeichen = new Map(
        teil.felder.filter((f) => f[3] === 'V').map((f) => [f[4] as string, f[1] - 1]),
      );
      const werte = teil.felder.map((f, i) => {
        const [name, position, laenge, art] = f;
        const von = position - 1;
        const bis = von + laenge;
        const schluessel = SCHLUESSEL.test(name) ? name : JSON.stringify(name);
        let aufruf: string;
        if (art === 'N') aufruf = `zahl(q, ${von}, ${bis}, ${i})`;
        else if (art === 'Z') aufruf = `ziffern(q, ${von}, ${bis}, ${i})`;
        else if (art === 'D') aufruf = `datum(q, ${von}, ${bis}, ${i})`;
        else if (art === 'F') {
          const vz = vorzeichen.get(name);
          aufruf =
            vz === undefined
              ? `dezimal(q, ${von}, ${bis}, ${f[4]}, ${i})`
              : `betrag(q, ${von}, ${bis}, ${f[4]}, ${vz}, ${i})`;
        } else aufruf = `text(q, ${von}, ${bis})`;
        return `${schluessel}: ${aufruf}`;
      });
      return `  ${JSON.stringify(`${typ.schluessel}#${teil.nr}`)}: (q) => ({ ${werte.join(', ')} }),`;
    }),
  );
  return [
    `/*`,
    ` * Generated by layouts/erzeugen.ts from ${release.release}.xml (npm run gdv:layouts): do not edit.`,
    ` * One decoder per part record, keyed by record type and part number (see satz.ts).`,
    ` */`,
    `import { betrag, datum, dezimal, text, zahl, ziffern, type Dekodierer } from '../satz';`,
    ``,
    `export const DEKODIERER: Record<string, Dekodierer> = {`,
    ...funktionen,
    `};`,
    ``,
  ].join('\n');
}

/** The files generated for every release: its layout data (JSON) and its decoders (TypeScript). */
export async function erzeugeAlle(): Promise<{ datei: string; inhalt: string }[]> {
  const dateien: { datei: string; inhalt: string }[] = [];
  for (const name of RELEASES) {
    const release = erzeugeRelease(readFileSync(resolve(GDV_LAYOUTS, `${name}.xml`)), name);
    const json = resolve(LAYOUT_JSON_ORDNER, `${name}.json`);
    const ts = resolve(LAYOUT_JSON_ORDNER, `${name}.dekodierer.ts`);
    dateien.push({ datei: json, inhalt: await formatiert(JSON.stringify(release), json, 'json') });
    dateien.push({ datei: ts, inhalt: await formatiert(dekodiererQuelle(release), ts, 'typescript') });
  }
  return dateien;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { datei, inhalt } of await erzeugeAlle()) {
    writeFileSync(datei, inhalt);
    console.log(`${basename(datei)}: ${(inhalt.length / 1024).toFixed(0)} KiB`);
  }
}
