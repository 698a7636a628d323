/**
 * Task "Abschnitte planen": how the file is split into chunks of ABSCHNITT_ZEILEN lines. Text
 * and GDV files are counted by their line ends (a pass over the bytes, no parsing); an XML file
 * is one chunk (its records are known only after parsing the whole document) and its records
 * are counted by reading it. Before the chunks run, the interface's definition and pre-file
 * check are applied once, so a refused file fails here and not in every chunk.
 *
 * Marks the file "reading" with its number of lines and sets the progress record to
 * act 0 / max lines.
 */
import { ABSCHNITT_ZEILEN, type Abschnitt, type LesePlan, type LeseStart } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { HOECHSTE_ZEILE } from '../../data/repositories/importZeilen';
import { schnittstellenRepository } from '../../data/repositories/schnittstellen';
import { objektStrom } from '../../speicher/s3';
import { DateiAbgelehnt, SperreVerloren } from './fehler';
import { leseart, zeilenErgebnisse, type Lesequelle } from './quelle';
import { dateiDesLaufs, leseFortschrittId } from './sperre';

const LF = 0x0a;

/**
 * Physical lines as the readers number them: every LF ends a line, and bytes after the last LF
 * are one more line. Blank lines count (they keep their numbers, they just yield no result).
 */
export async function zaehleZeilen(eingabe: AsyncIterable<Buffer>): Promise<number> {
  let zeilen = 0;
  let offen = false;
  for await (const stueck of eingabe) {
    if (stueck.length === 0) continue;
    for (let i = stueck.indexOf(LF); i >= 0; i = stueck.indexOf(LF, i + 1)) zeilen++;
    offen = stueck[stueck.length - 1] !== LF;
  }
  return offen ? zeilen + 1 : zeilen;
}

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
  const { schnittstelle, alle } = await schnittstellenRepository(db).zumLesen(start.schnittstelleId);
  const quelle: Lesequelle = {
    schnittstelle,
    alle,
    bucket: start.bucket,
    key: start.key,
    dateiname: datei.fileName,
  };

  let plan: LesePlan;
  if (leseart(schnittstelle) === 'xml') {
    let zeilen = 0;
    for await (const _ergebnis of zeilenErgebnisse(quelle)) zeilen++;
    plan = { zeilen, abschnitte: zeilen > 0 ? [{ nr: 0, zeileVon: 1, zeileBis: zeilen }] : [] };
  } else {
    await vorpruefen(quelle);
    const zeilen = await zaehleZeilen(await objektStrom(start.bucket, start.key));
    plan = { zeilen, abschnitte: abschnitteFuer(zeilen) };
  }
  if (plan.zeilen > HOECHSTE_ZEILE)
    throw new DateiAbgelehnt(LESE_TEXTE.zuVieleZeilen(plan.zeilen, HOECHSTE_ZEILE));

  if (!(await dateien.lesenBeginnen(datei.id, start.laufId, plan.zeilen, new Date().toISOString()))) {
    throw new SperreVerloren(datei.id);
  }
  await fortschrittRepository(db).anlegen({
    id: leseFortschrittId(datei.id),
    max: plan.zeilen,
    sLabel: LESE_TEXTE.fortschritt.fertig(plan.zeilen),
    sInfo: LESE_TEXTE.fortschritt.info(datei.fileName),
  });
  return plan;
}
