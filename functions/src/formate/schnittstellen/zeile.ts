/**
 * One line (one XML record) through a prepared interface: choose the sub-interface, extract
 * and convert the fields, run the checks — into exactly one `ZeilenErgebnis`. Never throws:
 * whatever is wrong with the line is its status and reason.
 *
 * Order of errors: a field that cannot be extracted (-7) before a value that does not convert
 * (-1) before a failed check (-9); checks run only on lines whose values all converted.
 *
 * Flags of the head interface:
 * - `hideErrors` (Fehler ausblenden): a value that does not convert becomes null and the line
 *   stays readable (status 0), the reason kept as a note in `grund` — for insurers whose files
 *   deviate in fields nobody evaluates. Format errors and failed checks still count.
 * - `keepErrors` (Fehler behalten): an erroneous line keeps the values that could be read in
 *   `felder` (failed ones null), so the line can be shown, corrected and re-read. Without it an
 *   erroneous line carries only its text (`roh`) and reason — half a record is never evaluated.
 */
import { LESE_STATUS, type Fehlerort, type ZeilenErgebnis } from '../ergebnis';
import { type Fehler, istFehler } from '../werte';
import { gruppe, kontext, type Kontext, type Pruefausdruck } from './ausdruck';
import type { LeseFeld, Leser, Plan } from './plan';
import type { Wert } from './umwandlung';

/** How a field gets its text from this line; `bisher` holds the texts of the earlier fields. */
export type Zugriff = (feld: LeseFeld, bisher: ReadonlyMap<string, string>) => string | Fehler;

/** Names every check context has; fields of the same name are reached through `felder`. */
const RESERVIERT = new Set(['zeile', 'zeilenNr', 'dateiname', 'satz', 'felder', 'roh']);

function rohwerte(l: Leser, zugriff: Zugriff): Map<string, string> {
  const werte = new Map<string, string>();
  for (const feld of l.felder) {
    const t = zugriff(feld, werte);
    if (!istFehler(t)) werte.set(feld.name, t);
  }
  return werte;
}

function waehle(
  plan: Plan,
  nr: number,
  roh: string,
  dateiname: string,
  zugriff: Zugriff,
): Leser | ZeilenErgebnis {
  if (!plan.auswahl) return plan.kopfLeser;
  const k = kontext({
    zeile: roh,
    zeilenNr: nr,
    dateiname,
    roh: gruppe(Object.fromEntries(rohwerte(plan.kopfLeser, zugriff))),
  });
  for (const a of plan.auswahl) {
    if (!a.bedingung) return a.leser;
    const passt = a.bedingung.auswerten(k);
    if (typeof passt === 'object')
      return {
        zeile: nr,
        status: LESE_STATUS.allgemein,
        grund: `Auswahl der Unterschnittstelle Nr. ${a.eintrag.lfdno} nicht auswertbar („${a.bedingung.quelle}“): ${passt.fehler}`,
        roh,
      };
    if (passt) return a.leser;
  }
  return {
    zeile: nr,
    status: LESE_STATUS.formatFehler,
    grund: 'Keine Unterschnittstelle passt zu dieser Zeile',
    roh,
  };
}

/** A field's place in the line, as its definition gives it. */
function feldort(feld: LeseFeld, grund: string): Fehlerort {
  if (feld.art === 0) return { feld: feld.name, spalte: feld.spalte, grund };
  if (feld.art === 1)
    return { feld: feld.name, von: feld.position, bis: feld.position + feld.laenge - 1, grund };
  return { feld: feld.name, xpath: feld.auswahl, grund };
}

function pruefe(pruefung: Pruefausdruck, wer: string, k: Kontext): string | undefined {
  const ergebnis = pruefung.auswerten(k);
  if (ergebnis === true) return undefined;
  if (ergebnis === false) return `Prüfung von „${wer}“ nicht erfüllt: ${pruefung.quelle}`;
  return `Prüfung von „${wer}“ nicht auswertbar (${pruefung.quelle}): ${ergebnis.fehler}`;
}

export function leseZeile(
  plan: Plan,
  nr: number,
  roh: string,
  dateiname: string,
  zugriff: Zugriff,
  ort = '',
): ZeilenErgebnis {
  const gewaehlt = waehle(plan, nr, roh, dateiname, zugriff);
  if (!('schnittstelle' in gewaehlt)) return { ...gewaehlt, grund: `${gewaehlt.grund}${ort}` };
  const l = gewaehlt;
  const satz = l.schnittstelle.interfaceName;

  const felder: Record<string, Wert> = {};
  const texte = new Map<string, string>();
  const formatFehler: string[] = [];
  const wertFehler: string[] = [];
  const fehlerorte: Fehlerort[] = [];
  for (const feld of l.felder) {
    const text = zugriff(feld, texte);
    if (istFehler(text)) {
      formatFehler.push(`Feld „${feld.name}“: ${text.fehler}`);
      fehlerorte.push(feldort(feld, text.fehler));
      felder[feld.name] = null;
      continue;
    }
    texte.set(feld.name, text);
    const wert = feld.umwandlung.anwenden(text);
    if (istFehler(wert)) {
      wertFehler.push(`Feld „${feld.name}“: ${wert.fehler}`);
      fehlerorte.push(feldort(feld, wert.fehler));
      felder[feld.name] = null;
    } else felder[feld.name] = wert;
  }

  let status: number = LESE_STATUS.gelesen;
  let grund: string | undefined;
  if (formatFehler.length > 0) {
    status = LESE_STATUS.formatFehler;
    grund = [...formatFehler, ...wertFehler].join('; ');
  } else if (wertFehler.length > 0) {
    if (plan.kopf.hideErrors) grund = `Ausgeblendete Fehler: ${wertFehler.join('; ')}`;
    else {
      status = LESE_STATUS.wertFalsch;
      grund = wertFehler.join('; ');
    }
  }

  const pruefungen: [Pruefausdruck, string][] = [];
  if (plan.kopfPruefung) pruefungen.push([plan.kopfPruefung, plan.kopf.interfaceName]);
  if (l.pruefung) pruefungen.push([l.pruefung, satz]);
  if (status === LESE_STATUS.gelesen && pruefungen.length > 0) {
    const werte = Object.create(null) as Kontext;
    // Fields are also plain names (`Mahnstufe >= 1`) unless they clash with the fixed ones.
    for (const [name, wert] of Object.entries(felder)) if (!RESERVIERT.has(name)) werte[name] = wert;
    const k = kontext({
      ...werte,
      zeile: roh,
      zeilenNr: nr,
      dateiname,
      satz,
      felder: gruppe(felder),
      roh: gruppe(Object.fromEntries(texte)),
    });
    for (const [pruefung, wer] of pruefungen) {
      const verfehlt = pruefe(pruefung, wer, k);
      if (verfehlt) {
        status = LESE_STATUS.allgemein;
        grund = grund ? `${verfehlt}; ${grund}` : verfehlt;
        break;
      }
    }
  }

  const ergebnis: ZeilenErgebnis = { zeile: nr, status, satz, roh };
  if (status === LESE_STATUS.gelesen || plan.kopf.keepErrors) ergebnis.felder = felder;
  if (grund) ergebnis.grund = status === LESE_STATUS.gelesen ? grund : `${grund}${ort}`;
  // The fields' failures made the status (a failed check runs only when none did).
  if (status === LESE_STATUS.formatFehler || status === LESE_STATUS.wertFalsch)
    ergebnis.fehlerorte = fehlerorte;
  return ergebnis;
}
