/**
 * An interface definition, prepared once per file: conversions and XPaths translated,
 * expressions parsed, sub-interfaces looked up. Everything wrong with the *definition* surfaces
 * here as one `DateiFehler` naming the interface — before the first line is read.
 */
import type { MultiInterface, Schnittstelle } from '@lieferdesk/shared';
import { istFehler } from '../werte';
import { type Pruefausdruck, uebersetzeAusdruck } from './ausdruck';
import { DateiFehler, nenneSchnittstelle } from './fehler';
import { bereiteFeldVor, type VorbereitetesFeld } from './felder';
import { uebersetzeXPath, type XPathUebersetzt } from './xml';
import { type Satzpfad, satzpfad as satzpfadVon } from './xml-satzpfad';

export interface LeseFeld extends VorbereitetesFeld {
  /** art 2: the translated XPath. */
  xpath?: XPathUebersetzt;
}

/** An interface that reads lines: its fields and its own check. */
export interface Leser {
  schnittstelle: Schnittstelle;
  felder: LeseFeld[];
  pruefung?: Pruefausdruck;
}

export interface Auswahl {
  eintrag: MultiInterface;
  /** Without a checkStatement the entry takes every line that reaches it. */
  bedingung?: Pruefausdruck;
  leser: Leser;
}

export interface Plan {
  kopf: Schnittstelle;
  /** How messages name the interface. */
  wer: string;
  vorpruefung?: Pruefausdruck;
  /** The head: its fields feed the selection context; without sub-interfaces it reads every line. */
  kopfLeser: Leser;
  /** For a multiple interface: the sub-interfaces in lfdno order. */
  auswahl?: Auswahl[];
  /** For a multiple interface the head's checkStatement validates every line on top. */
  kopfPruefung?: Pruefausdruck;
  /** XML: the XPath that selects the record elements. */
  satzXPath?: XPathUebersetzt;
  /** XML: that XPath as the pattern the reader matches elements against. */
  satzpfad?: Satzpfad;
}

function ausdruck(quelle: string | undefined, wo: string): Pruefausdruck | undefined {
  if (quelle === undefined || quelle.trim() === '') return undefined;
  const a = uebersetzeAusdruck(quelle.trim());
  if ('fehler' in a) throw new DateiFehler('definition', `${wo}: ${a.fehler}`);
  return a;
}

function leser(s: Schnittstelle, xml: boolean, wo: string): Leser {
  const felder = s.felder.map((feld): LeseFeld => {
    const f = bereiteFeldVor(feld, xml);
    if ('fehler' in f) throw new DateiFehler('definition', `${wo}: ${f.fehler}`);
    if (f.art !== 2) return f;
    const xpath = uebersetzeXPath(f.auswahl);
    if (istFehler(xpath)) throw new DateiFehler('definition', `${wo}: Feld „${f.name}“: ${xpath.fehler}`);
    return { ...f, xpath };
  });
  return { schnittstelle: s, felder, pruefung: ausdruck(s.checkStatement, `${wo}, checkStatement`) };
}

/**
 * `nurAusdruecke`: the GDV reader decodes by the standard's layout data, so of a GDV interface
 * only the expressions are used here.
 */
export function planen(
  kopf: Schnittstelle,
  alle: (id: number) => Schnittstelle | undefined,
  nurAusdruecke = false,
): Plan {
  const wer = nenneSchnittstelle(kopf);
  const vorpruefung = ausdruck(kopf.preFileCheckStatement, `${wer}, preFileCheckStatement`);
  if (nurAusdruecke) {
    return {
      kopf,
      wer,
      vorpruefung,
      kopfLeser: { schnittstelle: kopf, felder: [] },
      kopfPruefung: ausdruck(kopf.checkStatement, `${wer}, checkStatement`),
    };
  }
  let satzXPath: XPathUebersetzt | undefined;
  let satzpfad: Satzpfad | undefined;
  if (kopf.xml) {
    const quelle = kopf.xPath?.trim();
    if (quelle) {
      const x = uebersetzeXPath(quelle);
      if (istFehler(x)) throw new DateiFehler('definition', `${wer}, xPath: ${x.fehler}`);
      const p = satzpfadVon(x.ausdruck);
      if (istFehler(p))
        throw new DateiFehler('definition', `${wer}: xPath „${quelle}“ wählt keine Elemente: ${p.fehler}`);
      satzXPath = x;
      satzpfad = p;
    } else if (!kopf.xmlElement?.trim())
      throw new DateiFehler(
        'definition',
        `${wer}: Für XML ist xPath oder xmlElement (das Satz-Element) nötig`,
      );
  }
  const kopfLeser = leser(kopf, kopf.xml, wer);
  if (!kopf.multiple) return { kopf, wer, vorpruefung, kopfLeser, satzXPath, satzpfad };

  if (kopf.multiInterfaces.length === 0)
    throw new DateiFehler(
      'definition',
      `${wer}: Als mehrfache Schnittstelle markiert, aber ohne Unterschnittstellen`,
    );
  const auswahl = [...kopf.multiInterfaces]
    .sort((a, b) => a.lfdno - b.lfdno)
    .map((eintrag): Auswahl => {
      const wo = `${wer}, Unterschnittstelle Nr. ${eintrag.lfdno}`;
      const unter = alle(eintrag.newItabSid);
      if (!unter)
        throw new DateiFehler(
          'definition',
          `${wo}: Schnittstelle mit Id ${eintrag.newItabSid} gibt es nicht`,
        );
      const name = `${wo} (${nenneSchnittstelle(unter)})`;
      // One level only: a sub-interface's own sub-interfaces would make the selection opaque.
      if (unter.multiple)
        throw new DateiFehler('definition', `${name}: ist selbst mehrfach; verschachteln geht nicht`);
      return {
        eintrag,
        bedingung: ausdruck(eintrag.checkStatement, `${name}, checkStatement der Auswahl`),
        leser: leser(unter, kopf.xml, name),
      };
    });
  return {
    kopf,
    wer,
    vorpruefung,
    // The head's checkStatement validates every line; here it is kopfPruefung, not the head reader's.
    kopfLeser: { ...kopfLeser, pruefung: undefined },
    auswahl,
    kopfPruefung: kopfLeser.pruefung,
    satzXPath,
    satzpfad,
  };
}
