/**
 * Task "Abschnitte planen": how the file is split into chunks of ABSCHNITT_ZEILEN lines. Text
 * and GDV files take one pass over their bytes (formate/schnittstellen/fortsetzen.ts): lines
 * counted by their line ends and, for each chunk, the byte offset of its first line and what a
 * reader knows there — so each chunk is read from its own bytes. GDV lines are followed, not
 * decoded (only Vorsatz and Nachsatz lines are). An XML file is one chunk (its records are
 * known only after parsing the whole document) and its records are counted by reading it.
 * Before the chunks run, the interface's definition and pre-file check are applied once, so a
 * refused file fails here and not in every chunk (the chunks do not check again).
 *
 * The same pass takes the content's SHA-256 and applies the duplicate rule (inhalt.ts): content
 * that arrived before refuses the file — status refused with the reason, the lock released — and
 * the plan has no chunks; "Lesen abschliessen" then finds the file ended by this run.
 *
 * The same pass finds whether the file is complete: a GDV file without Vorsatz or Nachsatz or
 * whose Nachsatz count differs from the records read, an XML document that ends before its root
 * element closes. Such a file gets a file-level error with the reason (`dateiFehler`, reference
 * §4); its lines are read all the same.
 *
 * The same pass collects the VU numbers the file names (each GDV Vorsatz, each XML record's
 * VUNr): a file for which neither upload nor interface named a company gets theirs
 * (gesellschaft.ts).
 *
 * Marks the file "reading" with its number of lines, hash, file-level error and company and sets
 * the progress record to act 0 / max lines.
 */
import {
  ABSCHNITT_ZEILEN,
  HOECHSTE_DATEIZEILEN,
  type Abschnitt,
  type LesePlan,
  type LeseStart,
} from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { HOECHSTE_ZEILE } from '../../data/repositories/importZeilen';
import { schnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { fortsetzungspunkte } from '../../formate/schnittstellen/fortsetzen';
import { objektStrom } from '../../speicher/s3';
import { SperreVerloren } from '../../domain/sperreVerloren';
import { DateiAbgelehnt } from './fehler';
import { inhaltBeanspruchen, Pruefsumme } from './inhalt';
import { leseart, zeilenErgebnisse, type Lesequelle } from './quelle';
import { dateiGesellschaftBestimmen, vuNummerDesSatzes } from './gesellschaft';
import { dateiDesLaufs, leseFortschrittId } from './sperre';

/** Lines 1..zeilen in chunks of ABSCHNITT_ZEILEN; chunk nr k holds the lines of partition k. */
export function abschnitteFuer(zeilen: number): Abschnitt[] {
  const abschnitte: Abschnitt[] = [];
  for (let nr = 0; nr * ABSCHNITT_ZEILEN < zeilen; nr++) {
    abschnitte.push({
      nr,
      zeileVon: nr * ABSCHNITT_ZEILEN + 1,
      zeileBis: Math.min((nr + 1) * ABSCHNITT_ZEILEN, zeilen),
    });
  }
  return abschnitte;
}

/** The definition is usable and the pre-file check passes: the reader got to its first line. */
async function vorpruefen(q: Lesequelle): Promise<void> {
  const ergebnisse = zeilenErgebnisse(q);
  try {
    await ergebnisse.next();
  } finally {
    await ergebnisse.return(undefined);
  }
}

export async function planeAbschnitte(start: LeseStart, db: Datenbank = datenbank()): Promise<LesePlan> {
  const dateien = importDateienRepository(db);
  const datei = await dateiDesLaufs(dateien, start.dateiId, start.laufId);
  const { schnittstelle, alle } = await schnittstellenVerwaltung(db).zumLesen(start.schnittstelleId);
  const quelle: Lesequelle = {
    schnittstelle,
    alle,
    bucket: start.bucket,
    key: start.key,
    dateiname: datei.fileName,
  };

  let plan: LesePlan;
  const pruefsumme = new Pruefsumme();
  let sha256: string;
  let dateiFehler: string | undefined;
  // The VU numbers the file names (GDV: each Vorsatz; XML: each record's), for its company.
  const vuNummern = new Set<string>();
  const vuNummerMerken = (nummer: string | null | undefined) => {
    if (nummer) vuNummern.add(nummer);
  };
  try {
    if (leseart(schnittstelle) === 'xml') {
      let zeilen = 0;
      const offen = (elemente: string[]) => {
        dateiFehler = LESE_TEXTE.dateiUnvollstaendig([LESE_TEXTE.xmlEndetVorzeitig(elemente)]);
      };
      for await (const ergebnis of zeilenErgebnisse(
        quelle,
        (strom) => pruefsumme.durch(strom),
        undefined,
        offen,
      )) {
        zeilen++;
        vuNummerMerken(vuNummerDesSatzes(ergebnis));
      }
      plan = { zeilen, abschnitte: zeilen > 0 ? [{ nr: 0, zeileVon: 1, zeileBis: zeilen }] : [] };
    } else {
      await vorpruefen(quelle);
      const inhalt = pruefsumme.durch(await objektStrom(start.bucket, start.key));
      const {
        zeilen,
        bytes,
        punkte,
        rahmenfehler,
        vuNummern: vorsaetze,
      } = await fortsetzungspunkte(schnittstelle, inhalt, ABSCHNITT_ZEILEN);
      if (rahmenfehler?.length) dateiFehler = LESE_TEXTE.dateiUnvollstaendig(rahmenfehler);
      vorsaetze?.forEach(vuNummerMerken);
      const abschnitte = abschnitteFuer(zeilen).map((a, k) => ({
        ...a,
        ab: { von: punkte[k]!.byte, bis: punkte[k + 1]?.byte ?? bytes, stand: punkte[k]!.stand },
      }));
      plan = { zeilen, abschnitte };
    }
    sha256 = await pruefsumme.summe();
  } finally {
    await pruefsumme.schliessen();
  }

  const doppelt = await inhaltBeanspruchen(db, datei, sha256);
  if (doppelt !== undefined) {
    if (!(await dateien.ablehnen(datei.id, start.laufId, doppelt, sha256, new Date().toISOString()))) {
      throw new SperreVerloren({ dateiId: datei.id });
    }
    return { zeilen: 0, abschnitte: [] };
  }
  zeilenzahlPruefen(plan.zeilen);

  const beginn = new Date().toISOString();
  const gesellschaft = await dateiGesellschaftBestimmen(db, datei.gesellschaft, [...vuNummern], beginn);
  if (
    !(await dateien.lesenBeginnen(
      datei.id,
      start.laufId,
      { zeilenGesamt: plan.zeilen, sha256, dateiFehler, gesellschaft },
      beginn,
    ))
  ) {
    throw new SperreVerloren({ dateiId: datei.id });
  }
  await fortschrittRepository(db).anlegen({
    id: leseFortschrittId(datei.id),
    // Whose file it is: checkProgress?id=lesen-<n> answers only users who may see it.
    dateiId: datei.id,
    maklernr: datei.maklernr,
    userId: datei.userId,
    max: plan.zeilen,
    sLabel: LESE_TEXTE.fortschritt.fertig(plan.zeilen),
    sInfo: LESE_TEXTE.fortschritt.info(datei.fileName),
  });
  return plan;
}

/** A file too long for line ids or for the state machine's state is refused with the reason. */
export function zeilenzahlPruefen(zeilen: number): void {
  const hoechstens = Math.min(HOECHSTE_ZEILE, HOECHSTE_DATEIZEILEN);
  if (zeilen > hoechstens) throw new DateiAbgelehnt(LESE_TEXTE.zuVieleZeilen(zeilen, hoechstens));
}
